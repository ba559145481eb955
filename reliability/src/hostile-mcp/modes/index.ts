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

/** The hostile server's modes, by the name its command line takes. */
export const MODES: Readonly<Record<string, HostileMode>> = {
  honest,
  "list-backtracking-output": listBacktrackingOutput,
  "list-bad-tools": listBadTools,
  "list-changed-flood": listChangedFlood,
  "list-endless-after-change": listEndlessAfterChange,
  "list-endless-pages": listEndlessPages,
  "list-slow-pages": listSlowPages,
  "list-too-many-tools": listTooManyTools,
};
