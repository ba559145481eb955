// A retry as the executor runs it: the options checked, the defaults filled in.

/** A `RetryOptions` with every field checked and the defaults filled in. */
export interface RetryPlan {
  readonly attempts: number;
  readonly delayMs: number;
  readonly maxDelayMs: number;
  readonly attemptTimeoutMs: number | undefined;
}
