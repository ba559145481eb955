// Keeps leases alive while their calls run: one timer per lease, every third of the lease,
// never keeping the process alive by itself.

/** Renewal timers by lease. */
export class LeaseRenewals {
  readonly #timers = new Map<string, ReturnType<typeof setInterval>>();
  readonly #everyMs: number;

  /** @param leaseMs - the lease; renewed every third of it. */
  constructor(leaseMs: number) {
    this.#everyMs = Math.max(1, Math.floor(leaseMs / 3));
  }

  /** Starts renewing `id` with `renew` (its failures are ignored: the lease then just ends). */
  start(id: string, renew: () => Promise<unknown>): void {
    this.stop(id);
    const timer = setInterval(() => {
      renew().catch(() => undefined);
    }, this.#everyMs);
    timer.unref?.();
    this.#timers.set(id, timer);
  }

  /** Stops renewing `id`. */
  stop(id: string): void {
    const timer = this.#timers.get(id);
    if (timer !== undefined) {
      clearInterval(timer);
      this.#timers.delete(id);
    }
  }
}
