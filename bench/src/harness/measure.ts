// Interleaved measurement: every case of a comparison is sampled in turn, round after round,
// in one process, so a slow moment of the shared machine hits all of them alike.
import { measure } from "mitata";

/** One contender of a comparison: `run` is called once per iteration with a fresh input. */
export interface BenchCase<TInput = unknown> {
  readonly name: string;
  /** Makes the iteration's input, outside the timed region (a fresh copy, for in-place validators). */
  input?(): TInput;
  run(input: TInput): unknown;
}

/** How long to measure: rounds of interleaved sampling, each case for `minCpuTimeMs` per round. */
export interface MeasureOptions {
  readonly rounds: number;
  readonly minCpuTimeMs: number;
  readonly batchSamples?: number;
}

/** The timing of one case, in nanoseconds per iteration. */
export interface CaseStats {
  readonly name: string;
  readonly median: number;
  readonly p25: number;
  readonly p75: number;
  readonly samples: number;
}

const canGenerateCode = ((): boolean => {
  try {
    return new Function("return true")() === true;
  } catch {
    return false;
  }
})();

/** The harness in use: mitata, or the plain loop where code generation is refused. */
export const harnessName: string = canGenerateCode ? "mitata" : "plain loop (no eval)";

const percentile = (sorted: readonly number[], fraction: number): number =>
  sorted[Math.floor(fraction * (sorted.length - 1))] ?? Number.NaN;

/** The median and quartiles of one case's samples (sorted in place). */
export function caseStats(name: string, samples: number[]): CaseStats {
  const sorted = samples.sort((a, b) => a - b);
  return {
    name,
    median: percentile(sorted, 0.5),
    p25: percentile(sorted, 0.25),
    p75: percentile(sorted, 0.75),
    samples: sorted.length,
  };
}

/**
 * Measures every case, interleaved: round 1 samples A, B, C; round 2 B, C, A; and so on.
 * The samples of all rounds are pooled; mitata warms each case up before each sampling.
 * @returns per case, the median and quartiles of the batch samples (ns per iteration).
 */
export async function compareCases(
  cases: readonly BenchCase<unknown>[],
  options: MeasureOptions,
): Promise<CaseStats[]> {
  const pooled = cases.map(() => [] as number[]);
  // One discarded round first: every case is optimised before any sample counts.
  const warmUp = { ...options, minCpuTimeMs: options.minCpuTimeMs / 4 };
  for (const bench of cases) await sample(bench, warmUp);
  for (let round = 0; round < options.rounds; round++) {
    for (let offset = 0; offset < cases.length; offset++) {
      const index = (round + offset) % cases.length;
      const bench = cases[index] as BenchCase<unknown>;
      // Not push(...samples): a fast case can yield more samples than a call takes arguments.
      for (const value of await sample(bench, options)) pooled[index]?.push(value);
    }
  }
  return cases.map((bench, index) => caseStats(bench.name, pooled[index] ?? []));
}

function sample(bench: BenchCase<unknown>, options: MeasureOptions): Promise<number[]> {
  return canGenerateCode ? sampleWithMitata(bench, options) : samplePlain(bench, options);
}

async function sampleWithMitata(
  bench: BenchCase<unknown>,
  options: MeasureOptions,
): Promise<number[]> {
  const { input, run } = bench;
  const stats = await measure(
    input === undefined
      ? function* () {
          yield () => run(undefined);
        }
      : function* () {
          yield { 0: input, bench: run };
        },
    {
      min_cpu_time: options.minCpuTimeMs * 1e6,
      ...(options.batchSamples === undefined ? {} : { batch_samples: options.batchSamples }),
    },
  );
  return stats.samples;
}

// Without code generation mitata cannot build its loop; this one has the same shape: inputs
// made before the timer starts, batches of calls, one sample per batch.
async function samplePlain(bench: BenchCase<unknown>, options: MeasureOptions): Promise<number[]> {
  const batch = options.batchSamples ?? 1024;
  const inputs: unknown[] = new Array(batch);
  const samples: number[] = [];
  const budget = options.minCpuTimeMs * 1e6;
  let spent = 0;
  let warmups = 2;
  while (warmups > 0 || samples.length < 12 || spent < budget) {
    for (let index = 0; index < batch; index++) inputs[index] = bench.input?.();
    const start = process.hrtime.bigint();
    for (let index = 0; index < batch; index++) {
      const outcome = bench.run(inputs[index]);
      if (outcome instanceof Promise) await outcome;
    }
    const elapsed = Number(process.hrtime.bigint() - start);
    if (warmups > 0) warmups--;
    else {
      samples.push(elapsed / batch);
      spent += elapsed;
    }
  }
  return samples;
}
