// Counts every tool call of the demo, by the tool name the model used, for the summary table.
import type { ToolResult } from "@kit/tools";

interface Counts {
  calls: number;
  ok: number;
  failed: number;
  attempts: number;
  totalMs: number;
}

/** The calls of the demo, per requested tool name, in order of first use. */
export class CallTally {
  readonly #byName = new Map<string, Counts>();

  /** Counts one call of `name` (as the model sent it) that ended in `result`. */
  add(name: string, result: ToolResult): void {
    let counts = this.#byName.get(name);
    if (counts === undefined) {
      counts = { calls: 0, ok: 0, failed: 0, attempts: 0, totalMs: 0 };
      this.#byName.set(name, counts);
    }
    counts.calls += 1;
    if (result.status === "success") counts.ok += 1;
    else counts.failed += 1;
    counts.attempts += result.attempts;
    counts.totalMs += result.durationMs;
  }

  /** The table's rows: tool, calls, ok, failed, attempts, average ms; then the totals. */
  rows(): string[][] {
    const rows: string[][] = [];
    const total: Counts = { calls: 0, ok: 0, failed: 0, attempts: 0, totalMs: 0 };
    for (const [name, counts] of this.#byName) {
      rows.push(row(name, counts));
      for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += counts[key];
    }
    rows.push(row("all", total));
    return rows;
  }
}

function row(name: string, counts: Counts): string[] {
  const average = counts.calls === 0 ? 0 : counts.totalMs / counts.calls;
  return [
    name,
    String(counts.calls),
    String(counts.ok),
    String(counts.failed),
    String(counts.attempts),
    average.toFixed(1),
  ];
}
