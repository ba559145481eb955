// Part 2: cold start, in fresh processes: import time, the first schema, each further one.
import type { Section, Verdict } from "../harness/report";
import { formatRatio, markdownTable } from "../harness/table";
import { median, runChildren } from "./run-child";

/** A package that exports nothing: what Node itself spends importing any package. */
const EMPTY = "(empty package)";

// What a library adds to an empty package's import. Both are medians of noisy runs, so a small
// library can come out below the empty package: that is said, not printed as a negative time.
const beyond = (milliseconds: number): string =>
  milliseconds > 0 ? ms(milliseconds) : "none measurable (within the runs' noise)";
const PACKAGES = ["@kit/schema", "@kit/tools", "@kit/credentials", "@kit/otel"];
const VALIDATORS = ["@kit/schema", "ajv", "zod", "valibot", "typebox", "@cfworker/json-schema"];

const ms = (value: number): string => `${value.toFixed(value < 1 ? 3 : 2)} ms`;
const us = (milliseconds: number): string => `${(milliseconds * 1000).toFixed(1)} µs`;

/** The medians of the cold-start part, per library. */
export interface ColdStartResult {
  readonly imports: Map<string, number>;
  readonly first: Map<string, number>;
  readonly further: Map<string, number>;
  readonly runs: number;
}

const medians = (results: Map<string, number[]>): Map<string, number> =>
  new Map([...results].map(([library, values]) => [library, median(values)]));

/** Measures every cold-start case, `runs` fresh processes each. */
export function measureColdStart(runs: number): ColdStartResult {
  const importable = [EMPTY, ...PACKAGES, ...VALIDATORS.filter((name) => !PACKAGES.includes(name))];
  return {
    imports: medians(runChildren("import", importable, runs)),
    first: medians(runChildren("first", VALIDATORS, runs)),
    further: medians(runChildren("further", VALIDATORS, runs)),
    runs,
  };
}

/** The cold-start section: three tables and the verdicts. */
export function coldStartSection(result: ColdStartResult): Section {
  const get = (map: Map<string, number>, name: string): number => map.get(name) ?? Number.NaN;
  const empty = get(result.imports, EMPTY);
  const imports = markdownTable(
    ["entry", "import (median)", "beyond an empty package"],
    [...result.imports].map(([name, value]) => [
      name,
      ms(value),
      name === EMPTY ? "—" : beyond(value - empty),
    ]),
  );
  const kitFurther = get(result.further, "@kit/schema");
  const schemas = markdownTable(
    [
      "validator",
      "first schema + first validation",
      "each further schema (+1 validation)",
      "further vs kit",
    ],
    VALIDATORS.map((name) => [
      name,
      ms(get(result.first, name)),
      us(get(result.further, name)),
      formatRatio(get(result.further, name) / kitFurther),
    ]),
  );
  const kitImport = get(result.imports, "@kit/schema");
  const kitFirst = get(result.first, "@kit/schema");
  const ajvFurther = get(result.further, "ajv");
  const verdicts: Verdict[] = [
    {
      target: "Cold start: @kit/schema imports in under 5 ms",
      // Judged on what kit adds: on a loaded machine an empty package alone can take 5 ms.
      met: kitImport - empty < 5,
      detail: `judged on kit's own share, ${beyond(kitImport - empty)}: the median import took ${ms(kitImport)} over ${result.runs} fresh processes, of which ${ms(empty)} is what Node spends on a package that exports nothing (ajv ${ms(get(result.imports, "ajv"))}, zod ${ms(get(result.imports, "zod"))}, valibot ${ms(get(result.imports, "valibot"))}).`,
    },
    {
      target: "Cold start: building a schema and its first validation under 0.2 ms",
      met: kitFirst < 0.2,
      detail: `median ${ms(kitFirst)} (timed in a fresh process right after the import, so it includes the first, unoptimised run of kit's code).`,
    },
    {
      target: "Cold start: each further schema under 20 µs (100x less than ajv)",
      met: kitFurther < 0.02 && ajvFurther / kitFurther >= 100,
      detail: `median ${us(kitFurther)} per schema (build + one validation), ajv ${us(ajvFurther)} = ${formatRatio(ajvFurther / kitFurther)} of kit.`,
    },
  ];
  const body = [
    `Fresh \`node\` processes (no loader), ${result.runs} per cell, libraries interleaved run after run; medians. The timer wraps only the measured work (\`performance.now()\`), and is read before the child first touches \`process.stdout\` (whose creation costs milliseconds). "(empty package)" is a package that exports nothing, resolved through \`exports\` like the others: what Node spends on any package.`,
    "",
    "### Import time",
    "",
    imports,
    "",
    "### Building schemas",
    "",
    "First: the fetch_weather schema built and validated once, right after the import. Further: after that first one, 50 distinct tool schemas (2-9 parameters, all six types, some defaults) each built and used once; the time per schema.",
    "",
    schemas,
  ].join("\n");
  return { title: "2. Cold start", body, verdicts };
}
