// The policy path has a fast path (the executor's retry, no timer, no signal, no credentials,
// free slots: everything in place, the first attempt's promise awaited by runToolCall itself)
// and the general one. The same calls through each must give the same results and events,
// and leave every slot free.
import { describe, expect, test } from "vitest";
import type { ExecuteOptions } from "../src/executor/tool-executor";
import { ToolExecutor } from "../src/executor/tool-executor";
import type { ToolResult } from "../src/executor/tool-result";
import { defineTool } from "../src/tool/define-tool";
import type { AnyTool } from "../src/tool/tool";
import { fakeResolver, recordEvents } from "./fixtures";
import { callIn, type Deferred, deferred, MODES, settleMicrotasks } from "./policy-fixtures";

type Step = "ok" | "ok-async" | "throw" | "reject" | "retryable" | "retryable-async" | "bad-output";

interface Scenario {
  readonly name: string;
  /** What attempt n (from 1) does; attempts past the list succeed. */
  readonly steps: readonly Step[];
  readonly readOnly?: boolean;
  readonly idempotent?: boolean;
  readonly answer?: boolean | Promise<boolean>;
  readonly inputs?: unknown;
}

const SCENARIOS: readonly Scenario[] = [
  { name: "a sync success", steps: ["ok"] },
  { name: "an async success", steps: ["ok-async"] },
  { name: "a sync throw", steps: ["throw"] },
  { name: "an async rejection", steps: ["reject"] },
  { name: "sync retryable throws, then a success", steps: ["retryable", "retryable", "ok"] },
  {
    name: "async retryable rejections, then a success",
    steps: ["retryable-async", "retryable-async", "ok-async"],
  },
  { name: "a sync retryable throw, then an async success", steps: ["retryable", "ok-async"] },
  { name: "an async retryable rejection, then a sync success", steps: ["retryable-async", "ok"] },
  {
    name: "retryable throws until the attempts run out",
    steps: ["retryable", "retryable", "retryable"],
  },
  {
    name: "retryable rejections until the attempts run out",
    steps: ["retryable-async", "retryable-async", "retryable-async"],
  },
  { name: "a retryable rejection, then one that is not", steps: ["retryable-async", "reject"] },
  { name: "an output the schema refuses", steps: ["bad-output"] },
  {
    name: "a retryable throw of a tool that is not idempotent",
    steps: ["retryable"],
    readOnly: false,
    idempotent: false,
  },
  { name: "invalid inputs", steps: ["ok"], inputs: { n: "one" } },
  { name: "a tool that asks approval, granted", steps: ["ok-async"], readOnly: false },
  {
    name: "a tool that asks approval, granted later",
    steps: ["ok"],
    readOnly: false,
    answer: Promise.resolve(true),
  },
  { name: "a tool that asks approval, refused", steps: ["ok"], readOnly: false, answer: false },
];

function retryable(message: string): Error {
  return Object.assign(new Error(message), { retryable: true });
}

/** The scenario's tool, named `subject`; `runs` counts its attempts. */
function subjectFor(scenario: Scenario, credentialNames: readonly string[] = []) {
  const state = { runs: 0 };
  const readOnly = scenario.readOnly ?? true;
  const tool = defineTool({
    name: "subject",
    inputSchema: { parameters: [{ name: "n", type: "integer", required: false, default: 1 }] },
    outputSchema: { parameters: [{ name: "run", type: "integer" }] },
    effects: readOnly ? { readOnly: true } : { idempotent: scenario.idempotent ?? true },
    credentialNames,
    execute: (): { run: number } | Promise<{ run: number }> => {
      state.runs++;
      const step = scenario.steps[state.runs - 1] ?? "ok";
      const run = state.runs;
      switch (step) {
        case "ok":
          return { run };
        case "ok-async":
          return Promise.resolve({ run });
        case "throw":
          throw new Error(`run ${run} failed`);
        case "reject":
          return Promise.reject(new Error(`run ${run} failed`));
        case "retryable":
          throw retryable(`run ${run} failed, try again`);
        case "retryable-async":
          return Promise.reject(retryable(`run ${run} failed, try again`));
        case "bad-output":
          return { run: `${run}` } as never;
      }
    },
  });
  return { tool, state };
}

