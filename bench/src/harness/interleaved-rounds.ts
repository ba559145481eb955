// Interleaved rounds for the scripts that time whole calls one after another (Redis, tasks): each
// variant in turn, 20 rounds, the median round per variant, so a busy machine's drift falls on
// every variant alike.

/** One variant: its name and one call of it. */
export type Variant = readonly [string, () => Promise<unknown>];

/**
 * Runs `calls` calls of each variant (after 500 to warm up) in 20 interleaved rounds.
 * @returns the median microseconds per call of each variant, in order, to two decimals.
 */
export async function interleavedRounds(
  variants: readonly Variant[],
  calls: number,
): Promise<{ variant: string; "µs per call": number }[]> {
  const rounds = 20;
  const perRound = Math.max(1, Math.round(calls / rounds));
  const samples: number[][] = variants.map(() => []);
  for (const [, run] of variants) for (let n = 0; n < 500; n++) await run();
  for (let round = 0; round < rounds; round++) {
    for (const [index, [, run]] of variants.entries()) {
      const start = process.hrtime.bigint();
      for (let n = 0; n < perRound; n++) await run();
      samples[index]?.push(Number(process.hrtime.bigint() - start) / 1_000 / perRound);
    }
  }
  return variants.map(([variant], index) => {
    const sorted = [...(samples[index] ?? [])].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    return { variant, "µs per call": Math.round(median * 100) / 100 };
  });
}
