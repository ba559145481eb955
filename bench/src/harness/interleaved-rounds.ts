// Interleaved rounds for the scripts that time whole calls one after another (Redis, tasks): each
// variant in turn, 20 rounds, the median round per variant, so a busy machine's drift falls on
// every variant alike.

/** One variant: its name and one call of it. */
export type Variant = readonly [string, () => Promise<unknown>];

/** A variant's median round: wall-clock time per call, and, when asked, the process's CPU time. */
export interface RoundsRow {
  variant: string;
  "µs per call": number;
  /** The process's CPU time (user and system) per call: only with `{ cpu: true }`. */
  "CPU µs per call"?: number;
}

/**
 * Runs `calls` calls of each variant (after 500 to warm up) in 20 interleaved rounds.
 * @param options - `cpu`: also the process's CPU time per call (`process.cpuUsage`) of each
 * round, whose median is steadier than the wall clock's on a machine other work keeps busy,
 * for variants that do all their work in this process.
 * @returns the median microseconds per call of each variant, in order, to two decimals.
 */
export async function interleavedRounds(
  variants: readonly Variant[],
  calls: number,
  options: { readonly cpu?: boolean } = {},
): Promise<RoundsRow[]> {
  const rounds = 20;
  const perRound = Math.max(1, Math.round(calls / rounds));
  const samples: number[][] = variants.map(() => []);
  const cpuSamples: number[][] = variants.map(() => []);
  for (const [, run] of variants) for (let n = 0; n < 500; n++) await run();
  for (let round = 0; round < rounds; round++) {
    for (const [index, [, run]] of variants.entries()) {
      const cpu = process.cpuUsage();
      const start = process.hrtime.bigint();
      for (let n = 0; n < perRound; n++) await run();
      samples[index]?.push(Number(process.hrtime.bigint() - start) / 1_000 / perRound);
      const used = process.cpuUsage(cpu);
      cpuSamples[index]?.push((used.user + used.system) / perRound);
    }
  }
  const median = (values: readonly number[] = []): number => {
    const sorted = [...values].sort((a, b) => a - b);
    return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 100) / 100;
  };
  return variants.map(([variant], index) => ({
    variant,
    "µs per call": median(samples[index]),
    ...(options.cpu === true ? { "CPU µs per call": median(cpuSamples[index]) } : {}),
  }));
}
