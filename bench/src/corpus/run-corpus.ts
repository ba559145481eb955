// The corpus of real MCP tool schemas (reliability/corpus/mcp-tool-schemas.json), validated by
// kit, ajv and zod 4 side by side in one process: every schema that all three can take, its
// inputs made by corpus-inputs.ts, each call on a fresh object from JSON.parse (parsed outside
// the timed region), every contender called through one call site for all schemas, as a server
// calls each tool's check. And fromJSONSchema of the whole corpus, cold, in fresh processes.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ToolSchema } from "@kit/schema";
import { Ajv as Ajv07 } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { z } from "zod";
import { median } from "../cold-start/run-child";
import { type BenchCase, compareCases, type MeasureOptions } from "../harness/measure";
import type { Section } from "../harness/report";
import { formatNs, formatRatio, markdownTable } from "../harness/table";
import { candidateInputs } from "./corpus-inputs";
import { RECURSIVE_CONTENDERS, RECURSIVE_LABELS, recursiveCases } from "./recursive-cases";

const CORPUS = fileURLToPath(
  new URL("../../../reliability/corpus/mcp-tool-schemas.json", import.meta.url),
);
const CHILD = fileURLToPath(new URL("./corpus-import-child.mjs", import.meta.url));
const FORMATS = ["date-time", "date", "email", "uri", "uuid", "int32", "int64"] as const;
// Issue 33's targets: at most 0.8x ajv on valid inputs, no slower on invalid ones, the cold
// import within 45 ms, recursive schemas at most 1.5x ajv.
const COLD_TARGET_MS = 45;
const VALID_TARGET = 0.8;
const RECURSIVE_TARGET = 1.5;
const ZOD_TARGET = 5;

interface CorpusEntry {
  readonly server: string;
  readonly tool: string;
  readonly inputSchema: Readonly<Record<string, unknown>>;
}

type Check = (value: unknown) => unknown;

/** One schema as every contender holds it. */
interface Prepared {
  readonly kitValidate: Check;
  readonly kitCheck: Check;
  readonly ajv: Check;
  readonly zod: Check;
}

// ajv-formats is CommonJS: its function is the module, or its default.
const addFormats = ((addFormatsModule as { default?: unknown }).default ??
  addFormatsModule) as typeof import("ajv-formats").default;

function ajvFor(schema: Readonly<Record<string, unknown>>): Check {
  const options = {
    allErrors: true,
    useDefaults: true,
    strict: false,
    allowUnionTypes: true,
    logger: false,
  } as const;
  const draft07 = String(schema.$schema ?? "").includes("draft-07");
  const ajv = addFormats(draft07 ? new Ajv07(options) : new Ajv2020(options), [...FORMATS]);
  const { $id: _id, ...rest } = schema;
  const validate = ajv.compile(rest);
  // ajv keeps its errors on the function; reading them is part of the call.
  return (value) => (validate(value) ? null : validate.errors);
}

/** What the corpus gave: the schemas all three took, and the inputs whose verdicts agree. */
interface CorpusWorkload {
  readonly entries: number;
  readonly prepared: readonly Prepared[];
  readonly valid: readonly (readonly [number, string])[];
  readonly invalid: readonly (readonly [number, string])[];
  readonly skipped: { kit: number; zod: number; ajv: number };
  readonly disagreements: { ajv: number; zod: number };
}

function isValidFor(check: Check, text: string): boolean {
  const result = check(JSON.parse(text));
  if (Array.isArray(result)) return result.length === 0;
  if (result === null) return true;
  const outcome = result as { success?: boolean };
  return outcome.success === true;
}

