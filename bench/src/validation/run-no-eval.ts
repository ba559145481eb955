// The validation cases in a child process where code generation from strings is refused.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { MeasureOptions } from "../harness/measure";
import type { Section, Verdict } from "../harness/report";
import { comparisonTable, formatRatio, ratioTo } from "../harness/table";
import { aheadOfPeers, type ValidationResult } from "./run-validation";

const CHILD = fileURLToPath(new URL("./no-eval.ts", import.meta.url));

/** What the child reports: ajv's refusal, and the measurements without ajv. */
export interface NoEvalResult {
  readonly ajvError: string;
  readonly results: readonly ValidationResult[];
}

/** Spawns `node --disallow-code-generation-from-strings` on the validation cases. */
export function measureNoEval(options: MeasureOptions): NoEvalResult {
  const output = execFileSync(
    process.execPath,
    [
      "--disallow-code-generation-from-strings",
      "--expose-gc",
      "--import",
      "tsx",
      CHILD,
      String(options.rounds),
      String(options.minCpuTimeMs),
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(output) as NoEvalResult;
}

/** The section: kit's ratios where `new Function` is refused. */
export function noEvalSection(result: NoEvalResult): Section {
  const baseline = "hand-written (in place)";
  const ratios = result.results.map((entry) => ratioTo(entry.rows, "kit validate", baseline));
  const worst = Math.max(...ratios);
  const ahead = aheadOfPeers(
    "Validation without code generation: kit works and is ahead of every peer that runs there",
    result.results,
  );
  // Not judged: the interpreter's distance to hand-written code, for the record.
  const verdicts: Verdict[] = [
    {
      ...ahead,
      detail: `${ahead.detail} ${result.ajvError}. For the record, kit validate / hand-written: worst ${formatRatio(worst)} (${result.results
        .map((entry, index) => `${entry.title}: ${formatRatio(ratios[index] ?? Number.NaN)}`)
        .join("; ")}).`,
    },
  ];
  const tables = result.results.map(
    (entry) =>
      `### ${entry.title} (no eval)\n\n${comparisonTable(entry.title, entry.rows, baseline).markdown}\n`,
  );
  const body = [
    "`node --disallow-code-generation-from-strings`: mitata cannot build its loop there, so this part uses a plain batched loop (inputs made before the clock starts, one sample per batch of 1,024 calls, one shared call site, so every contender pays an unspecialised call); compare ratios within this part only. ajv is left out: it needs `new Function`.",
    "",
    ...tables,
  ].join("\n");
  return { title: "1b. Validation where code generation is refused", body, verdicts };
}
