// What `ToolExecutor.use` takes: a function around whole calls.
import type { ToolCall } from "./tool-call";
import type { ToolResult } from "./tool-result";

/**
 * Wraps whole calls, events included: code before `await next()` runs before the `started`
 * event, code after it sees the result. `next()` resolves to the `ToolResult` in both modes
 * (it never rejects for a tool failure); `raiseOnFailure` is applied after the chain. An
 * interceptor that throws or rejects turns the call into a `ToolExecutionError` failure.
 * @param next - runs the rest of the chain and the call itself.
 * @returns the result, usually the one `next()` resolved to.
 */
export type ToolInterceptor = (
  call: ToolCall,
  next: () => Promise<ToolResult>,
) => Promise<ToolResult>;
