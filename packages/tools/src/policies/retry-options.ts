// How an executor retries a failed attempt of an idempotent tool.

/**
 * How the executor retries a call of an idempotent (or read-only) tool. It retries only
 * after an attempt timed out (`attemptTimeoutMs`) or the tool threw a value whose
 * `retryable` property is `true`; never after invalid inputs, a credential failure, an
 * abort or the call's own timeout. Before attempt n+1 it waits a random time in
 * `[0, min(maxDelayMs, delayMs * 2^(n-1))]` (full jitter).
 */
export interface RetryOptions {
  /** The most runs of the tool in one call, the first included: a positive integer (`1`: no retry). */
  readonly attempts: number;
  /** The base of the backoff, in milliseconds (finite, not negative). Default `100`. */
  readonly delayMs?: number | undefined;
  /** The longest wait between two attempts, in milliseconds (finite, not negative). Default `5000`. */
  readonly maxDelayMs?: number | undefined;
  /**
   * A limit for each attempt, in milliseconds (positive, finite); an attempt that reaches it
   * is aborted and retried. None when undefined. The call's `timeoutMs` still bounds the whole.
   */
  readonly attemptTimeoutMs?: number | undefined;
}
