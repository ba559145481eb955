// A task on a remote MCP server, as kit's client reads it, and when the client makes one.
import type { TaskStatus } from "@kit/tools";

/**
 * When a connection calls a remote tool as an MCP task. `auto` (the default): a 2025-11-25
 * server's tools that say `execution.taskSupport: "required"`, and on a 2026-07-28 server that
 * declares the `io.modelcontextprotocol/tasks` extension, every call (the server decides which
 * become tasks). `prefer`: as `auto`, and the tools that say `"optional"` too. `never`: no call
 * is a task (a tool that requires one fails as its server says).
 */
export type McpTaskMode = "auto" | "prefer" | "never";

/**
 * A task on a remote MCP server, as one `tasks/get` (or the call that made it) described it.
 * Frozen; read it again for news. The id is the server's: any connection to the same server
 * (with the same credentials, where the server binds tasks to them) can read it.
 */
export interface McpRemoteTask {
  /** The server's id of the task. */
  readonly taskId: string;
  /** Where it is, in MCP's words (the same five as kit's own tasks). */
  readonly status: TaskStatus;
  /** The server's last word about it (progress, the question waiting, why it failed), if any. */
  readonly message: string | undefined;
  /** When the server created it, in milliseconds since the epoch. */
  readonly createdAt: number;
  /** When it last changed, in milliseconds since the epoch. */
  readonly updatedAt: number;
  /** How long the server keeps it from its creation, in milliseconds; `null` for no limit. */
  readonly ttlMs: number | null;
  /** How often the server asks to be polled, in milliseconds, when it says. */
  readonly pollIntervalMs: number | undefined;
}

/** How `McpConnection.awaitTask` waits. Its end stops the wait, not the task. */
export interface McpAwaitTaskOptions {
  /** Stops waiting (the task goes on); the wait rejects with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
  /** Stops waiting after this many milliseconds (the task goes on), rejecting with a `TimeoutError`. */
  readonly timeoutMs?: number | undefined;
}