const blocker = defineTool({
  name: "blocker",
  effects: { readOnly: true },
  execute: (_inputs, _credentials, context) => gates.get(context.callId)?.promise,
});
const gates = new Map<string, Deferred<void>>();

interface Path {
  readonly name: string;
  readonly options: ExecuteOptions;
  readonly credentials?: boolean;
  /** Another call holds the executor's one slot until this call waits for it. */
  readonly waits?: boolean;
}

const RETRY = { attempts: 3, delayMs: 0 } as const;
const PATHS: readonly Path[] = [
  { name: "fast path", options: {} },
  { name: "with a caller signal", options: { signal: new AbortController().signal } },
  { name: "with a timeout", options: { timeoutMs: 60_000 } },
  { name: "with the call's own retry", options: { retry: RETRY } },
  { name: "with credentials", options: {}, credentials: true },
  { name: "after waiting for a slot", options: {}, waits: true },
];

/** What must be the same on every path: the result and the events, without times. */
function observed(
  result: ToolResult,
  events: [string, unknown][],
  approvals: number,
  runs: number,
) {
  const error = result.error as (Error & { cause?: unknown }) | undefined;
  const cause = error?.cause as Error | undefined;
  return {
    status: result.status,
    output: result.output,
    attempts: result.attempts,
    error: error && { name: error.name, message: error.message, cause: cause?.message },
    events: events.map(([name, event]) => {
      const {
        toolName,
        callId,
        result: ended,
      } = event as {
        toolName: string;
        callId: string;
        result?: ToolResult;
      };
      return [name, toolName, callId, ended?.status, ended?.attempts];
    }),
    approvals,
    runs,
  };
}

async function runOn(path: Path, scenario: Scenario, raise: boolean) {
  let approvals = 0;
  const executor = new ToolExecutor({
    approve: () => {
      approvals++;
      return scenario.answer ?? true;
    },
    maxConcurrency: 1,
    toolConcurrency: { subject: 1 },
    retry: RETRY,
    ...(path.credentials === true ? { credentials: fakeResolver({ key: "v" }) } : {}),
  });
  const { tool, state } = subjectFor(scenario, path.credentials === true ? ["key"] : []);
  let held: Promise<unknown> | undefined;
  if (path.waits === true) {
    gates.set("hold", deferred());
    held = executor.execute(blocker, {}, { callId: "hold" });
  }
  const events = recordEvents(executor);
  const pending = callIn(raise, executor, tool as AnyTool, scenario.inputs ?? {}, {
    ...path.options,
    callId: "the-call",
  });
  gates.get("hold")?.resolve();
  await held;
  const result = await pending;
  // Every slot was given back: a call of the same tool name starts before execute returns.
  let started = false;
  const probed = executor.execute(
    defineTool({
      name: "subject",
      effects: { readOnly: true },
      execute: () => {
        started = true;
        return {};
      },
    }),
    {},
  );
  expect(started).toBe(true);
  await probed;
  return observed(
    result,
    events.filter(([, event]) => (event as { callId: string }).callId === "the-call"),
    approvals,
    state.runs,
  );
}

describe.each(MODES)("the fast path and the general path agree ($mode mode)", ({ raise }) => {
  test.each(SCENARIOS)("$name", async (scenario) => {
    const expected = await runOn(PATHS[0] as Path, scenario, raise);
    // The fast path itself did what the scenario says.
    expect(expected.events.map(([name]) => name)).toEqual([
      "tool.execution.started",
      expected.status === "success" ? "tool.execution.completed" : "tool.execution.failed",
    ]);
    for (const path of PATHS.slice(1)) {
      expect({ path: path.name, ...(await runOn(path, scenario, raise)) }).toEqual({
        path: path.name,
        ...expected,
      });
    }
  });

  test("the outcomes the fast path gives, spelled out", async () => {
    const byName = new Map(
      await Promise.all(
        SCENARIOS.map(
          async (scenario) =>
            [scenario.name, await runOn(PATHS[0] as Path, scenario, raise)] as const,
        ),
      ),
    );
    expect(byName.get("sync retryable throws, then a success")).toMatchObject({
      status: "success",
      output: { run: 3 },
      attempts: 3,
      runs: 3,
    });
    expect(byName.get("retryable rejections until the attempts run out")).toMatchObject({
      status: "failure",
      attempts: 3,
      error: { cause: "run 3 failed, try again" },
    });
    expect(byName.get("a retryable rejection, then one that is not")).toMatchObject({
      attempts: 2,
      error: { message: "Tool 'subject' execution failed: run 2 failed" },
    });
    expect(byName.get("a retryable throw of a tool that is not idempotent")).toMatchObject({
      attempts: 1,
      approvals: 1,
    });
    expect(byName.get("a tool that asks approval, refused")).toMatchObject({
      attempts: 0,
      runs: 0,
      approvals: 1,
      error: { cause: "Tool 'subject' call was not approved." },
    });
    expect(byName.get("invalid inputs")).toMatchObject({ attempts: 0, runs: 0, approvals: 0 });
    expect(byName.get("an async success")).toMatchObject({ approvals: 0, attempts: 1 });
  });
});

