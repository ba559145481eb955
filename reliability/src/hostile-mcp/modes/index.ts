// Every mode of the hostile server by name. Add a mode: one file in this folder, one line here.
import type { HostileMode } from "../mode";
import { honest } from "./honest";
import { malformedDuplicateNames } from "./malformed-duplicate-names";
import { malformedResults } from "./malformed-results";
import { secretsDeepResult } from "./secrets-deep-result";
import { secretsEchoToken } from "./secrets-echo-token";
import { secretsRefuseToken } from "./secrets-refuse-token";
import { transportDies } from "./transport-dies";
import { transportErrorAnswer } from "./transport-error-answer";
import { transportHuge } from "./transport-huge";
import { transportLegacy } from "./transport-legacy";
import { transportSocket } from "./transport-socket";

/** The hostile server's modes, by the name its command line takes. */
export const MODES: Readonly<Record<string, HostileMode>> = {
  honest,
  "transport-huge": transportHuge,
  "transport-dies": transportDies,
  "transport-error-answer": transportErrorAnswer,
  "transport-socket": transportSocket,
  "transport-legacy": transportLegacy,
  "malformed-results": malformedResults,
  "malformed-duplicate-names": malformedDuplicateNames,
  "secrets-deep-result": secretsDeepResult,
  "secrets-echo-token": secretsEchoToken,
  "secrets-refuse-token": secretsRefuseToken,
};
