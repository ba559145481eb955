// The answer to a tool's question did not fit the form it asked for.
import { hasErrorMarker, markError } from "../internal/error-marker";
import { indentLines } from "../internal/indent-lines";
import { AgentKitError } from "./agent-kit-error";

/** What an {@link ElicitationError} is about. */
export interface ElicitationErrorOptions {
  /** The tool that asked. */
  readonly toolName: string;
  /** Every problem of the answer, as the schema reports them. */
  readonly errors: readonly string[];
}

/**
 * The rejection of `context.elicit` when the caller's handler accepted with content that does
 * not match the question's schema, or answered with something that is not an answer. The
 * message is `Tool '<name>' got an answer that does not match its question:` and one line per
 * problem.
 */
export class ElicitationError extends AgentKitError {
  /** The tool that asked. */
  declare readonly toolName: string;
  /** Every problem of the answer. */
  declare readonly errors: readonly string[];

  /** Builds the message from the tool's name and the problems. */
  constructor(options: ElicitationErrorOptions) {
    super(
      `Tool '${options.toolName}' got an answer that does not match its question:${indentLines(options.errors)}`,
    );
    markError(this, "ElicitationError");
    this.toolName = options.toolName;
    this.errors = Object.freeze([...options.errors]);
  }

  /** `name`, `message`, `toolName` and `errors`. */
  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), toolName: this.toolName, errors: this.errors };
  }

  /**
   * Tells whether a value is an `ElicitationError`, also one made by another copy of this
   * package.
   */
  static override isInstance(value: unknown): value is ElicitationError {
    return hasErrorMarker(value, "ElicitationError");
  }
}
