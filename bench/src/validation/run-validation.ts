// Part 1: validation of both schemas, every input, every contender, against hand-written code.
import { type CaseStats, compareCases, type MeasureOptions } from "../harness/measure";
import type { Section, Verdict } from "../harness/report";
import { comparisonTable, formatRatio, ratioTo } from "../harness/table";
import { CONTENDERS } from "./contenders";
import { SCHEMA_CASES } from "./schemas";
import type { Values } from "./validator";
import { verifyCase } from "./verify";

const BASELINE = "hand-written (in place)";
/** The rows that are neither kit nor the hand-written baselines. */
const isPeer = (name: string): boolean =>
  !name.startsWith("kit ") && !name.startsWith("hand-written");

/** The medians of one input case, with its title. */
export interface ValidationResult {
  readonly title: string;
  readonly rows: readonly CaseStats[];
}

/**
 * Verifies, then measures, every contender on every input of both schemas. Contenders that
 * need code generation are skipped where it is refused.
 */
export async function measureValidation(options: MeasureOptions): Promise<ValidationResult[]> {
  const canEval = (() => {
    try {
      return new Function("return 1")() === 1;
    } catch {
      return false;
    }
  })();
  const contenders = CONTENDERS.filter((adapter) => canEval || !adapter.needsCodeGeneration);
  const results: ValidationResult[] = [];
  for (const schema of SCHEMA_CASES) {
    const prepared = contenders.map((adapter) => ({ adapter, validator: adapter.prepare(schema) }));
    for (const inputCase of schema.inputs) {
      for (const { adapter, validator } of prepared) verifyCase(adapter, validator, inputCase);
      const source = inputCase.input;
      // Every call gets a fresh shallow copy, made outside the timed region. Object.assign
      // builds it the way JSON.parse builds a model's arguments (property by property); a
      // spread copy is a V8 shape that turns pathological once defaults are added to it.
      const rows = await compareCases(
        prepared.map(({ adapter, validator }) => ({
          name: adapter.name,
          input: (): Values => Object.assign({}, source),
          run: validator.run,
        })),
        options,
      );
      results.push({ title: `${schema.title}: ${inputCase.label}`, rows });
    }
  }
  return results;
}

/**
 * The verdict of "kit validate is faster than every peer in the same run", with the closest
 * peer of each case.
 */
export function aheadOfPeers(target: string, results: readonly ValidationResult[]): Verdict {
  const closest = results.map((result) => {
    const peers = result.rows.filter((row) => isPeer(row.name));
    const fastest = peers.reduce((best, row) => (row.median < best.median ? row : best));
    return {
      title: result.title,
      peer: fastest.name,
      ratio: ratioTo(result.rows, "kit validate", fastest.name),
    };
  });
  const behind = closest.filter((entry) => !(entry.ratio < 1));
  const list = (entries: typeof closest): string =>
    entries.map((entry) => `${entry.title}: ${entry.peer} ${formatRatio(entry.ratio)}`).join("; ");
  return {
    target,
    met: behind.length === 0,
    detail:
      behind.length === 0
        ? `kit validate / the fastest peer of each case: ${list(closest)}.`
        : `Not ahead on ${behind.length} of ${closest.length} cases: ${list(behind)}.`,
  };
}

/** The validation section: one table per input, and the verdicts on kit. */
export function validationSection(results: readonly ValidationResult[], note: string): Section {
  const tables = results.map(
    (result) =>
      `### ${result.title}\n\n${comparisonTable(result.title, result.rows, BASELINE).markdown}\n`,
  );
  const kitRatios = results.map((result) => ({
    title: result.title,
    validate: ratioTo(result.rows, "kit validate", BASELINE),
    check: ratioTo(result.rows, "kit check", "hand-written (copy)"),
  }));
  const worst = Math.max(...kitRatios.map((ratio) => ratio.validate));
  const worstCheck = Math.max(...kitRatios.map((ratio) => ratio.check));
  const verdicts: Verdict[] = [
    {
      target: "Validation: kit validate at most 1.5x hand-written on every case",
      met: worst <= 1.5,
      detail: `Worst case ${formatRatio(worst)} (${kitRatios
        .map((ratio) => `${ratio.title}: ${formatRatio(ratio.validate)}`)
        .join(
          "; ",
        )}). kit check vs the copying hand-written twin: worst ${formatRatio(worstCheck)}.`,
    },
    aheadOfPeers("Validation: kit validate ahead of every peer on every case", results),
  ];
  return { title: "1. Validation", body: `${note}\n\n${tables.join("\n")}`, verdicts };
}
