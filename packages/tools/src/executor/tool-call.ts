// One call as an interceptor sees it.
import type { AnyTool } from "../tool/tool";

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
