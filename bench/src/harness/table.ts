// Tables of timings: medians, quartiles and ratios to a baseline, as Markdown.
import type { CaseStats } from "./measure";

/** A rendered comparison: a title, the Markdown table, and the raw numbers. */
export interface ComparisonTable {
  readonly title: string;
  readonly baseline: string;
  readonly rows: readonly CaseStats[];
  readonly markdown: string;
}

/**
 * Formats a duration given in nanoseconds with a readable unit.
 * @returns e.g. `38.2 ns`, `4.10 µs`, `1.25 ms`.
 */
export function formatNs(ns: number): string {
  if (!Number.isFinite(ns)) return "n/a";
  if (Math.abs(ns) < 1_000) return `${ns.toFixed(1)} ns`;
  if (Math.abs(ns) < 1_000_000) return `${(ns / 1_000).toFixed(2)} µs`;
  return `${(ns / 1_000_000).toFixed(2)} ms`;
}

/** Formats a ratio such as `1.42x`. */
export function formatRatio(ratio: number): string {
  if (!Number.isFinite(ratio)) return "n/a";
  return ratio >= 100 ? `${ratio.toFixed(0)}x` : `${ratio.toFixed(2)}x`;
}

/** The median of a case divided by the baseline's median. */
export function ratioTo(rows: readonly CaseStats[], name: string, baseline: string): number {
  const row = rows.find((candidate) => candidate.name === name);
  const base = rows.find((candidate) => candidate.name === baseline);
  if (row === undefined || base === undefined) throw new Error(`no row '${name}' or '${baseline}'`);
  return row.median / base.median;
}

/**
 * Builds a Markdown table of medians, quartiles and ratios to the baseline row.
 * @param title - what was compared.
 * @param rows - the measured cases.
 * @param baseline - the name of the row every ratio divides by.
 */
export function comparisonTable(
  title: string,
  rows: readonly CaseStats[],
  baseline: string,
): ComparisonTable {
  const lines = [
    "| case | median | p25–p75 | vs baseline |",
    "|---|---:|---:|---:|",
    ...rows.map((row) => {
      const ratio = formatRatio(ratioTo(rows, row.name, baseline));
      const name = row.name === baseline ? `${row.name} (baseline)` : row.name;
      return `| ${name} | ${formatNs(row.median)} | ${formatNs(row.p25)}–${formatNs(row.p75)} | ${ratio} |`;
    }),
  ];
  return { title, baseline, rows, markdown: lines.join("\n") };
}

/** Builds a Markdown table from a header and string cells. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const align = header.map((_, index) => (index === 0 ? "---" : "---:"));
  return [header, align, ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}
