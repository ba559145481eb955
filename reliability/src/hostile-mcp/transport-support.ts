// What the transport-* tests share: finding a remote tool, running it, and the peak memory of
// this process (the client; the hostile server is another process) while something runs.
import type { McpConnection } from "@kit/mcp";
import { type AnyTool, ToolExecutor, type ToolResult } from "@kit/tools";

/** The most bytes of one message kit reads (MAX_RESULT_BYTES). */
export const LIMIT = 10 * 1024 * 1024;
/** The bound docs/mcp.md states for the client's memory while a huge answer comes in. */
export const MEMORY_BOUND = LIMIT + 64 * 1024 * 1024;
/** The time limit the tests' calls run with, and the grace past it a call may take. */
export const CALL_TIMEOUT_MS = 30_000;
export const GRACE_MS = 5_000;

/** The connection's tool of that name. */
function toolOf(connection: McpConnection, name: string): AnyTool {
  const found = connection.tools.find((tool) => tool.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

/** Runs a remote tool through an executor with the tests' time limit; never throws. */
export function run(
  connection: McpConnection,
  name: string,
  inputs: Record<string, unknown> = {},
): Promise<ToolResult<unknown>> {
  const executor = new ToolExecutor({ timeoutMs: CALL_TIMEOUT_MS });
  return executor.execute(toolOf(connection, name), inputs, { raiseOnFailure: false });
}

/** The cause of a failed result's error. */
export function causeOf(result: ToolResult<unknown>): unknown {
  return (result.error as { cause?: unknown } | undefined)?.cause;
}

/** What `work` returns, how much this process's RSS grew at most while it ran, and how long. */
export async function measured<T>(
  work: () => Promise<T>,
): Promise<{ value: T; growth: number; elapsedMs: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sample = (): void => {
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, 5);
  const started = performance.now();
  try {
    const value = await work();
    sample();
    return { value, growth: peak - before, elapsedMs: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}
