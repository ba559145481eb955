// What an executor's policies mean for one tool, kept with the policies by tool.
import type { CallHold } from "./call-hold";

/**
 * What the executor's policies mean for one tool, worked out on its first call: whether
 * approval is asked, and the hold its calls share on the fast path (its limits, the
 * executor's retry when the tool may be retried).
 */
export interface ToolRule {
  readonly ask: boolean;
  /** Nothing to ask and no credentials: a call without timer or signal may take the fast path. */
  readonly direct: boolean;
  readonly hold: CallHold;
}
