// Part 6: sizes, kit's packages (against their size target, where one stands) and the peers'
// equivalents.
import { fileURLToPath } from "node:url";
import type { Section, Verdict } from "../harness/report";
import { markdownTable } from "../harness/table";
import { type BundleSize, bundleSize, type SizeEntry } from "./bundle-size";
import { KIT_ENTRIES, PEER_ENTRIES } from "./size-entries";

const BENCH_DIR = fileURLToPath(new URL("../..", import.meta.url));

/** An entry and its measured size. */
export interface SizeResult {
  readonly entry: SizeEntry;
  readonly size: BundleSize;
}

/** Bundles every entry. */
export async function measureSizes(): Promise<SizeResult[]> {
  const results: SizeResult[] = [];
  for (const entry of [...KIT_ENTRIES, ...PEER_ENTRIES]) {
    results.push({ entry, size: await bundleSize(entry, BENCH_DIR) });
  }
  return results;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`;

/** The size section: one table, the verdicts on the size targets. */
export function sizeSection(results: readonly SizeResult[]): Section {
  const table = markdownTable(
    ["entry", "min", "min+gz", "target"],
    results.map(({ entry, size }) => [
      entry.name,
      kb(size.minified),
      kb(size.gzipped),
      entry.targetBytes === undefined
        ? ""
        : `${kb(entry.targetBytes)} ${size.gzipped <= entry.targetBytes ? "ok" : "**over**"}`,
    ]),
  );
  const verdicts: Verdict[] = results
    .filter(({ entry }) => entry.targetBytes !== undefined)
    .map(({ entry, size }) => {
      const limit = entry.targetBytes ?? 0;
      const over = size.gzipped - limit;
      return {
        target: `Size: ${entry.name} under ${kb(limit)} min+gz`,
        met: over <= 0,
        detail:
          over <= 0
            ? `${kb(size.gzipped)} (${-over} B to spare).`
            : `${kb(size.gzipped)}: ${over} B over (${((over / limit) * 100).toFixed(0)}%).`,
      };
    });
  const body = [
    "esbuild (minified, tree-shaken, ESM, platform node, built-ins external), gzip level 9, from the built `dist` files. KB = 1,024 bytes here; CI enforces growth guards just above these sizes with `pnpm size` (size-limit, same esbuild settings, kB = 1,000 bytes).",
    "",
    table,
  ].join("\n");
  return { title: "6. Size", body, verdicts };
}
