// The executor today against the executor before the rich-calls change (commit 37c28c0), on
// the trivial tool, side by side in one process: a tool that uses none of progress, log,
// elicit, sample or content parts must pay nothing measurable (target: at most 1.05x).
// Run: pnpm --filter @kit/bench executor-baseline [--smoke]. Prints only; docs/benchmarks.md
// is not touched.

import { answer, answerAsync, CALL_INPUT, KIT_INPUT_SCHEMA } from "../executor/trivial-tool";
import { type BenchCase, compareCases } from "../harness/measure";
import { formatNs, formatRatio } from "../harness/table";
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

async function main(): Promise<void> {
  const smoke = process.argv.includes("--smoke");
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
    smoke ? { rounds: 1, minCpuTimeMs: 20 } : { rounds: 12, minCpuTimeMs: 400 },
  );
  const median = (name: string): number => rows.find((row) => row.name === name)?.median ?? NaN;
  console.log(`| case | ${BASELINE_COMMIT} median | today median | today / ${BASELINE_COMMIT} |`);
  console.log("| --- | --- | --- | --- |");
  let met = true;
  for (const kind of ["sync strict", "async strict"]) {
    const ratio = median(`today ${kind}`) / median(`${BASELINE_COMMIT} ${kind}`);
    met &&= ratio <= TARGET;
    console.log(
      `| ${kind} | ${formatNs(median(`${BASELINE_COMMIT} ${kind}`))} | ${formatNs(median(`today ${kind}`))} | ${formatRatio(ratio)} |`,
    );
  }
  for (const row of rows) {
    console.log(
      `${row.name}: median ${formatNs(row.median)} (p25 ${formatNs(row.p25)}, p75 ${formatNs(row.p75)}, ${row.samples} samples)`,
    );
  }
  console.log(
    `target: today at most ${TARGET}x ${BASELINE_COMMIT} on the trivial tool: ${met ? "met" : "not met"}${smoke ? " (smoke: means nothing)" : ""}`,
  );
}

await main();
