// A live connection to a remote MCP server, whose tools are kit tools.
import type { AnyTool } from "@kit/tools";
import type { McpAwaitTaskOptions, McpRemoteTask } from "./mcp-remote-task";
import type { SkippedTool } from "./skipped-tool";

/** A remote tool schema that kit passes through instead of checking. */
export interface UnvalidatedSchema {
  /** The kit tool's name (with the prefix). */
  readonly tool: string;
  /** Which of its schemas. */
  readonly direction: "input" | "output";
  /** Why kit cannot keep it exactly: each keyword at its JSON pointer. */
  readonly reason: string;
}

/** Where a connection stands. */
export type McpConnectionState = "open" | "reconnecting" | "closed";

/**
 * A connection to a remote MCP server, from `connectMcpServer`. Its `tools` are kit tools: run
 * them with a `ToolExecutor` (or dispatch them, or serve them) beside local ones.
 */
export interface McpConnection {
  /** The server's label, as errors say it. */
  readonly name: string;
  /**
   * One kit tool per remote tool, in the server's order (a frozen list). Replaced, not
   * changed, when the server's list changes: read it again rather than keep it.
   */
  readonly tools: readonly AnyTool[];
  /**
   * The schemas kit could not keep exactly: for those, kit checks only that inputs are a
   * dictionary (and outputs as given), and the server's own check is the one that counts.
   */
  readonly unvalidated: readonly UnvalidatedSchema[];
  /**
   * The tools the server listed that kit left out (a name that is not an MCP tool name, a
   * schema nested deeper than 100 levels, a definition kit refuses), each with the reason; the
   * server's other tools are in `tools`. Replaced with `tools`.
   */
  readonly skipped: readonly SkippedTool[];
  /**
   * `open`; `reconnecting` while an HTTP connection that failed is being made again (calls fail
   * at once meanwhile); `closed` after `close()` or the end of a stdio server's process.
   */
  readonly state: McpConnectionState;
  /**
   * The protocol revision agreed with the server: `2026-07-28` (or later) when it answered
   * `server/discover`, else the 2025 revision its `initialize` chose (`2025-11-25`, ...).
   * Read again after a reconnect, which asks anew.
   */
  readonly protocolVersion: string;
  /**
   * The last 16 KB a stdio server wrote to stderr, the connection's `env` values replaced by
   * `[REDACTED]`; empty over HTTP.
   */
  stderr(): string;
  /**
   * Starts a remote tool's call as an MCP task and returns at once with the server's task, to
   * come back to by its `taskId` (from this or another connection to the same server). Not
   * through a `ToolExecutor`: no approval, validation or policy of kit's applies, so this is for
   * a program's own calls, not a model's. A 2026 server may answer at once instead of making a
   * task: the result is then kept by this connection (at most the last 100) under an id
   * `kit-local-...`, as a `completed` task.
   * @param toolName - the kit tool's name (with the prefix), one of `tools`.
   * @throws RangeError when the server has no such tool; TypeError when `inputs` is not an
   * object; McpConnectionError (as a rejection) when the server offers no task for the tool, or
   * the connection is not open.
   */
  startTask(toolName: string, inputs: Record<string, unknown>): Promise<McpRemoteTask>;
  /**
   * Reads a remote task (`tasks/get`).
   * @throws TaskNotFoundError (as a rejection) when the server does not know the id, or no
   * longer (`reason: "expired"` when it says so).
   */
  getTask(taskId: string): Promise<McpRemoteTask>;
  /**
   * Waits for a remote task's end, polling as a task call does and answering its questions with
   * `handlers`, and resolves to the tool's output as a call's would be. Ending the wait
   * (`signal`, `timeoutMs`) does not cancel the task.
   * @throws RemoteToolError (as a rejection) when the tool failed or the task was cancelled;
   * TaskNotFoundError for an unknown or expired id; the signal's reason, or a `TimeoutError`.
   */
  awaitTask(taskId: string, options?: McpAwaitTaskOptions): Promise<unknown>;
  /**
   * Asks the server to cancel a remote task (`tasks/cancel`). Cancelling is the server's to do:
   * read the task again to see it `cancelled`. A task that already ended is left as it is.
   * @throws TaskNotFoundError (as a rejection) for an unknown or expired id.
   */
  cancelTask(taskId: string): Promise<void>;
  /** Ends the server's process (stdio) or the HTTP session; calls in flight fail. */
  close(): Promise<void>;
}