test("calls on the fast path of one tool share nothing but its slots", async () => {
  const executor = new ToolExecutor({
    maxConcurrency: 3,
    toolConcurrency: { subject: 2 },
    retry: RETRY,
  });
  const started: number[] = [];
  const release = [deferred(), deferred(), deferred()];
  const tool = defineTool({
    name: "subject",
    inputSchema: { parameters: [{ name: "n", type: "integer" }] },
    effects: { readOnly: true },
    execute: async ({ n }) => {
      started.push(n);
      await release[n]?.promise;
      if (n === 0) throw retryable("again");
      return { n };
    },
  });
  const calls = [0, 1, 2].map((n) => executor.execute(tool, { n }, { raiseOnFailure: false }));
  // The tool's limit is 2: the third call waits, and starts once the second has ended.
  expect(started).toEqual([0, 1]);
  release[1]?.resolve();
  await calls[1];
  await settleMicrotasks();
  expect(started).toEqual([0, 1, 2]);
  release[2]?.resolve();
  release[0]?.resolve();
  const [first, , third] = await Promise.all(calls);
  // The first call's rejections were retried on its own inputs, holding its slot throughout.
  expect(first?.attempts).toBe(3);
  expect(started).toEqual([0, 1, 2, 0, 0]);
  expect(third?.output).toEqual({ n: 2 });
  // Both slots of the tool are free again: two more calls start at once.
  const more = [3, 4].map((n) => executor.execute(tool, { n }, { raiseOnFailure: false }));
  expect(started).toEqual([0, 1, 2, 0, 0, 3, 4]);
  release.push(deferred(), deferred());
  release[3]?.resolve();
  release[4]?.resolve();
  expect((await Promise.all(more)).map((result) => result.output)).toEqual([{ n: 3 }, { n: 4 }]);
});

test("an interceptor that runs a call twice at once: each run holds and gives back its own slot", async () => {
  const executor = new ToolExecutor({ maxConcurrency: 1, retry: RETRY });
  const runs: number[] = [];
  const tool = defineTool({
    name: "subject",
    effects: { readOnly: true },
    execute: async () => {
      runs.push(runs.length + 1);
      if (runs.length === 1) throw retryable("the first run fails once");
      return { run: runs.length };
    },
  });
  const results: ToolResult[] = [];
  const undo = executor.use(async (_call, next) => {
    // The first run takes the one slot on the fast path; the second waits for it.
    results.push(...(await Promise.all([next(), next()])));
    return results[1] as ToolResult;
  });
  const result = await executor.execute(tool, {});
  undo();
  expect(result.status).toBe("success");
  expect(results.map((each) => each.output)).toEqual([{ run: 2 }, { run: 3 }]);
  // The first run's rejection was retried while it held the slot; the second ran after it.
  expect(runs).toEqual([1, 2, 3]);
  // The slot was given back once per run: one call starts at once, the next waits for it.
  const started: string[] = [];
  const probe = defineTool({
    name: "subject",
    effects: { readOnly: true },
    execute: async (_inputs, _credentials, context) => {
      started.push(context.callId);
      return {};
    },
  });
  const probes = [
    executor.execute(probe, {}, { callId: "a" }),
    executor.execute(probe, {}, { callId: "b" }),
  ];
  expect(started).toEqual(["a"]);
  await Promise.all(probes);
  expect(started).toEqual(["a", "b"]);
});
