// What a call id has done, so a call of a tool that is not idempotent runs once per id, also
// when the same id comes again (a retry, another process behind the same load balancer).

/**
 * What a finished call left, as stored: its output (JSON data, credentials redacted), what it
 * failed with (name and redacted message), or `unkept` when the output could not be stored (too
 * large, or not JSON data).
 */
export type StoredOutcome =
  | { readonly status: "success"; readonly output: unknown }
  | {
      readonly status: "failure";
      readonly error: { readonly name: string; readonly message: string };
    }
  | { readonly status: "unkept"; readonly reason: string };

/**
 * What {@link CallRecordStore.claim} found: the id was new and is now this call's
 * (`claimed`); another call holds it and is alive (`running`); its holder stopped without
 * finishing, so whether the tool ran is unknown (`abandoned`); or it finished, with its outcome.
 */
export type CallClaim =
  | { readonly state: "claimed" }
  | { readonly state: "running" }
  | { readonly state: "abandoned" }
  | { readonly state: "finished"; readonly outcome: StoredOutcome };

/** One call claiming its id. */
export interface CallClaimRequest {
  readonly callId: string;
  readonly toolName: string;
  /** Unique to this call; `finish` and `forget` name it again. */
  readonly ownerId: string;
  /** How long the record is kept after it is made, in milliseconds. */
  readonly ttlMs: number;
}

/**
 * Records of call ids, for an executor's `stores.calls`: with one, a call of a tool that is not
 * idempotent claims its id before anything else; a second call with the same id gets the first
 * one's stored outcome (or waits for it) instead of running the tool again. A store shared by
 * several processes (such as `@kit/redis`'s) keeps the promise across all of them; it keeps a
 * running claim alive while its process lives.
 */
export interface CallRecordStore {
  /**
   * Claims `callId` for `ownerId` if nobody has, atomically.
   * @throws the store's own error (for example, its backend is unreachable).
   */
  claim(request: CallClaimRequest): Promise<CallClaim>;
  /**
   * Stores the outcome of the claimed call (its tool ran).
   * @throws the store's own error.
   */
  finish(callId: string, ownerId: string, outcome: StoredOutcome): Promise<void>;
  /** Gives up a claim whose tool never ran (refused, timed out waiting), so the id may run later. */
  forget(callId: string, ownerId: string): Promise<void>;
  /**
   * Says that the claimed call's tool is about to run, after everything it waited for
   * (approval, rate limits, slots, credentials). Optional: a store shared by processes has it so
   * that the claim of a process that died before its tool started is taken over by the next
   * claim of the id instead of being `abandoned` (whether the tool ran would be unknown).
   * @returns `false` when the claim is no longer this owner's (its lease ran out and another
   * call took the id over): the tool must not run.
   * @throws the store's own error; the tool then does not run.
   */
  start?(callId: string, ownerId: string): Promise<boolean>;
}
