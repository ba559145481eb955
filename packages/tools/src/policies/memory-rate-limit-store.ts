// The rate limits' store in this process's memory: the default.
import { cellRateTurn } from "./internal/cell-rate";
import type { RateLimitStore, RateRequest, RateReservation } from "./rate-limit-store";

/**
 * A {@link RateLimitStore} in this process's memory: what an executor with rate limits uses when
 * its `stores` give none. Each executor (and so each process) counts on its own.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #arrivals = new Map<string, number>();

  /** {@inheritDoc RateLimitStore.reserve} */
  reserve(request: RateRequest): Promise<RateReservation> {
    const { key, rate, maxWaitMs } = request;
    const now = performance.now();
    const turn = cellRateTurn(this.#arrivals.get(key), now, rate, maxWaitMs);
    if (turn.granted) this.#arrivals.set(key, turn.arrival);
    return Promise.resolve({ granted: turn.granted, waitMs: turn.waitMs });
  }
}
