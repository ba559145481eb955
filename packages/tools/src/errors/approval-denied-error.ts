// The executor's `approve` said no to a call.
import { hasErrorMarker, markError } from "../internal/error-marker";
import { AgentKitError } from "./agent-kit-error";

/** What an {@link ApprovalDeniedError} is about. */
export interface ApprovalDeniedErrorOptions {
  /** The tool whose call was not approved. */
  readonly toolName: string;
}

/**
 * The cause of a failed call whose approval was refused: the executor's `approve` returned
 * (or resolved to) something other than `true`, so the tool never ran. The message is
 * `Tool '<name>' call was not approved.`; the `ToolExecutionError` around it names the tool too.
 */
export class ApprovalDeniedError extends AgentKitError {
  /** The tool whose call was not approved. */
  declare readonly toolName: string;

  /** Builds the message from the tool's name. */
  constructor(options: ApprovalDeniedErrorOptions) {
    super(`Tool '${options.toolName}' call was not approved.`);
    markError(this, "ApprovalDeniedError");
    this.toolName = options.toolName;
  }

  /** `name`, `message` and `toolName`. */
  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), toolName: this.toolName };
  }

  /**
   * Tells whether a value is an `ApprovalDeniedError`, also one made by another copy of this
   * package.
   */
  static override isInstance(value: unknown): value is ApprovalDeniedError {
    return hasErrorMarker(value, "ApprovalDeniedError");
  }
}
