// The executor today against the executor before the rich-calls change (commit 37c28c0), on
// the trivial tool, side by side in one process: a tool that uses none of progress, log,
// elicit, sample or content parts must pay nothing measurable (target: at most 1.05x).
// Run alone: pnpm --filter @kit/bench executor-baseline [--smoke] (prints only); a full
// `pnpm bench` runs it as a part of its own and writes its section into docs/benchmarks.md.

import { answer, answerAsync, CALL_INPUT, KIT_INPUT_SCHEMA } from "../executor/trivial-tool";
import { type BenchCase, compareCases, type MeasureOptions } from "../harness/measure";
import { printSection, type Section } from "../harness/report";
import { formatNs, formatRatio, markdownTable } from "../harness/table";
import { BASELINE_COMMIT, buildToolsAt } from "./build-baselines";

/** What this case uses of a build of @kit/tools. */
interface ToolsBuild {
  defineTool(definition: object): object;
  ToolExecutor: new () => { execute(tool: object, inputs: unknown): Promise<{ output: unknown }> };
}

const TARGET = 1.05;

async function load(commit: string): Promise<ToolsBuild> {
  return (await import(await buildToolsAt(commit))) as ToolsBuild;
}

function casesOf(label: string, tools: ToolsBuild): BenchCase[] {
  const executor = new tools.ToolExecutor();
  const sync = tools.defineTool({
    name: "fetch_weather",
    inputSchema: KIT_INPUT_SCHEMA,
    execute: (inputs: { city: string }) => answer(inputs),
  });
  const async = tools.defineTool({
    name: "fetch_weather_async",
    inputSchema: KIT_INPUT_SCHEMA,
    execute: (inputs: { city: string }) => answerAsync(inputs),
  });
  return [
    { name: `${label} sync strict`, run: () => executor.execute(sync, CALL_INPUT) },
    { name: `${label} async strict`, run: () => executor.execute(async, CALL_INPUT) },
  ];
}

/** The medians of today's executor and of the one at {@link BASELINE_COMMIT}, per case. */
export interface BaselineResult {
  readonly rows: readonly { name: string; median: number }[];
}

/** Builds both, checks each answers right, and measures them interleaved in one process. */
export async function measureExecutorBaseline(options: MeasureOptions): Promise<BaselineResult> {
  const today = await load("HEAD");
  const before = await load(BASELINE_COMMIT);
  for (const tools of [today, before]) {
    const result = await new tools.ToolExecutor().execute(
      tools.defineTool({ name: "t", inputSchema: KIT_INPUT_SCHEMA, execute: answer }),
      CALL_INPUT,
    );
    if ((result.output as { temperature?: unknown }).temperature !== 21) {
      throw new Error("a build of @kit/tools gave the wrong answer");
    }
  }
  const rows = await compareCases(
    [...casesOf("today", today), ...casesOf(BASELINE_COMMIT, before)],
    options,
  );
  return { rows };
}

/** The section of docs/benchmarks.md: the ratio per case and the verdict on the target. */
export function executorBaselineSection(result: BaselineResult): Section {
  const median = (name: string): number =>
    result.rows.find((row) => row.name === name)?.median ?? Number.NaN;
  const kinds = ["sync strict", "async strict"];
  const ratio = (kind: string): number =>
    median(`today ${kind}`) / median(`${BASELINE_COMMIT} ${kind}`);
  const table = markdownTable(
    ["case", `${BASELINE_COMMIT} median`, "today median", `today / ${BASELINE_COMMIT}`],
    kinds.map((kind) => [
      kind,
      formatNs(median(`${BASELINE_COMMIT} ${kind}`)),
      formatNs(median(`today ${kind}`)),
      formatRatio(ratio(kind)),
    ]),
  );
  return {
    title: `Executor: today against ${BASELINE_COMMIT}, before rich calls`,
    body: `The trivial tool (no output schema, no progress, log, questions or content parts) through the executor of today and of commit ${BASELINE_COMMIT}, the last before content parts, the live context and the JSON-data check of outputs, each bundled from git with its own @kit/schema and @kit/credentials, interleaved in one process.\n\n${table}`,
    verdicts: [
      {
        target: `Rich calls: a tool that uses none of them at most ${TARGET}x ${BASELINE_COMMIT}`,
        met: kinds.every((kind) => ratio(kind) <= TARGET),
        detail: `${kinds.map((kind) => `${kind} ${formatRatio(ratio(kind))}`).join(", ")}.`,
      },
    ],
  };
}

async function main(): Promise<void> {
  const smoke = process.argv.includes("--smoke");
  const { rows } = await measureExecutorBaseline(
    smoke ? { rounds: 1, minCpuTimeMs: 20 } : { rounds: 12, minCpuTimeMs: 400 },
  );
  printSection(executorBaselineSection({ rows }));
}

// Run as a script (pnpm --filter @kit/bench executor-baseline), not when main.ts imports it.
if (
  process.argv[1] !== undefined &&
  import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "")
) {
  await main();
}
