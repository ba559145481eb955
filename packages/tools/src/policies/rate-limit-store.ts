// Where the executor's rate limits count calls: in this process by default, or in a store that
// several processes share.

/**
 * A rate: at most `calls` calls per `intervalMs` milliseconds, spread evenly (one turn every
 * `intervalMs / calls` ms; no burst), so no window of `intervalMs` holds more than `calls`.
 */
export interface RateLimit {
  /** Calls allowed per interval (a positive integer). */
  readonly calls: number;
  /** The interval, in milliseconds (a positive finite number). */
  readonly intervalMs: number;
}

/** One call asking a {@link RateLimitStore} for its turn. */
export interface RateRequest {
  /** Which rate: `tool:<name>` for `toolRateLimits`, `credential:<name>` for `credentialRateLimits`. */
  readonly key: string;
  /**
   * The rate to space turns by: the executor asks with the limit's `intervalMs` widened by its
   * start grace (a twentieth, from 20 ms to 1 s), so that a call starting up to that long
   * after its turn keeps every window of the limit's own `intervalMs` within `calls` starts.
   */
  readonly rate: RateLimit;
  /** The longest wait the call accepts, in milliseconds (`Infinity`: any). */
  readonly maxWaitMs: number;
}

/**
 * A store's answer: `granted` with the wait before the call may run (0: now), the turn then
 * being the call's; or not granted (the wait would be longer than `maxWaitMs`, nothing
 * reserved), with the wait it would have had.
 */
export interface RateReservation {
  readonly granted: boolean;
  /** Milliseconds to wait (granted), or until a turn would come (not granted). */
  readonly waitMs: number;
}

/**
 * Counts calls against rates, for an executor's `stores.rateLimits`. The rule is the generic
 * cell rate algorithm without a burst: turns one `intervalMs / calls` milliseconds apart, each
 * reserved by the call that asks for it (a call that then gives up leaves its turn unused).
 */
export interface RateLimitStore {
  /**
   * Reserves the next turn of the rate `key`, unless it is more than `maxWaitMs` away.
   * @throws the store's own error (for example, its backend is unreachable).
   */
  reserve(request: RateRequest): Promise<RateReservation>;
}
