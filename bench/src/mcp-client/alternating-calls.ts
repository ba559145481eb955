// Timing for calls that take a millisecond or more and cross process boundaries. The cases of
// a group are called once each in turn (A, B, then B, A, ...), so that a slow moment of a
// loaded machine, or the work a call leaves behind (a socket closed, garbage), falls on every
// case of the group alike; the groups take turns by blocks of calls, so that one group's
// aftermath (an HTTP call's) never lands on only one case of another.
import { type BenchCase, type CaseStats, caseStats } from "../harness/measure";

/** How many calls: `rounds` rounds of `callsPerRound` calls of each case, after `warmUp` each. */
export interface AlternatingOptions {
  readonly rounds: number;
  readonly callsPerRound: number;
  readonly warmUp: number;
}

/**
 * Times every call of every case, alternating between the cases of a group call by call.
 * @param groups - cases compared with each other (one transport's kit and SDK clients).
 * @returns per case, in the order given, the median and quartiles of single calls (ns).
 */
export async function alternateCalls(
  groups: readonly (readonly BenchCase[])[],
  options: AlternatingOptions,
): Promise<CaseStats[]> {
  const times = new Map<BenchCase, number[]>();
  for (const bench of groups.flat()) {
    times.set(bench, []);
    for (let call = 0; call < options.warmUp; call++) await bench.run(undefined);
  }
  for (let round = 0; round < options.rounds; round++) {
    for (const cases of groups) {
      for (let call = 0; call < options.callsPerRound; call++) {
        for (let offset = 0; offset < cases.length; offset++) {
          const bench = cases[(call + offset) % cases.length] as BenchCase;
          const start = process.hrtime.bigint();
          await bench.run(undefined);
          times.get(bench)?.push(Number(process.hrtime.bigint() - start));
        }
      }
    }
  }
  return groups.flat().map((bench) => caseStats(bench.name, times.get(bench) ?? []));
}
