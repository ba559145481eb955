// Timing for calls that take a millisecond or more and cross process boundaries: each case is
// called once in turn (A, B, C, D, then B, C, D, A, ...), so that a slow moment of a loaded
// machine, or of one server process, falls on every case alike instead of on one case's batch.
import type { BenchCase, CaseStats } from "../harness/measure";

/** How many calls: `rounds` rounds of `callsPerRound` calls of each case, after `warmUp` each. */
export interface AlternatingOptions {
  readonly rounds: number;
  readonly callsPerRound: number;
  readonly warmUp: number;
}

const percentile = (sorted: readonly number[], fraction: number): number =>
  sorted[Math.floor(fraction * (sorted.length - 1))] ?? Number.NaN;

/**
 * Times every call of every case, alternating between the cases call by call.
 * @returns per case, the median and quartiles of single calls, in nanoseconds.
 */
export async function alternateCalls(
  cases: readonly BenchCase[],
  options: AlternatingOptions,
): Promise<CaseStats[]> {
  for (const bench of cases) {
    for (let call = 0; call < options.warmUp; call++) await bench.run(undefined);
  }
  const times = cases.map(() => [] as number[]);
  let turn = 0;
  for (let round = 0; round < options.rounds; round++) {
    for (let call = 0; call < options.callsPerRound; call++) {
      turn += 1;
      for (let offset = 0; offset < cases.length; offset++) {
        const index = (turn + offset) % cases.length;
        const bench = cases[index] as BenchCase;
        const start = process.hrtime.bigint();
        await bench.run(undefined);
        times[index]?.push(Number(process.hrtime.bigint() - start));
      }
    }
  }
  return cases.map((bench, index) => {
    const sorted = (times[index] ?? []).sort((a, b) => a - b);
    return {
      name: bench.name,
      median: percentile(sorted, 0.5),
      p25: percentile(sorted, 0.25),
      p75: percentile(sorted, 0.75),
      samples: sorted.length,
    };
  });
}
