// The stores' options, checked once, with the defaults filled in.
import type { RedisStoreOptions, RedisUnavailablePolicy } from "../redis-store-options";

/** Checked options of a Redis-backed store. */
export interface StoreSettings {
  readonly prefix: string;
  readonly leaseMs: number;
  readonly commandTimeoutMs: number;
  readonly onUnavailable: RedisUnavailablePolicy;
  readonly finishRetryMs: number;
}

/**
 * Checks the options.
 * @throws RangeError for a number that is not positive and finite; TypeError for a prefix
 * that is not a string or an unknown `onUnavailable`.
 */
export function readOptions(options: RedisStoreOptions = {}): StoreSettings {
  const { prefix = "kit:", onUnavailable = "fail" } = options;
  if (typeof prefix !== "string") throw new TypeError("@kit/redis: 'prefix' must be a string.");
  if (onUnavailable !== "fail" && onUnavailable !== "local") {
    throw new TypeError(`@kit/redis: 'onUnavailable' must be "fail" or "local".`);
  }
  return {
    prefix,
    onUnavailable,
    leaseMs: positive(options.leaseMs, "leaseMs", 10_000),
    commandTimeoutMs: positive(options.commandTimeoutMs, "commandTimeoutMs", 2_000),
    finishRetryMs: positive(options.finishRetryMs, "finishRetryMs", 30_000),
  };
}

function positive(value: unknown, what: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!(Number.isFinite(value) && (value as number) > 0)) {
    const shown = typeof value === "number" ? String(value) : `a ${typeof value}`;
    throw new RangeError(
      `@kit/redis: '${what}' must be a positive finite number of milliseconds, got ${shown}.`,
    );
  }
  return value as number;
}
