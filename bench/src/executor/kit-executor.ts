// @kit/tools: the executor's cases (sync/async tool, strict/result mode, with/without listener).
import { defineTool, ToolExecutor } from "@kit/tools";
import type { BenchCase } from "../harness/measure";
import { answer, answerAsync, CALL_INPUT, KIT_INPUT_SCHEMA } from "./trivial-tool";

/** The two trivial tools, defined once. */
export const syncTool = defineTool({
  name: "fetch_weather",
  inputSchema: KIT_INPUT_SCHEMA,
  execute: (inputs) => answer(inputs),
});
export const asyncTool = defineTool({
  name: "fetch_weather_async",
  inputSchema: KIT_INPUT_SCHEMA,
  execute: (inputs) => answerAsync(inputs),
});

const plain = new ToolExecutor();
const listened = new ToolExecutor();
let events = 0;
for (const event of [
  "tool.execution.started",
  "tool.execution.completed",
  "tool.execution.failed",
] as const) {
  listened.on(event, () => {
    events++;
  });
}

const RESULT_MODE = { raiseOnFailure: false } as const;

/** Every kit case, named `kit <tool> <mode>[ + listener]`. */
export function kitExecutorCases(): BenchCase[] {
  const cases: BenchCase[] = [];
  for (const [kind, tool] of [
    ["sync", syncTool],
    ["async", asyncTool],
  ] as const) {
    cases.push(
      { name: `kit ${kind} strict`, run: () => plain.execute(tool, CALL_INPUT) },
      { name: `kit ${kind} result`, run: () => plain.execute(tool, CALL_INPUT, RESULT_MODE) },
      { name: `kit ${kind} strict + listener`, run: () => listened.execute(tool, CALL_INPUT) },
      {
        name: `kit ${kind} result + listener`,
        run: () => listened.execute(tool, CALL_INPUT, RESULT_MODE),
      },
    );
  }
  return cases;
}

/** The direct calls the overhead is measured against. */
export function directCases(): BenchCase[] {
  return [
    { name: "direct sync", run: () => answer(CALL_INPUT as { city: string }) },
    { name: "direct async", run: () => answerAsync(CALL_INPUT as { city: string }) },
  ];
}

/** One call through each executor, checked: the output, defaults applied, events delivered. */
export async function verifyKitExecutor(): Promise<void> {
  for (const tool of [syncTool, asyncTool]) {
    const result = await listened.execute(tool, CALL_INPUT);
    if (result.status !== "success" || (result.output as { city?: unknown }).city !== "Oslo") {
      throw new Error(`kit executor returned ${result.status} for ${tool.name}`);
    }
    const failed = await plain.execute(tool, { city: 7 }, RESULT_MODE);
    if (failed.status !== "failure") throw new Error("kit executor accepted invalid input");
  }
  if (events !== 4) throw new Error(`expected 4 events, got ${events}`);
}
