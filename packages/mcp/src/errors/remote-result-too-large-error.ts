// A remote tool's result that is larger than kit takes.
import { AgentKitError } from "@kit/tools";
import { hasErrorMarker, markError } from "../shared/error-marker";

/** What a {@link RemoteResultTooLargeError} is about. */
export interface RemoteResultTooLargeErrorOptions {
  /** The server's label (`name` of `connectMcpServer`). */
  readonly server: string;
  /** The tool's name on the server. */
  readonly remoteName: string;
  /** The most characters kit takes. */
  readonly limit: number;
}

/**
 * What a remote tool throws when the server answers an HTTP call with a result of more than
 * 10 MiB of text, data and structured content (counted in characters). Kit drops it at once: no
 * model could read it, and each step after (redaction, content parts, output checks, events)
 * would copy it. Over stdio the limit is kept while reading (a longer message closes the
 * connection with `McpConnectionError`). Ask the tool for less: a page, a range, a summary.
 */
export class RemoteResultTooLargeError extends AgentKitError {
  /** The server's label. */
  declare readonly server: string;
  /** The tool's name on the server. */
  declare readonly remoteName: string;
  /** The most characters kit takes. */
  declare readonly limit: number;

  /** The message names the server, the tool and the limit. */
  constructor(options: RemoteResultTooLargeErrorOptions) {
    super(
      `MCP server '${options.server}' answered '${options.remoteName}' with a result of more than ${options.limit} characters, the most kit takes; ask the tool for less (a page, a range)`,
    );
    markError(this, "RemoteResultTooLargeError");
    this.server = options.server;
    this.remoteName = options.remoteName;
    this.limit = options.limit;
  }

  /** `name`, `message`, `server`, `remoteName` and `limit`. */
  override toJSON(): Record<string, unknown> {
    return {
      ...super.toJSON(),
      server: this.server,
      remoteName: this.remoteName,
      limit: this.limit,
    };
  }

  /**
   * Tells whether a value is a `RemoteResultTooLargeError`, also one made by another copy of
   * this package.
   */
  static override isInstance(value: unknown): value is RemoteResultTooLargeError {
    return hasErrorMarker(value, "RemoteResultTooLargeError");
  }
}
