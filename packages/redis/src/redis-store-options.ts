// The options every Redis-backed store takes.

/**
 * What a store does while Redis cannot be reached: `fail` (the default) fails the call with a
 * `RedisUnavailableError` cause before its tool runs; `local` uses this process's own in-memory
 * store instead (the limits then hold per process until Redis answers again).
 */
export type RedisUnavailablePolicy = "fail" | "local";

/** Options of the Redis-backed stores. */
export interface RedisStoreOptions {
  /** Put before every key, so several services can share one Redis. Default `kit:`. */
  readonly prefix?: string | undefined;
  /**
   * How long a slot or a running call's claim outlives its process, in milliseconds: a process
   * renews its leases every third of it while the call runs, so a process that dies frees them
   * at most this long after. Default 10000.
   */
  readonly leaseMs?: number | undefined;
  /**
   * How long one Redis command may take before Redis counts as unreachable, in milliseconds.
   * Default 2000.
   */
  readonly commandTimeoutMs?: number | undefined;
  /** What to do while Redis is unreachable. Default `fail` (fail closed). */
  readonly onUnavailable?: RedisUnavailablePolicy | undefined;
  /**
   * How long a finished call's outcome is retried into Redis while it is unreachable, in
   * milliseconds (the call waits that long at most). Default 30000.
   */
  readonly finishRetryMs?: number | undefined;
}
