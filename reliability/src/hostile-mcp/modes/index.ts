// Every mode of the hostile server by name. Add a mode: one file in this folder, one line here.
import type { HostileMode } from "../mode";
import { honest } from "./honest";
import { malformedDuplicateNames } from "./malformed-duplicate-names";
import { malformedResults } from "./malformed-results";
import { secretsDeepResult } from "./secrets-deep-result";
import { secretsEchoToken } from "./secrets-echo-token";
import { secretsRefuseToken } from "./secrets-refuse-token";

/** The hostile server's modes, by the name its command line takes. */
export const MODES: Readonly<Record<string, HostileMode>> = {
  honest,
  "malformed-results": malformedResults,
  "malformed-duplicate-names": malformedDuplicateNames,
  "secrets-deep-result": secretsDeepResult,
  "secrets-echo-token": secretsEchoToken,
  "secrets-refuse-token": secretsRefuseToken,
};
