// Runs the cold-start child in fresh processes, interleaving the libraries run after run.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const CHILD = fileURLToPath(new URL("./child.mjs", import.meta.url));

/** What a child measures: an import, the first schema, or each further schema. */
export type ColdMode = "import" | "first" | "further";

/**
 * Measures each library `runs` times, one fresh process per measurement, in rotating order.
 * @returns per library, every measurement in milliseconds.
 */
export function runChildren(
  mode: ColdMode,
  libraries: readonly string[],
  runs: number,
): Map<string, number[]> {
  const results = new Map(libraries.map((library) => [library, [] as number[]]));
  for (let run = 0; run < runs; run++) {
    for (let offset = 0; offset < libraries.length; offset++) {
      const library = libraries[(run + offset) % libraries.length] as string;
      const output = execFileSync(process.execPath, [CHILD, mode, library], { encoding: "utf8" });
      results.get(library)?.push(Number(output));
    }
  }
  return results;
}

/** The median of some numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
