// What the executor's `approve` is asked about.
import type { AnyTool } from "../tool/tool";

/** One call waiting for approval: what an executor's `approve` function receives. */
export interface ApprovalRequest {
  /** The tool about to run (its `effects` say what it may do). */
  readonly tool: AnyTool;
  /** The validated inputs the tool would receive, defaults filled in (a frozen copy). */
  readonly inputs: Readonly<Record<string, unknown>>;
  /** The call's id. */
  readonly callId: string;
}

/**
 * Decides whether a call of a tool that is not read-only may run: `true` lets it run,
 * anything else refuses it (an `ApprovalDeniedError`); a throw or rejection fails the call
 * with what was thrown.
 */
export type ApproveCall = (request: ApprovalRequest) => boolean | Promise<boolean>;
