import { hasErrorMarker, markError } from "../internal/error-marker";
import { indentLines } from "../internal/indent-lines";
import { AgentKitError } from "./agent-kit-error";

/** Which side broke the contract: the caller's inputs, or the tool's output. */
export type ValidationDirection = "input" | "output";

/** What a {@link ToolValidationError} is about. */
export interface ToolValidationErrorOptions {
  /** The tool whose schema was violated. */
  readonly toolName: string;
  /** `input`: the arguments were wrong (often the model's); `output`: the tool's result was. */
  readonly direction: ValidationDirection;
  /** Every problem, one message each, as the schema reported them. */
  readonly errors: readonly string[];
}

/**
 * Thrown (or carried by a failure `ToolResult`) when inputs or an output do not match the
 * tool's schema. The message names the tool and the direction and lists every problem:
 * ```
 * Tool 'fetch_weather' input validation failed:
 *   Missing required parameter: 'city'
 * ```
 */
export class ToolValidationError extends AgentKitError {
  /** The tool whose schema was violated. */
  declare readonly toolName: string;
  /** Whether the inputs or the output were invalid. */
  declare readonly direction: ValidationDirection;
  /** Every problem, one message each (frozen). */
  declare readonly errors: readonly string[];

  /** Builds the message from the tool, the direction and every problem. */
  constructor(options: ToolValidationErrorOptions) {
    const { toolName, direction, errors } = options;
    super(`Tool '${toolName}' ${direction} validation failed:${indentLines(errors)}`);
    markError(this, "ToolValidationError");
    this.toolName = toolName;
    this.direction = direction;
    this.errors = Object.freeze([...errors]);
  }

  /** `name`, `message`, `toolName`, `direction` and `errors`; never a cause. */
  override toJSON(): Record<string, unknown> {
    return {
      ...super.toJSON(),
      toolName: this.toolName,
      direction: this.direction,
      errors: this.errors,
    };
  }

  /**
   * Tells whether a value is a `ToolValidationError`, also one made by another copy of this
   * package.
   */
  static override isInstance(value: unknown): value is ToolValidationError {
    return hasErrorMarker(value, "ToolValidationError");
  }
}
