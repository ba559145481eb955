// A call whose turn under a rate limit would come after its timeout.
import { hasErrorMarker, markError } from "../internal/error-marker";
import { AgentKitError } from "./agent-kit-error";

/** What a {@link RateLimitError} is about. */
export interface RateLimitErrorOptions {
  /** The tool whose call was refused. */
  readonly toolName: string;
  /** Which limit: the tool's own (`tool`) or one of its credentials' (`credential`). */
  readonly limit: "tool" | "credential";
  /** The tool's or the credential's name (never its value). */
  readonly limitName: string;
  /** The limit's calls per interval. */
  readonly calls: number;
  /** The limit's interval, in milliseconds. */
  readonly intervalMs: number;
  /** Milliseconds until a turn would come. */
  readonly retryAfterMs: number;
}

/**
 * The cause of a failed call that a rate limit refused: a call waits for its turn under
 * `toolRateLimits` and `credentialRateLimits`, but not past its own timeout, so a turn further
 * away than the time left fails the call at once, without running the tool.
 */
export class RateLimitError extends AgentKitError {
  /** The tool whose call was refused. */
  declare readonly toolName: string;
  /** Which limit refused it: the tool's own or one of its credentials'. */
  declare readonly limit: "tool" | "credential";
  /** The tool's or the credential's name. */
  declare readonly limitName: string;
  /** Milliseconds until a turn would come (rounded up). */
  declare readonly retryAfterMs: number;

  /** Builds the message from the limit and the wait. */
  constructor(options: RateLimitErrorOptions) {
    const { toolName, limit, limitName, calls, intervalMs } = options;
    const retryAfterMs = Math.ceil(options.retryAfterMs);
    super(
      `Tool '${toolName}' call would exceed the rate limit of ${limit} '${limitName}' (${calls} calls per ${intervalMs} ms) before its timeout; a turn comes in ${retryAfterMs} ms.`,
    );
    markError(this, "RateLimitError");
    this.toolName = toolName;
    this.limit = limit;
    this.limitName = limitName;
    this.retryAfterMs = retryAfterMs;
  }

  /** `name`, `message`, `toolName`, `limit`, `limitName` and `retryAfterMs`. */
  override toJSON(): Record<string, unknown> {
    const { toolName, limit, limitName, retryAfterMs } = this;
    return { ...super.toJSON(), toolName, limit, limitName, retryAfterMs };
  }

  /** Tells whether a value is a `RateLimitError`, also one made by another copy of this package. */
  static override isInstance(value: unknown): value is RateLimitError {
    return hasErrorMarker(value, "RateLimitError");
  }
}