/** Prepares every schema and sorts its inputs by the verdicts of kit and ajv. */
function corpusWorkload(): CorpusWorkload {
  const entries = JSON.parse(readFileSync(CORPUS, "utf8")) as CorpusEntry[];
  const prepared: Prepared[] = [];
  const valid: (readonly [number, string])[] = [];
  const invalid: (readonly [number, string])[] = [];
  const skipped = { kit: 0, zod: 0, ajv: 0 };
  const disagreements = { ajv: 0, zod: 0 };
  for (const entry of entries) {
    let kit: ToolSchema;
    try {
      kit = ToolSchema.fromJSONSchema(entry.inputSchema);
    } catch {
      skipped.kit += 1;
      continue;
    }
    let ajv: Check;
    try {
      ajv = ajvFor(entry.inputSchema);
    } catch {
      skipped.ajv += 1;
      continue;
    }
    let zod: Check;
    try {
      const schema = z.fromJSONSchema(entry.inputSchema as Parameters<typeof z.fromJSONSchema>[0]);
      zod = (value) => schema.safeParse(value);
    } catch {
      skipped.zod += 1;
      continue;
    }
    const kitValidate: Check = (value) => kit.validate(value as Record<string, unknown>);
    const kitCheck: Check = (value) => kit.check(value);
    const index = prepared.push({ kitValidate, kitCheck, ajv, zod }) - 1;
    const candidates = candidateInputs(
      kit.parameters as unknown as readonly Readonly<Record<string, unknown>>[],
    );
    const texts = [candidates.valid, ...candidates.invalid]
      .filter((input) => input !== undefined)
      .map((input) => JSON.stringify(input));
    for (const text of texts) {
      const kitSays = isValidFor(kitValidate, text);
      if (isValidFor(ajv, text) !== kitSays) {
        disagreements.ajv += 1;
        continue;
      }
      if (isValidFor(zod, text) !== kitSays) disagreements.zod += 1;
      (kitSays ? valid : invalid).push([index, text]);
    }
  }
  return { entries: entries.length, prepared, valid, invalid, skipped, disagreements };
}

const CONTENDERS = ["kit validate", "kit check", "ajv allErrors", "zod 4 safeParse"] as const;
type Contender = (typeof CONTENDERS)[number];

function checkOf(prepared: Prepared, contender: Contender): Check {
  switch (contender) {
    case "kit validate":
      return prepared.kitValidate;
    case "kit check":
      return prepared.kitCheck;
    case "ajv allErrors":
      return prepared.ajv;
    default:
      return prepared.zod;
  }
}

function casesFor(
  workload: CorpusWorkload,
  label: string,
  pool: readonly (readonly [number, string])[],
): BenchCase<readonly [Check, unknown]>[] {
  return CONTENDERS.map((contender) => {
    const checks = pool.map(([index]) => checkOf(workload.prepared[index] as Prepared, contender));
    let next = 0;
    return {
      name: `${label}: ${contender}`,
      input: () => {
        const at = next;
        next = (next + 1) % pool.length;
        return [checks[at] as Check, JSON.parse((pool[at] as readonly [number, string])[1])];
      },
      // One call site for every schema, as a dispatcher calls each tool's check.
      run: ([check, value]) => check(value),
    };
  });
}

/** The timings of the corpus part: per case, and the cold import per library. */
export interface CorpusResult {
  readonly workload: CorpusWorkload;
  readonly rows: readonly { name: string; median: number }[];
  readonly cold: ReadonlyMap<string, { importMs: number; corpusMs: number; imported: number }>;
}

/** Runs the cold children, then the interleaved validation cases. */
export async function measureCorpus(
  options: MeasureOptions,
  coldRuns: number,
): Promise<CorpusResult> {
  const cold = new Map<string, { importMs: number; corpusMs: number; imported: number }>();
  for (const library of ["kit", "ajv", "zod"]) {
    const runs: { importMs: number; corpusMs: number; imported: number }[] = [];
    for (let run = 0; run < coldRuns; run++) {
      const output = execFileSync(process.execPath, [CHILD, library, CORPUS], {
        encoding: "utf8",
      });
      runs.push(JSON.parse(output) as { importMs: number; corpusMs: number; imported: number });
    }
    cold.set(library, {
      importMs: median(runs.map((run) => run.importMs)),
      corpusMs: median(runs.map((run) => run.corpusMs)),
      imported: runs[0]?.imported ?? 0,
    });
  }
  const workload = corpusWorkload();
  const cases = [
    ...casesFor(workload, "valid", workload.valid),
    ...casesFor(workload, "invalid", workload.invalid),
    ...recursiveCases(),
  ] as BenchCase<unknown>[];
  const rows = await compareCases(cases, options);
  return { workload, rows, cold };
}

