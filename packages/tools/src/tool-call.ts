// One call as interceptors see it, and the per-call state the executor keeps behind it.
import { Redactor } from "./redactor";
import type { AnyTool } from "./tool";
import type { ToolResult } from "./tool-result";

/** One call to a tool, as an interceptor sees it. */
export interface ToolCall {
  /** The tool being run (its name, description, version, schemas, tags). */
  readonly tool: AnyTool;
  /** The caller's inputs, as given; never changed by the executor. */
  readonly inputs: unknown;
  /** The call's id: the caller's, or a fresh unique one. */
  readonly callId: string;
  /**
   * Replaces every credential value this call resolved by `[REDACTED]`, deep and
   * copy-on-change. Before credentials are resolved it returns the value itself.
   * @param value - any value, such as inputs about to be recorded.
   * @returns the value, or a cleaned copy.
   */
  redact<T>(value: T): T;
}

/**
 * Wraps whole calls, events included: code before `await next()` runs before the `started`
 * event, code after it sees the result. `next()` resolves to the `ToolResult` in both modes
 * (it never rejects for a tool failure); `raiseOnFailure` is applied after the chain. An
 * interceptor that throws or rejects turns the call into a `ToolExecutionError` failure.
 * @param call - the call.
 * @param next - runs the rest of the chain and the call itself.
 * @returns the result, usually the one `next()` resolved to.
 */
export type ToolInterceptor = (
  call: ToolCall,
  next: () => Promise<ToolResult>,
) => Promise<ToolResult>;

/** The executor's state of one call; interceptors see it as a {@link ToolCall}. */
export class CallState implements ToolCall {
  // `declare`: assigned once in the constructor, not defined first as undefined (cheaper per call).
  declare readonly tool: AnyTool;
  declare readonly inputs: unknown;
  declare readonly callId: string;
  declare readonly timeoutMs: number | undefined;
  declare readonly signal: AbortSignal | undefined;
  /** `now()` when the interceptor chain started (set only where it runs). */
  declare start: number;
  #redactor: Redactor | undefined;

  /**
   * @param tool - the tool.
   * @param inputs - the caller's inputs.
   * @param callId - the call's id.
   * @param timeoutMs - the effective timeout, per call or executor-wide.
   * @param signal - the caller's signal.
   */
  constructor(
    tool: AnyTool,
    inputs: unknown,
    callId: string,
    timeoutMs: number | undefined,
    signal: AbortSignal | undefined,
  ) {
    this.tool = tool;
    this.inputs = inputs;
    this.callId = callId;
    this.timeoutMs = timeoutMs;
    this.signal = signal;
  }

  /**
   * Adds resolved credential values to what this call hides.
   * @param secrets - the values.
   */
  addSecrets(secrets: readonly string[]): void {
    this.#redactor = Redactor.for([...(this.#redactor?.secrets ?? []), ...secrets]);
  }

  /**
   * {@inheritDoc ToolCall.redact}
   */
  redact<T>(value: T): T {
    const redactor = this.#redactor;
    return redactor === undefined ? value : redactor.redact(value);
  }
}
