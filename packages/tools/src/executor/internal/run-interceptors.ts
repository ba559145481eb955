// Hot path: runs on every call of an executor with interceptors.
// Interceptors around a call: the first added is outermost, and whatever one does (throw,
// reject, resolve to something that is not a result) the chain ends in a ToolResult.

import type { ToolInterceptor } from "../tool-interceptor";
import { ToolResult } from "../tool-result";
import type { CallState } from "./call-state";
import { now } from "./clock";
import { type ExecutorParts, executionError, runToolCall } from "./run-tool-call";

/**
 * Runs a call through interceptors: `next()` always resolves to a ToolResult; strict mode is
 * applied once, after the chain.
 * @param interceptors - a snapshot of the executor's interceptors (at least one).
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
  call.start = now();
  const failure = (cause: unknown): ToolResult =>
    new ToolResult({
      toolName: call.tool.name,
      status: "failure",
      durationMs: now() - call.start,
      error: executionError(call, cause),
      attempts: call.attempts,
    });
  const step = (index: number): Promise<ToolResult> => {
    const interceptor = interceptors[index];
    if (interceptor === undefined) return runToolCall(call, parts, false);
    let returned: unknown;
    try {
      returned = interceptor(call, () => step(index + 1));
    } catch (error) {
      returned = Promise.reject(error);
    }
    return Promise.resolve(returned).then(
      (value) =>
        isToolResult(value)
          ? value
          : failure(
              new TypeError(
                `An interceptor resolved to ${value === null ? "null" : typeof value} instead of the ToolResult of next().`,
              ),
            ),
      failure,
    );
  };
  const result = step(0);
  return raise ? result.then(raiseOnFailure) : result;
}

function raiseOnFailure(result: ToolResult): ToolResult {
  if (result.status === "failure") throw result.error;
  return result;
}

// Duck-typed, so a result made by another installed copy of this package is accepted.
function isToolResult(value: unknown): value is ToolResult {
  try {
    const status = (value as { status?: unknown } | null)?.status;
    return (
      value instanceof ToolResult ||
      (typeof value === "object" && (status === "success" || status === "failure"))
    );
  } catch {
    // A proxy whose traps throw is not a result (and must not reject the call).
    return false;
  }
}
