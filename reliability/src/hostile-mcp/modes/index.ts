// Every mode of the hostile server by name. Add a mode: one file in this folder, one line here.
import type { HostileMode } from "../mode";
import { honest } from "./honest";
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
};
