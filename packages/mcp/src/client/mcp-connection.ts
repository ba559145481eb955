// A live connection to a remote MCP server, whose tools are kit tools.
import type { AnyTool } from "@kit/tools";
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
  /** Ends the server's process (stdio) or the HTTP session; calls in flight fail. */
  close(): Promise<void>;
}
