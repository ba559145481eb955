// @kit/tools: a call through an executor with every policy configured but none triggered,
// against the same tool on an executor without policies.
import { defineTool, ToolExecutor } from "@kit/tools";
import type { BenchCase } from "../harness/measure";
import { asyncTool, syncTool } from "./kit-executor";
import { answer, answerAsync, CALL_INPUT, KIT_INPUT_SCHEMA } from "./trivial-tool";

/** The trivial tools again, declared read-only: approval is skipped by rule, retries allowed. */
const readOnlySyncTool = defineTool({
  name: "fetch_weather_read_only",
  inputSchema: KIT_INPUT_SCHEMA,
  effects: { readOnly: true },
  execute: (inputs) => answer(inputs),
});
const readOnlyAsyncTool = defineTool({
  name: "fetch_weather_async_read_only",
  inputSchema: KIT_INPUT_SCHEMA,
  effects: { readOnly: true },
  execute: (inputs) => answerAsync(inputs),
});

let approvals = 0;
const LIMIT = 1000;
const toolConcurrency = Object.fromEntries(
  [readOnlySyncTool, readOnlyAsyncTool, syncTool, asyncTool].map((tool) => [tool.name, LIMIT]),
);
// Every policy set, none triggered: approval granted, limits never reached, no attempt fails.
const policed = new ToolExecutor({
  approve: () => {
    approvals++;
    return true;
  },
  maxConcurrency: LIMIT,
  toolConcurrency,
  retry: { attempts: 3 },
});
const plain = new ToolExecutor();

/** The case names, by tool kind: without and with policies; the tool asks approval or not. */
export const POLICY_CASES = {
  sync: {
    plain: "kit sync read-only",
    policies: "kit sync read-only + policies",
    approved: "kit sync + policies (approve asked)",
  },
  async: {
    plain: "kit async read-only",
    policies: "kit async read-only + policies",
    approved: "kit async + policies (approve asked)",
  },
} as const;

/**
 * The policy cases: each read-only tool on a plain executor and on the policed one, and the
 * tools that are not read-only on the policed one (compared with `kit <kind> strict`).
 */
export function policyCases(): BenchCase[] {
  const cases: BenchCase[] = [];
  for (const [kind, readOnly, asking] of [
    ["sync", readOnlySyncTool, syncTool],
    ["async", readOnlyAsyncTool, asyncTool],
  ] as const) {
    const names = POLICY_CASES[kind];
    cases.push(
      { name: names.plain, run: () => plain.execute(readOnly, CALL_INPUT) },
      { name: names.policies, run: () => policed.execute(readOnly, CALL_INPUT) },
      { name: names.approved, run: () => policed.execute(asking, CALL_INPUT) },
    );
  }
  return cases;
}

/** One call of each case, checked: the answer, and approval asked only of the tools that are not read-only. */
export async function verifyPolicyCases(): Promise<void> {
  for (const bench of policyCases()) {
    const before = approvals;
    const result = await (bench.run(undefined) as ReturnType<ToolExecutor["execute"]>);
    if (result.status !== "success" || (result.output as { city?: unknown }).city !== "Oslo") {
      throw new Error(`${bench.name} returned ${result.status}`);
    }
    const asked = approvals - before;
    const expected = bench.name.includes("approve asked") ? 1 : 0;
    if (asked !== expected) throw new Error(`${bench.name} asked approval ${asked} times`);
  }
}
