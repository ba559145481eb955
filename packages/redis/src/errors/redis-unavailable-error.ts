// Redis could not be reached (or answered too slowly) for a store's operation.
import { AgentKitError } from "@kit/tools";
import { hasErrorMarker, markError } from "../internal/error-marker";

/** What a {@link RedisUnavailableError} is about. */
export interface RedisUnavailableErrorOptions {
  /** What the store was doing, such as `take a concurrency slot`. */
  readonly operation: string;
  /** Why: the client's error, or the command timeout. */
  readonly cause: unknown;
}

/**
 * The cause of a failed call whose policy store could not reach Redis (with the default
 * `onUnavailable: "fail"`): the call fails closed, before its tool runs. The message names the
 * operation and the client's error without any address or password; `cause` is the client's
 * error itself.
 */
export class RedisUnavailableError extends AgentKitError {
  /** What the store was doing. */
  declare readonly operation: string;

  /** Builds the message from the operation and the cause. */
  constructor(options: RedisUnavailableErrorOptions) {
    super(
      `Redis is unreachable, so the call could not ${options.operation}: ${describe(options.cause)}.`,
      { cause: options.cause },
    );
    markError(this, "RedisUnavailableError");
    this.operation = options.operation;
  }

  /** `name`, `message` and `operation`. */
  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), operation: this.operation };
  }

  /** Tells whether a value is a `RedisUnavailableError`, also one made by another copy of this package. */
  static override isInstance(value: unknown): value is RedisUnavailableError {
    return hasErrorMarker(value, "RedisUnavailableError");
  }
}

// The client's error in a few words that cannot hold a secret: its system error code, our own
// timeout's message, or a fixed phrase; never the client's message itself (it may hold an
// address, a user name or worse), which stays in `cause`.
function describe(cause: unknown): string {
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === "string" && /^E[A-Z]{2,31}$/.test(code)) return code;
  if ((cause as Error | null)?.name === "TimeoutError") return (cause as Error).message;
  const message = cause instanceof Error ? cause.message : "";
  if (/^(WRONGPASS|NOAUTH)\b/.test(message)) return "authentication failed";
  if (/writeable|closed|connect/i.test(message)) return "not connected";
  return "the client failed (see the cause)";
}
