// Every mode of the hostile server by name. Add a mode: one file in this folder, one line here.
import type { HostileMode } from "../mode";
import { honest } from "./honest";

/** The hostile server's modes, by the name its command line takes. */
export const MODES: Readonly<Record<string, HostileMode>> = {
  honest,
};
