// A call that waited for approval through the executor's approval store longer than allowed.
import { hasErrorMarker, markError } from "../internal/error-marker";
import { AgentKitError } from "./agent-kit-error";

/** What an {@link ApprovalTimeoutError} is about. */
export interface ApprovalTimeoutErrorOptions {
  readonly toolName: string;
  /** The executor's `approvalTimeoutMs`. */
  readonly timeoutMs: number;
}

/**
 * The cause of a failed call that nobody approved or refused within the executor's
 * `approvalTimeoutMs` (5 minutes unless set): `approve` did not settle, or no answer came in
 * `stores.approvals`. The tool never ran, and the call is no longer listed as pending.
 */
export class ApprovalTimeoutError extends AgentKitError {
  /** The tool whose call waited. */
  declare readonly toolName: string;
  /** How long it waited, in milliseconds. */
  declare readonly timeoutMs: number;

  /** Builds the message from the tool and the limit. */
  constructor(options: ApprovalTimeoutErrorOptions) {
    super(
      `Tool '${options.toolName}' call was neither approved nor refused within ${options.timeoutMs} ms.`,
    );
    markError(this, "ApprovalTimeoutError");
    this.toolName = options.toolName;
    this.timeoutMs = options.timeoutMs;
  }

  /** `name`, `message`, `toolName` and `timeoutMs`. */
  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), toolName: this.toolName, timeoutMs: this.timeoutMs };
  }

  /** Tells whether a value is an `ApprovalTimeoutError`, also one made by another copy of this package. */
  static override isInstance(value: unknown): value is ApprovalTimeoutError {
    return hasErrorMarker(value, "ApprovalTimeoutError");
  }
}