/** The section of docs/benchmarks.md: the per-call table, the cold import, the verdicts. */
export function corpusSection(result: CorpusResult): Section {
  const { workload, rows, cold } = result;
  const median = (name: string): number =>
    rows.find((row) => row.name === name)?.median ?? Number.NaN;
  const table = markdownTable(
    ["inputs", ...CONTENDERS, "kit validate / ajv", "zod / kit validate"],
    ["valid", "invalid"].map((label) => [
      label,
      ...CONTENDERS.map((contender) => formatNs(median(`${label}: ${contender}`))),
      formatRatio(median(`${label}: kit validate`) / median(`${label}: ajv allErrors`)),
      formatRatio(median(`${label}: zod 4 safeParse`) / median(`${label}: kit validate`)),
    ]),
  );
  const coldTable = markdownTable(
    ["library", "import", "whole corpus", "schemas taken"],
    [...cold].map(([library, figures]) => [
      library,
      `${figures.importMs.toFixed(1)} ms`,
      `${figures.corpusMs.toFixed(1)} ms`,
      `${figures.imported} of ${workload.entries}`,
    ]),
  );
  const ratio = (label: string, a: string, b: string): number =>
    median(`${label}: ${a}`) / median(`${label}: ${b}`);
  const recursiveTable = markdownTable(
    ["recursive schema", ...RECURSIVE_CONTENDERS, "kit validate / ajv"],
    RECURSIVE_LABELS.map((label) => [
      label,
      ...RECURSIVE_CONTENDERS.map((contender) =>
        formatNs(median(`recursive ${label}: ${contender}`)),
      ),
      formatRatio(ratio(`recursive ${label}`, "kit validate", "ajv allErrors")),
    ]),
  );
  const recursiveWorst = Math.max(
    ...RECURSIVE_LABELS.map((label) =>
      ratio(`recursive ${label}`, "kit validate", "ajv allErrors"),
    ),
  );
  const kitCold = cold.get("kit")?.corpusMs ?? Number.NaN;
  const { skipped, disagreements } = workload;
  const body = [
    `${workload.prepared.length} of the ${workload.entries} input schemas of the corpus, the ones kit (fromJSONSchema), ajv (compiled, allErrors, useDefaults, the five formats) and zod 4 (z.fromJSONSchema) all take (kit refused ${skipped.kit}, ajv ${skipped.ajv}, zod ${skipped.zod} of the rest); ${workload.valid.length} valid and ${workload.invalid.length} invalid inputs made from each schema's definitions, kept only where kit and ajv agree (${disagreements.ajv} did not; zod disagreed with them on ${disagreements.zod}, and is timed on them all the same). Each call gets a fresh object from JSON.parse, made before the clock starts, and every contender checks every schema through one call site. "kit validate" writes defaults in place as ajv's useDefaults does; "kit check" returns a fresh value, as the executor uses it. Medians per call over all schemas.`,
    table,
    `fromJSONSchema of every input schema of the corpus, cold: the first calls of a fresh process, median of ${[...cold.values()].length > 0 ? "several" : "no"} processes; ajv compiles (allErrors), zod 4 builds with z.fromJSONSchema.`,
    coldTable,
    "Recursive schemas (kit's named definitions, ajv on the `$defs`/`$ref` JSON Schema kit writes): a tree of nodes 4 levels deep, 3 children a node (valid, and with one bad leaf), and a JSON value a few levels deep; each call on a fresh object from JSON.parse.",
    recursiveTable,
  ].join("\n\n");
  return {
    title: "Corpus: real MCP tool schemas",
    body,
    verdicts: [
      {
        target: `Corpus: kit at most ${VALID_TARGET}x ajv's time (allErrors, compiled) on valid inputs, no slower on invalid ones`,
        met:
          ratio("valid", "kit validate", "ajv allErrors") <= VALID_TARGET &&
          ratio("invalid", "kit validate", "ajv allErrors") <= 1,
        detail: `valid ${formatRatio(ratio("valid", "kit validate", "ajv allErrors"))}, invalid ${formatRatio(ratio("invalid", "kit validate", "ajv allErrors"))}.`,
      },
      {
        target: `Corpus: kit at least ${ZOD_TARGET}x faster than zod 4 per call`,
        met:
          ratio("valid", "zod 4 safeParse", "kit validate") >= ZOD_TARGET &&
          ratio("invalid", "zod 4 safeParse", "kit validate") >= ZOD_TARGET,
        detail: `zod takes ${formatRatio(ratio("valid", "zod 4 safeParse", "kit validate"))} kit's time on valid inputs, ${formatRatio(ratio("invalid", "zod 4 safeParse", "kit validate"))} on invalid ones.`,
      },
      {
        target: `Recursive schemas: kit at most ${RECURSIVE_TARGET}x ajv's time`,
        met: recursiveWorst <= RECURSIVE_TARGET,
        detail: `the slowest case ${formatRatio(recursiveWorst)}.`,
      },
      {
        target: `Corpus: fromJSONSchema of the whole corpus within ${COLD_TARGET_MS} ms cold`,
        met: kitCold <= COLD_TARGET_MS,
        detail: `${kitCold.toFixed(1)} ms for ${cold.get("kit")?.imported ?? 0} schemas imported (import of @kit/schema itself not counted: ${(cold.get("kit")?.importMs ?? Number.NaN).toFixed(1)} ms).`,
      },
    ],
  };
}
