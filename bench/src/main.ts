// `pnpm bench`: all ten parts, their tables, and docs/benchmarks.md (see bench/README.md). Each part of a full run
// runs in a process of its own, so that one part's JIT state (call sites made megamorphic by
// the validation part's many schemas, say) does not skew the next.
//   --smoke   a few iterations of every case: every contender verified, nothing written (its
//             times, and the verdicts drawn from them, mean nothing)
//   --only=validation,corpus,cold-start,executor,executor-baseline,dispatch,telemetry,size,mcp,mcp-client   a subset (not written to docs)
//   --notes   only put bench/notes/why-not-met.md into docs/benchmarks.md; nothing is measured
//   --sections-to=<file>   (internal) write the parts' sections there as JSON
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { coldStartSection, measureColdStart } from "./cold-start/run-cold-start";
import { corpusSection, measureCorpus } from "./corpus/run-corpus";
import { dispatchSection, measureDispatch } from "./dispatch/run-dispatch";
import { executorSection, measureExecutor } from "./executor/run-executor";
import {
  executorBaselineSection,
  measureExecutorBaseline,
} from "./executor-baseline/run-executor-baseline";
import { describeEnvironment } from "./harness/environment";
import { harnessName, type MeasureOptions } from "./harness/measure";
import { printSection, replaceNotes, type Section, writeReport } from "./harness/report";
import { mcpSection, measureMcp } from "./mcp/run-mcp";
import { mcpClientSection, measureMcpClient } from "./mcp-client/run-mcp-client";
import { measureSizes, sizeSection } from "./size/run-size";
import { measureTelemetry, telemetrySection } from "./telemetry/run-telemetry";
import { measureNoEval, noEvalSection } from "./validation/run-no-eval";
import {
  measureJsonParseInChild,
  measureValidation,
  validationSection,
} from "./validation/run-validation";

const args = process.argv.slice(2);
const smoke = args.includes("--smoke");
const only = args
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const sectionsTo = args.find((arg) => arg.startsWith("--sections-to="))?.slice(14);
const PARTS = [
  "validation",
  "corpus",
  "cold-start",
  "executor",
  "executor-baseline",
  "dispatch",
  "telemetry",
  "size",
  "mcp",
  "mcp-client",
];
// A full run hands each part to a fresh process of this script and collects the sections.
const isolate = !smoke && only === undefined;
const runs = (part: string): boolean => !isolate && (only === undefined || only.includes(part));

const micro: MeasureOptions = smoke
  ? { rounds: 1, minCpuTimeMs: 2, batchSamples: 64 }
  : { rounds: 5, minCpuTimeMs: 60 };
const coldRuns = smoke ? 1 : 15;
const DOC = fileURLToPath(new URL("../../docs/benchmarks.md", import.meta.url));
// Written by hand: what stands between a target and today's code, and the retired targets.
// The numbers come from the run.
const WHY = fileURLToPath(new URL("../notes/why-not-met.md", import.meta.url));

if (args.includes("--notes")) {
  replaceNotes(DOC, readFileSync(WHY, "utf8"));
  console.log(`wrote the notes into ${DOC}`);
  process.exit(0);
}

const sections: Section[] = [];
const add = (section: Section): void => {
  sections.push(section);
  printSection(section);
};

console.log(
  `kit benchmarks (${smoke ? "smoke" : "full"}), harness: ${harnessName}\n${describeEnvironment()}`,
);
if (runs("validation")) {
  const note = `Each call gets a fresh shallow copy of its input (Object.assign, built property by property like JSON.parse output) before the clock starts; medians of mitata's batch samples over ${micro.rounds} interleaved rounds. Baseline: the hand-written validator writing defaults in place, with the fastest dictionary test known (an \`in\` test first, after which V8 folds the prototype read away), inlined into the benchmark loop as a function written for one schema is; kit and ajv serve many schemas through one call, which V8 cannot inline (a few ns, most visible on fetch_weather). "kit check" is better compared with "hand-written (copy)", which builds a fresh object the same way. Every contender's result was checked once before timing (kit and hand-written: the exact messages and values; peers: validity, all three problems, the defaults). @cfworker/json-schema applies no defaults (does less work). typebox runs Default() then Check(), and Errors() on failure. The tables marked "JSON.parse" time the workload of a server: the same cases for the baselines, kit and ajv (the closest peer), each call on a fresh object from JSON.parse of one of 4,096 distinct texts (strings differ per text), every contender called through one shared call site as a dispatcher calls each tool's check, in a process of its own so that the checks meet only the shapes JSON.parse makes.`;
  const results = await measureValidation(micro);
  add(validationSection([...results, ...measureJsonParseInChild(micro)], note));
  add(noEvalSection(measureNoEval(micro)));
}
if (runs("corpus")) add(corpusSection(await measureCorpus(micro, smoke ? 1 : 7)));
if (runs("cold-start")) add(coldStartSection(measureColdStart(coldRuns)));
if (runs("executor")) add(executorSection(await measureExecutor(micro)));
// Builds @kit/tools at two commits from git: a full run only (a smoke run checks no contender
// it does not already check elsewhere).
if (!smoke && runs("executor-baseline")) {
  add(executorBaselineSection(await measureExecutorBaseline({ rounds: 12, minCpuTimeMs: 400 })));
}
if (runs("dispatch")) add(dispatchSection(await measureDispatch(micro)));
if (runs("telemetry")) add(telemetrySection(await measureTelemetry(micro)));
if (runs("size")) add(sizeSection(await measureSizes()));
if (runs("mcp")) add(mcpSection(await measureMcp(smoke ? 40 : 10_000, coldRuns)));
// Calls of a millisecond across processes: timed one by one, alternating between the cases.
const clientCalls = smoke
  ? { rounds: 1, callsPerRound: 5, warmUp: 2 }
  : { rounds: 10, callsPerRound: 200, warmUp: 1000 };
if (runs("mcp-client")) add(mcpClientSection(await measureMcpClient(clientCalls)));
if (sectionsTo !== undefined) writeFileSync(sectionsTo, JSON.stringify(sections));
if (isolate) {
  const folder = mkdtempSync(join(tmpdir(), "kit-bench-"));
  try {
    for (const part of PARTS) {
      const file = join(folder, `${part}.json`);
      const script = fileURLToPath(import.meta.url);
      execFileSync(
        process.execPath,
        [...process.execArgv, script, `--only=${part}`, `--sections-to=${file}`],
        { stdio: "inherit" },
      );
      sections.push(...(JSON.parse(readFileSync(file, "utf8")) as Section[]));
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (isolate) {
  const header = `# Benchmarks

Written by \`pnpm --filter @kit/bench bench\` (bench/src/main.ts); do not edit by hand. What the
parts measure and how to run them: bench/README.md. The bar is to be ahead of every peer in the
same run; the targets below say by how much where that matters. Numbers are medians from one run
on a shared 2-core machine, so absolute times are noisy (two runs of the same code can differ by
1.5x on a 15 ns case); the ratios come from interleaved sampling in one process and are the
numbers to read. Each part runs in a fresh process.

## Conditions

${describeEnvironment()}
- Harness: ${harnessName}; kit is imported from the built \`dist\` (no \`@kit/source\` condition),
  as users get it.
`;
  writeReport(DOC, header, sections, readFileSync(WHY, "utf8"));
  console.log(`\nwrote ${DOC}`);
}
