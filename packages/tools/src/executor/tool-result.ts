// Hot path: one is made for every call. The outcome of one tool call, success or failure, as
// an immutable value.
import type { ContentPart } from "../content/content-part";

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
  /** How many times the tool ran; `0` when not given (the tool never ran). */
  readonly attempts?: number | undefined;
  /** The content parts the tool returned (with `toolContent`), on success. */
  readonly content?: readonly ContentPart[] | undefined;
}

/** The outcome of a call that succeeded: `output` is the tool's output, `error` is absent. */
export interface ToolSuccess<TOutput = unknown> {
  /** The tool that ran. */
  readonly toolName: string;
  /** Always `"success"`. */
  readonly status: "success";
  /** The validated (and redacted) output. */
  readonly output: TOutput;
  /** How long the call took, in milliseconds (monotonic clock). */
  readonly durationMs: number;
  /** Always `undefined`. */
  readonly error: undefined;
  /** How many times the tool ran: `1` without retries. */
  readonly attempts: number;
  /**
   * The content parts the tool returned with `toolContent` (checked, their text redacted, their
   * bytes as given), in order; `undefined` when it returned its output alone.
   */
  readonly content: readonly ContentPart[] | undefined;
}

/** The outcome of a call that failed: `error` says why, `output` is absent. */
export interface ToolFailure {
  /** The tool that ran. */
  readonly toolName: string;
  /** Always `"failure"`. */
  readonly status: "failure";
  /** Always `undefined`. */
  readonly output: undefined;
  /** How long the call took, in milliseconds (monotonic clock). */
  readonly durationMs: number;
  /**
   * The typed error: a `ToolValidationError` or a `ToolExecutionError` from the executor, or
   * whatever error an interceptor put in the result it made.
   */
  readonly error: Error;
  /** How many times the tool ran: `0` when it never ran (invalid inputs, approval refused). */
  readonly attempts: number;
  /** Always `undefined`. */
  readonly content: undefined;
}

/**
 * The frozen outcome of one tool call. In result mode (`raiseOnFailure: false`) a failure
 * is a `ToolResult` too, so an agent can hand the message back to the model. Checking
 * `status` narrows it: after `status === "success"`, `output` is the tool's output type; after
 * `"failure"`, `error` is an `Error`.
 * @example
 * ```ts
 * import { type Tool, ToolExecutor, ToolResult } from "@kit/tools";
 *
 * declare const tool: Tool;
 * const result = await new ToolExecutor().execute(tool, {}, { raiseOnFailure: false });
 * if (result.status === ToolResult.STATUS_FAILURE) console.log(result.error.message);
 * else console.log(result.output);
 * ```
 */
export type ToolResult<TOutput = unknown> = ToolSuccess<TOutput> | ToolFailure;

/** The `ToolResult` class: what `new`, `instanceof` and the status constants use. */
export interface ToolResultConstructor {
  /** Makes the result and freezes it. */
  new <TOutput = unknown>(options: ToolResultOptions<TOutput>): ToolResult<TOutput>;
  /** The prototype of every result. */
  readonly prototype: ToolResult;
  /** The status of a call that succeeded. */
  readonly STATUS_SUCCESS: "success";
  /** The status of a call that failed. */
  readonly STATUS_FAILURE: "failure";
}

/** Makes a frozen {@link ToolResult}; `instanceof ToolResult` recognises one. */
export const ToolResult: ToolResultConstructor = class ToolResult<TOutput> {
  static readonly STATUS_SUCCESS = "success";
  static readonly STATUS_FAILURE = "failure";

  // `declare`: each field is assigned once, not first defined as undefined (cheaper per call).
  declare readonly toolName: string;
  declare readonly status: ToolStatus;
  declare readonly output: TOutput | undefined;
  declare readonly durationMs: number;
  declare readonly error: Error | undefined;
  declare readonly attempts: number;
  declare readonly content: readonly ContentPart[] | undefined;

  constructor(options: ToolResultOptions<TOutput>) {
    this.toolName = options.toolName;
    this.status = options.status;
    this.output = options.output;
    this.durationMs = options.durationMs;
    this.error = options.error;
    this.attempts = options.attempts ?? 0;
    this.content = options.content;
    Object.freeze(this);
  }
} as ToolResultConstructor;
