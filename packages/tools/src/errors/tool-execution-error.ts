import { describeThrown } from "../internal/describe-thrown";
import { hasErrorMarker, markError } from "../internal/error-marker";
import { AgentKitError } from "./agent-kit-error";

/** What a {@link ToolExecutionError} is about. */
export interface ToolExecutionErrorOptions {
  /** The tool whose run failed. */
  readonly toolName: string;
  /**
   * What failed: whatever the tool threw or rejected with (also a non-`Error` value), the
   * timeout or abort reason, or the credential error.
   */
  readonly cause: unknown;
}

/**
 * Thrown (or carried by a failure `ToolResult`) when a tool's run failed: it threw or
 * rejected, timed out, was aborted, or its credentials could not be resolved. The message
 * is `Tool '<name>' execution failed: ` followed by the cause's message (or its string form
 * for a value that is not an `Error`); `cause` is the original value.
 */
export class ToolExecutionError extends AgentKitError {
  /** The tool whose run failed. */
  declare readonly toolName: string;
  /** The original failure, as thrown. */
  declare readonly cause: unknown;

  /** Builds the message from the tool's name and the cause's message or string form. */
  constructor(options: ToolExecutionErrorOptions) {
    const { toolName, cause } = options;
    super(`Tool '${toolName}' execution failed: ${describeThrown(cause)}`, { cause });
    markError(this, "ToolExecutionError");
    this.toolName = toolName;
  }

  /** `name`, `message` and `toolName`; never the `cause`, which may hold third-party data. */
  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), toolName: this.toolName };
  }

  /**
   * Tells whether a value is a `ToolExecutionError`, also one made by another copy of this
   * package.
   */
  static override isInstance(value: unknown): value is ToolExecutionError {
    return hasErrorMarker(value, "ToolExecutionError");
  }
}
