// Hot path: runs on every call of an executor with a concurrency limit. Slots taken and given
// back, and the calls waiting for one, in order of arrival.

/** A number of slots; calls over it wait in order of arrival (FIFO). */
export class ConcurrencyLimit {
  #active = 0;
  readonly #limit: number;
  // A Set keeps insertion order and removes an aborted waiter in O(1), wherever it stands.
  readonly #waiting = new Set<() => void>();

  /** @param limit - the number of slots, a positive integer. */
  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Slots held now. */
  get active(): number {
    return this.#active;
  }

  /** Calls waiting for a slot now. */
  get waiting(): number {
    return this.#waiting.size;
  }

  /** Whether a slot is free now (then nobody waits: a waiter exists only while all are held). */
  get free(): boolean {
    return this.#active < this.#limit;
  }

  /** Takes a free slot ({@link ConcurrencyLimit.free} must be true). */
  take(): void {
    this.#active++;
  }

  /**
   * Takes a slot: at once (`undefined`) when one is free and nobody waits, else a promise
   * that resolves once the slot is handed over. If the signal aborts first, the promise
   * rejects with its reason and the call leaves the queue holding nothing.
   */
  acquire(signal: AbortSignal): Promise<void> | undefined {
    if (this.#active < this.#limit && this.#waiting.size === 0) {
      this.#active++;
      return undefined;
    }
    return new Promise<void>((resolve, reject) => {
      signal.throwIfAborted();
      const grant = (): void => {
        signal.removeEventListener("abort", onAbort);
        resolve();
      };
      const onAbort = (): void => {
        this.#waiting.delete(grant);
        reject(signal.reason);
      };
      this.#waiting.add(grant);
      signal.addEventListener("abort", onAbort, { once: true });
    });
  }

  /** Gives a slot back: to the first waiter when there is one (it then holds it), else free. */
  release(): void {
    // Checked first: iterating an empty Set still makes an iterator.
    if (this.#waiting.size === 0) {
      this.#active--;
      return;
    }
    for (const grant of this.#waiting) {
      this.#waiting.delete(grant);
      grant();
      return;
    }
    this.#active--;
  }
}
