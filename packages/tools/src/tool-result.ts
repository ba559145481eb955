// Hot path: one is made for every call. The outcome of one tool call, success or failure, as
// an immutable value.

/** Whether a call succeeded. */
export type ToolStatus = "success" | "failure";

/** The fields of a {@link ToolResult}. */
export interface ToolResultOptions<TOutput> {
  /** The tool that ran. */
  readonly toolName: string;
  /** `success` or `failure`. */
  readonly status: ToolStatus;
  /** The validated output, on success. */
  readonly output?: TOutput | undefined;
  /** How long the call took, in milliseconds, measured with a monotonic clock. */
  readonly durationMs: number;
  /** The typed error, on failure. */
  readonly error?: Error | undefined;
}

/**
 * The frozen outcome of one tool call. In result mode (`raiseOnFailure: false`) a failure
 * is a `ToolResult` too, so an agent can hand the message back to the model.
 * @example
 * ```ts
 * import { type Tool, ToolExecutor, ToolResult } from "@kit/tools";
 *
 * declare const tool: Tool;
 * const result = await new ToolExecutor().execute(tool, {}, { raiseOnFailure: false });
 * if (result.status === ToolResult.STATUS_FAILURE) console.log(result.error?.message);
 * ```
 */
export class ToolResult<TOutput = unknown> {
  /** The status of a call that succeeded. */
  static readonly STATUS_SUCCESS: "success" = "success";
  /** The status of a call that failed. */
  static readonly STATUS_FAILURE: "failure" = "failure";

  // `declare`: each field is assigned once, not first defined as undefined (cheaper per call).
  /** The tool that ran. */
  declare readonly toolName: string;
  /** `success` or `failure`. */
  declare readonly status: ToolStatus;
  /** The validated (and redacted) output on success; `undefined` on failure. */
  declare readonly output: TOutput | undefined;
  /** How long the call took, in milliseconds (monotonic clock). */
  declare readonly durationMs: number;
  /** The typed error (`ToolValidationError` or `ToolExecutionError`) on failure. */
  declare readonly error: Error | undefined;

  /** Makes the result and freezes it. */
  constructor(options: ToolResultOptions<TOutput>) {
    this.toolName = options.toolName;
    this.status = options.status;
    this.output = options.output;
    this.durationMs = options.durationMs;
    this.error = options.error;
    Object.freeze(this);
  }
}
