// Every mode of the hostile server by name. Add a mode: one file in this folder, one line here.
import type { HostileMode } from "../mode";
import { honest } from "./honest";
import { listBacktrackingOutput } from "./list-backtracking-output";
import { listBadTools } from "./list-bad-tools";
import { listChangedFlood } from "./list-changed-flood";
import { listEndlessAfterChange } from "./list-endless-after-change";
import { listEndlessPages } from "./list-endless-pages";
import { listSlowPages } from "./list-slow-pages";
import { listTooManyTools } from "./list-too-many-tools";
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
  "list-backtracking-output": listBacktrackingOutput,
  "list-bad-tools": listBadTools,
  "list-changed-flood": listChangedFlood,
  "list-endless-after-change": listEndlessAfterChange,
  "list-endless-pages": listEndlessPages,
  "list-slow-pages": listSlowPages,
  "list-too-many-tools": listTooManyTools,
};
