// Where the executor's concurrency limits keep their slots: in this process by default, or in a
// store that several processes share.

/** One call asking a {@link ConcurrencyStore} for a slot. */
export interface SlotRequest {
  /** Which limit: `executor` for `maxConcurrency`, `tool:<name>` for a tool's `toolConcurrency`. */
  readonly key: string;
  /** How many slots the limit has (a positive integer). */
  readonly limit: number;
  /** Unique to this call's hold of the slot; `release` names it again. */
  readonly leaseId: string;
  /** Stops the wait: the promise then rejects with its reason, holding nothing. */
  readonly signal: AbortSignal;
}

/**
 * Slots of concurrency limits, for an executor's `stores.concurrency`. Without one, the
 * executor keeps its slots in memory (calls over a limit wait in order of arrival). A store
 * shared by several processes (such as `@kit/redis`'s) makes a limit hold for all of them.
 */
export interface ConcurrencyStore {
  /**
   * Takes a slot of the limit `key`, waiting while all are held.
   * @returns a promise that resolves once the slot is held by `leaseId`.
   * @throws the signal's reason when it aborts first, or the store's own error (for example,
   * its backend is unreachable); either way nothing is held.
   */
  acquire(request: SlotRequest): Promise<void>;
  /**
   * Gives back the slot `leaseId` holds of the limit `key`; nothing when it holds none. The
   * executor does not wait for it, and ignores its failure (a shared store's leases expire).
   */
  release(key: string, leaseId: string): Promise<void>;
}
