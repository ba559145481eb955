// The generic cell rate algorithm, as the in-memory rate limits run it (`@kit/redis` runs the
// same steps in a script) with no burst: turns one `intervalMs / calls` apart, so no window of
// `intervalMs` holds more than `calls` of them.
import type { RateLimit, RateReservation } from "../rate-limit-store";

/** A reservation, and the rate's next theoretical arrival time once it is taken. */
export interface CellRateTurn extends RateReservation {
  /** The state to keep when granted (unchanged when refused). */
  readonly arrival: number;
}

/**
 * The next turn of a rate.
 * @param arrival - the kept theoretical arrival time (undefined: none yet).
 * @param now - the current time, in milliseconds of the same clock.
 * @param maxWaitMs - the longest wait the call accepts.
 */
export function cellRateTurn(
  arrival: number | undefined,
  now: number,
  rate: RateLimit,
  maxWaitMs: number,
): CellRateTurn {
  const emission = rate.intervalMs / rate.calls;
  const start = arrival === undefined || arrival < now ? now : arrival;
  const waitMs = start - now;
  if (waitMs > maxWaitMs) return { granted: false, waitMs, arrival: start };
  return { granted: true, waitMs, arrival: start + emission };
}
