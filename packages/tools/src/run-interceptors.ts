// The interceptor chain: first added is outermost; `next()` always resolves to a ToolResult;
// strict mode is applied once, after the chain.
import { ToolExecutionError } from "./errors/tool-execution-error";
import { type ExecutorParts, runToolCall } from "./run-tool-call";
import type { CallState, ToolInterceptor } from "./tool-call";
import { ToolResult } from "./tool-result";

/**
 * Runs a call through interceptors.
 * @param interceptors - a snapshot of the executor's interceptors (at least one).
 * @param call - the call's state.
 * @param parts - the executor's listeners and credential resolver.
 * @param raise - strict mode.
 * @returns the chain's result; rejects only in strict mode, with the result's error.
 */
export function runInterceptors(
  interceptors: readonly ToolInterceptor[],
  call: CallState,
  parts: ExecutorParts,
  raise: boolean,
): Promise<ToolResult> {
  const result = step(interceptors, 0, call, parts);
  return raise ? result.then(raiseOnFailure) : result;
}

function raiseOnFailure(result: ToolResult): ToolResult {
  if (result.status === "failure") throw result.error;
  return result;
}

function step(
  interceptors: readonly ToolInterceptor[],
  index: number,
  call: CallState,
  parts: ExecutorParts,
): Promise<ToolResult> {
  const interceptor = interceptors[index];
  if (interceptor === undefined) return runToolCall(call, parts, false);
  const next = (): Promise<ToolResult> => step(interceptors, index + 1, call, parts);
  let returned: unknown;
  try {
    returned = interceptor(call, next);
  } catch (error) {
    return Promise.resolve(failure(call, error));
  }
  return Promise.resolve(returned).then(
    (value) => (isToolResult(value) ? value : failure(call, notAResult(value))),
    (error: unknown) => failure(call, error),
  );
}

function failure(call: CallState, cause: unknown): ToolResult {
  const toolName = call.tool.name;
  return new ToolResult({
    toolName,
    status: "failure",
    durationMs: performance.now() - call.start,
    error: new ToolExecutionError({ toolName, cause: call.redact(cause) }),
  });
}

function notAResult(value: unknown): TypeError {
  const kind = value === null ? "null" : typeof value;
  return new TypeError(`An interceptor resolved to ${kind} instead of the ToolResult of next().`);
}

// Duck-typed, so a result made by another installed copy of this package is accepted.
function isToolResult(value: unknown): value is ToolResult {
  if (value instanceof ToolResult) return true;
  if (typeof value !== "object" || value === null) return false;
  const status = (value as { status?: unknown }).status;
  return status === "success" || status === "failure";
}
