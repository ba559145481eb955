// A repeated call id of a tool that is not idempotent, whose first call left no outcome to give.
import { hasErrorMarker, markError } from "../internal/error-marker";
import { AgentKitError } from "./agent-kit-error";

/**
 * Why a repeated call was not run: the first is still running after the wait (`running`), the
 * process running it stopped before it finished (`abandoned`), or it finished but its outcome
 * was not kept (`unkept`).
 */
export type DuplicateCallReason = "running" | "abandoned" | "unkept";

/** What a {@link DuplicateCallError} is about. */
export interface DuplicateCallErrorOptions {
  readonly toolName: string;
  readonly callId: string;
  readonly reason: DuplicateCallReason;
  /** How long the call waited for the first one (`running`), in milliseconds. */
  readonly waitedMs?: number | undefined;
}

const REASONS: Record<DuplicateCallReason, (waitedMs: number) => string> = {
  running: (waitedMs) => `is still running elsewhere after a wait of ${waitedMs} ms`,
  abandoned: () =>
    "was started by a process that stopped before it finished, so whether it ran is unknown",
  unkept: () => "already ran, but its outcome was too large or not JSON data to be kept",
};

/**
 * The cause of a failed call whose id already ran (with the executor's `stores.calls`, for a
 * tool that is not idempotent) and left no outcome to give back. The tool is not run again:
 * running it twice is what the call record is there to prevent.
 */
export class DuplicateCallError extends AgentKitError {
  /** The tool of the call. */
  declare readonly toolName: string;
  /** The repeated call id. */
  declare readonly callId: string;
  /** Why the first call's outcome could not be given. */
  declare readonly reason: DuplicateCallReason;

  /** Builds the message from the call and the reason. */
  constructor(options: DuplicateCallErrorOptions) {
    const { toolName, callId, reason, waitedMs = 0 } = options;
    super(
      `Tool '${toolName}' call '${callId}' ${REASONS[reason](waitedMs)}; it was not run again.`,
    );
    markError(this, "DuplicateCallError");
    this.toolName = toolName;
    this.callId = callId;
    this.reason = reason;
  }

  /** `name`, `message`, `toolName`, `callId` and `reason`. */
  override toJSON(): Record<string, unknown> {
    const { toolName, callId, reason } = this;
    return { ...super.toJSON(), toolName, callId, reason };
  }

  /** Tells whether a value is a `DuplicateCallError`, also one made by another copy of this package. */
  static override isInstance(value: unknown): value is DuplicateCallError {
    return hasErrorMarker(value, "DuplicateCallError");
  }
}
