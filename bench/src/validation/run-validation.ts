// Part 1: validation of both schemas, every input, every contender, against hand-written code.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type CaseStats, compareCases, type MeasureOptions } from "../harness/measure";
import type { Section, Verdict } from "../harness/report";
import { comparisonTable, formatRatio, ratioTo } from "../harness/table";
import { CONTENDERS } from "./contenders";
import { type InputCase, SCHEMA_CASES, type SchemaCase } from "./schemas";
import type { PreparedValidator, ValidatorAdapter, Values } from "./validator";
import { verifyCase } from "./verify";

const BASELINE = "hand-written (in place)";
/** The rows that are neither kit nor the hand-written baselines. */
const isPeer = (name: string): boolean =>
  !name.startsWith("kit ") && !name.startsWith("hand-written");

/** The contenders of the JSON.parse workload: the baselines, kit, and the closest peer. */
const JSON_PARSE_CONTENDERS = new Set([
  BASELINE,
  "hand-written (copy)",
  "kit validate",
  "kit check",
  "ajv allErrors",
]);

/** How many distinct JSON texts each case of the JSON.parse workload cycles through. */
const DISTINCT_TEXTS = 4096;

/**
 * Distinct JSON texts of one input: the string values of parameters without an `enum` get the
 * text's number appended, so that every input holds strings of its own; everything else, and
 * so every outcome, stays as it is.
 */
function distinctTexts(schema: SchemaCase, inputCase: InputCase): string[] {
  const free = new Set(
    schema.parameters.filter((p) => p.type === "string" && p.enum === undefined).map((p) => p.name),
  );
  return Array.from({ length: DISTINCT_TEXTS }, (_, index) =>
    JSON.stringify(inputCase.input, (key, value: unknown) =>
      free.has(key) && typeof value === "string" ? `${value} #${index}` : value,
    ),
  );
}

// The one call site of the JSON.parse workload: every contender's check is called from here,
// as a dispatcher calls each tool's check. Closures of one function literal share its type
// feedback, so this call sees every contender and every schema, and V8 inlines none of them.
const throughOneSite =
  (run: (input: Values) => unknown) =>
  (input: Values): unknown =>
    run(input);

/** The medians of one input case, with its title. */
export interface ValidationResult {
  readonly title: string;
  readonly rows: readonly CaseStats[];
}

/**
 * Verifies, then measures, every contender on every input of every schema. Contenders that
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

/** A contender with its validator for one schema. */
interface Prepared {
  readonly adapter: ValidatorAdapter;
  readonly validator: PreparedValidator;
}

/**
 * The JSON.parse workload: every input of every schema again, for the baselines, kit and ajv,
 * each call on a fresh object from `JSON.parse` of one of 4,096 distinct texts, through one call
 * site; each input verified on a parsed copy first. Run in a process of its own (json-parse.ts),
 * so that the checks see only the shapes JSON.parse makes, as in a server.
 */
export async function measureJsonParse(options: MeasureOptions): Promise<ValidationResult[]> {
  // Each timed call needs a parse of its own, made outside the clock and about 20 times as long
  // as a valid call: a sixth of the clock time per round keeps the part's length in bounds and
  // still gives hundreds of batch samples per contender.
  const shorter = { ...options, minCpuTimeMs: options.minCpuTimeMs / 6 };
  const results: ValidationResult[] = [];
  for (const schema of SCHEMA_CASES) {
    const chosen = CONTENDERS.filter((adapter) => JSON_PARSE_CONTENDERS.has(adapter.name)).map(
      (adapter) => ({ adapter, validator: adapter.prepare(schema) }),
    );
    results.push(...(await measureSchemaJsonParse(schema, chosen, shorter)));
  }
  return results;
}

async function measureSchemaJsonParse(
  schema: SchemaCase,
  chosen: readonly Prepared[],
  options: MeasureOptions,
): Promise<ValidationResult[]> {
  const results: ValidationResult[] = [];
  for (const inputCase of schema.inputs) {
    const parse = (text: string): Values => JSON.parse(text) as Values;
    for (const { adapter, validator } of chosen) {
      verifyCase(adapter, validator, inputCase, () => parse(JSON.stringify(inputCase.input)));
    }
    const texts = distinctTexts(schema, inputCase);
    const rows = await compareCases(
      chosen.map(({ adapter, validator }) => {
        let next = 0;
        return {
          name: adapter.name,
          input: (): Values => parse(texts[next++ % DISTINCT_TEXTS] as string),
          run: throughOneSite(validator.run),
        };
      }),
      options,
    );
    results.push({ title: `${schema.title}: ${inputCase.label}, JSON.parse`, rows });
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

const JSON_PARSE_CHILD = fileURLToPath(new URL("./json-parse.ts", import.meta.url));

/** Spawns the JSON.parse workload (json-parse.ts) in a fresh process and reads its results. */
export function measureJsonParseInChild(options: MeasureOptions): ValidationResult[] {
  const output = execFileSync(
    process.execPath,
    [
      ...process.execArgv,
      JSON_PARSE_CHILD,
      String(options.rounds),
      String(options.minCpuTimeMs),
      String(options.batchSamples ?? ""),
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, stdio: ["ignore", "pipe", "inherit"] },
  );
  return JSON.parse(output) as ValidationResult[];
}
