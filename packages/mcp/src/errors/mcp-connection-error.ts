// A remote MCP server that cannot be reached, started, or talked to any more.
import { AgentKitError } from "@kit/tools";
import { hasErrorMarker, markError } from "../shared/error-marker";

/** What an {@link McpConnectionError} is about. */
export interface McpConnectionErrorOptions {
  /** The server's label (`name` of `connectMcpServer`). */
  readonly server: string;
  /** What went wrong, as a sentence without the label: `the process exited with code 1`. */
  readonly reason: string;
  /** The underlying failure, cleaned of the connection's `env` and `headers` values. */
  readonly cause?: unknown;
}

/**
 * Thrown when a remote MCP server cannot be connected to (`connectMcpServer`), or by a remote
 * tool's call when the server is gone: its process exited, its HTTP endpoint stopped answering,
 * the connection was closed. The call fails at once instead of waiting. The message is
 * `MCP server '<label>': <reason>.`; it never holds a value of the connection's `env` or
 * `headers`, nor does its `cause`.
 */
export class McpConnectionError extends AgentKitError {
  /** The server's label. */
  declare readonly server: string;
  /** What went wrong, without the label. */
  declare readonly reason: string;

  /** Builds the message from the label and the reason. */
  constructor(options: McpConnectionErrorOptions) {
    super(
      `MCP server '${options.server}': ${options.reason}.`,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    markError(this, "McpConnectionError");
    this.server = options.server;
    this.reason = options.reason;
  }

  /** `name`, `message`, `server` and `reason`; never the `cause`. */
  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), server: this.server, reason: this.reason };
  }

  /**
   * Tells whether a value is an `McpConnectionError`, also one made by another copy of this
   * package.
   */
  static override isInstance(value: unknown): value is McpConnectionError {
    return hasErrorMarker(value, "McpConnectionError");
  }
}
