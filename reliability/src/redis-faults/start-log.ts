// Times at which tools started, and the most of them any window of a given length holds: what a
// rate limit promises to bound.

/** Records the start times (performance.now(), in milliseconds) of tools. */
export class StartLog {
  readonly #times: number[] = [];

  /** Records a start now. */
  record(): void {
    this.#times.push(performance.now());
  }

  /** Every start recorded, in order. */
  get times(): readonly number[] {
    return this.#times;
  }

  /** The starts recorded from `from` on. */
  since(from: number): number {
    return this.#times.filter((time) => time >= from).length;
  }
}

/**
 * The most starts that any half-open window `[t, t + windowMs)` holds, and where the fullest
 * begins: a sliding window over sorted times (two pointers), so every window is checked, not
 * only those aligned on a clock.
 */
export function fullestWindow(
  times: readonly number[],
  windowMs: number,
): { count: number; from: number } {
  const sorted = [...times].sort((a, b) => a - b);
  let best = { count: 0, from: 0 };
  let first = 0;
  for (let last = 0; last < sorted.length; last++) {
    const end = sorted[last] as number;
    while ((sorted[first] as number) <= end - windowMs) first++;
    const count = last - first + 1;
    if (count > best.count) best = { count, from: sorted[first] as number };
  }
  return best;
}
