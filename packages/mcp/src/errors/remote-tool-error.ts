// A remote MCP tool's own failure: a result with `isError: true`.
import { AgentKitError } from "@kit/tools";
import { hasErrorMarker, markError } from "../shared/error-marker";

/** What a {@link RemoteToolError} is about. */
export interface RemoteToolErrorOptions {
  /** The server's label (`name` of `connectMcpServer`). */
  readonly server: string;
  /** The tool's name on the server (without the connection's prefix). */
  readonly remoteName: string;
  /** The text of the result's text blocks, joined by new lines (the server's words). */
  readonly text: string;
}

/**
 * What a remote tool throws when the server answers its call with `isError: true`: the tool ran
 * and failed, or the server refused its arguments. The message is the server's text as it is
 * (`ToolExecutionError` adds the tool's name in front of it, and the executor redacts
 * credential values in it), so a model reads what the server said. A result of the wrong shape
 * (a `content` that is not a list, ...) is one too, its message saying what was wrong and where.
 */
export class RemoteToolError extends AgentKitError {
  /** The server's label. */
  declare readonly server: string;
  /** The tool's name on the server. */
  declare readonly remoteName: string;

  /** The message is the server's text, or a sentence saying it gave none. */
  constructor(options: RemoteToolErrorOptions) {
    super(
      options.text === ""
        ? `MCP server '${options.server}' reported an error from tool '${options.remoteName}' without a message`
        : options.text,
    );
    markError(this, "RemoteToolError");
    this.server = options.server;
    this.remoteName = options.remoteName;
  }

  /** `name`, `message`, `server` and `remoteName`. */
  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), server: this.server, remoteName: this.remoteName };
  }

  /**
   * Tells whether a value is a `RemoteToolError`, also one made by another copy of this package.
   */
  static override isInstance(value: unknown): value is RemoteToolError {
    return hasErrorMarker(value, "RemoteToolError");
  }
}
