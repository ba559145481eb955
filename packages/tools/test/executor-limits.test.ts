// Concurrency limits: how many calls run at once, in which order the others start, and what a
// waiter that times out or is aborted leaves behind.
import { afterEach, describe, expect, test, vi } from "vitest";
import { ToolExecutor } from "../src/executor/tool-executor";
import { defineTool } from "../src/tool/define-tool";
import { fakeResolver } from "./fixtures";
import {
  abortListeners,
  activeTimeouts,
  callIn,
  causeOf,
  type Deferred,
  deferred,
  MODES,
  settleMicrotasks,
} from "./policy-fixtures";

/** A tool whose calls each wait for the test to finish them, recording starts and peak. */
function gatedTool(name: string) {
  const gates = new Map<number, Deferred<void>>();
  const started: number[] = [];
  const state = { running: 0, peak: 0 };
  const tool = defineTool({
    name,
    inputSchema: { parameters: [{ name: "n", type: "integer" }] },
    effects: { readOnly: true },
    execute: async ({ n }) => {
      started.push(n);
      state.running++;
      state.peak = Math.max(state.peak, state.running);
      const gate = deferred();
      gates.set(n, gate);
      try {
        await gate.promise;
      } finally {
        state.running--;
      }
      return { n };
    },
  });
  const finish = async (n: number): Promise<void> => {
    gates.get(n)?.resolve();
    await settleMicrotasks();
  };
  return { tool, started, state, finish };
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(MODES)("concurrency limits ($mode mode)", ({ raise }) => {
  test("maxConcurrency: calls over it wait and start in order of arrival", async () => {
    const { tool, started, state, finish } = gatedTool("slow");
    const executor = new ToolExecutor({ maxConcurrency: 2 });
    const calls = [0, 1, 2, 3, 4].map((n) => callIn(raise, executor, tool, { n }));
    await settleMicrotasks();
    expect(started).toEqual([0, 1]);
    await finish(1);
    expect(started).toEqual([0, 1, 2]);
    await finish(0);
    expect(started).toEqual([0, 1, 2, 3]);
    for (const n of [2, 3, 4]) await finish(n);
    const results = await Promise.all(calls);
    expect(results.map((result) => result.output)).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
    expect(state.peak).toBe(2);
  });

  test("toolConcurrency limits each named tool on its own", async () => {
    const a = gatedTool("a");
    const b = gatedTool("b");
    const executor = new ToolExecutor({ toolConcurrency: { a: 1 } });
    const calls = [
      callIn(raise, executor, a.tool, { n: 0 }),
      callIn(raise, executor, a.tool, { n: 1 }),
      callIn(raise, executor, b.tool, { n: 0 }),
      callIn(raise, executor, b.tool, { n: 1 }),
    ];
    await settleMicrotasks();
    expect(a.started).toEqual([0]);
    expect(b.started).toEqual([0, 1]);
    await a.finish(0);
    expect(a.started).toEqual([0, 1]);
    await a.finish(1);
    await b.finish(0);
    await b.finish(1);
    expect((await Promise.all(calls)).every((result) => result.status === "success")).toBe(true);
  });

  test("both limits together: the executor's bounds all tools", async () => {
    const a = gatedTool("a");
    const b = gatedTool("b");
    const executor = new ToolExecutor({ maxConcurrency: 2, toolConcurrency: { a: 1 } });
    const calls = [
      callIn(raise, executor, a.tool, { n: 0 }),
      callIn(raise, executor, a.tool, { n: 1 }),
      callIn(raise, executor, b.tool, { n: 0 }),
      callIn(raise, executor, b.tool, { n: 1 }),
    ];
    await settleMicrotasks();
    // a#1 waits for a's slot without holding one of the executor's, so b#0 runs.
    expect([a.started, b.started]).toEqual([[0], [0]]);
    await b.finish(0);
    expect(b.started).toEqual([0, 1]);
    await a.finish(0);
    expect(a.started).toEqual([0, 1]);
    await a.finish(1);
    await b.finish(1);
    await Promise.all(calls);
    expect(a.state.peak + b.state.peak).toBeLessThanOrEqual(2);
  });

  test("waiting counts toward the call's timeout; the waiter leaves and frees nothing", async () => {
    vi.useFakeTimers();
    const { tool, started, state, finish } = gatedTool("slow");
    const executor = new ToolExecutor({ maxConcurrency: 1 });
    const holder = callIn(raise, executor, tool, { n: 0 });
    const waiter = callIn(raise, executor, tool, { n: 1 }, { timeoutMs: 50 });
    const third = callIn(raise, executor, tool, { n: 2 });
    await vi.advanceTimersByTimeAsync(50);
    const timedOut = await waiter;
    expect(causeOf(timedOut).message).toBe("timed out after 50 ms");
    expect(timedOut.attempts).toBe(0);
    expect(started).toEqual([0]);
    await finish(0);
    expect(started).toEqual([0, 2]);
    await finish(2);
    expect((await holder).status).toBe("success");
    expect((await third).status).toBe("success");
    expect(state.peak).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("an aborted waiter leaves the queue, fails with the reason and frees nothing", async () => {
    const { tool, started, state, finish } = gatedTool("slow");
    const executor = new ToolExecutor({ maxConcurrency: 1 });
    const controller = new AbortController();
    const holder = callIn(raise, executor, tool, { n: 0 });
    const aborted = callIn(raise, executor, tool, { n: 1 }, { signal: controller.signal });
    const third = callIn(raise, executor, tool, { n: 2 });
    const fourth = callIn(raise, executor, tool, { n: 3 });
    await settleMicrotasks();
    const reason = new Error("not needed");
    controller.abort(reason);
    expect((await aborted).error?.cause).toBe(reason);
    expect(abortListeners(controller.signal)).toBe(0);
    // Still one at a time: the aborted waiter released no slot it did not hold.
    expect(started).toEqual([0]);
    await finish(0);
    expect(started).toEqual([0, 2]);
    await finish(2);
    await finish(3);
    await Promise.all([holder, third, fourth]);
    expect(started).toEqual([0, 2, 3]);
    expect(state.peak).toBe(1);
  });

  test("a slot is held through credentials and freed after a failure", async () => {
    const names: string[] = [];
    const resolver = fakeResolver({ key: "v" });
    const tool = defineTool({
      name: "keyed",
      credentialNames: ["key"],
      execute: async () => {
        names.push("run");
        throw new Error("broken");
      },
    });
    const executor = new ToolExecutor({ maxConcurrency: 1, credentials: resolver });
    const results = await Promise.all([1, 2, 3].map(() => callIn(raise, executor, tool, {})));
    expect(results.map((result) => result.status)).toEqual(["failure", "failure", "failure"]);
    expect(resolver.calls).toHaveLength(3);
    expect(names).toEqual(["run", "run", "run"]);
  });
});

describe("concurrency options", () => {
  test.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "2"])(
    "maxConcurrency %s is a RangeError",
    (value) => {
      expect(() => new ToolExecutor({ maxConcurrency: value as number })).toThrow(RangeError);
    },
  );

  test("a toolConcurrency value that is not a positive integer is a RangeError naming it", () => {
    expect(() => new ToolExecutor({ toolConcurrency: { fetch: 0 } })).toThrow(
      new RangeError("toolConcurrency['fetch'] must be a positive integer, got 0."),
    );
    expect(() => new ToolExecutor({ toolConcurrency: "x" as never })).toThrow(TypeError);
    expect(() => new ToolExecutor({ maxConcurrency: 0 })).toThrow(
      new RangeError("maxConcurrency must be a positive integer, got 0."),
    );
  });

  test("no timer is left behind by calls that waited", async () => {
    const before = activeTimeouts();
    const { tool, finish } = gatedTool("slow");
    const executor = new ToolExecutor({ maxConcurrency: 1, timeoutMs: 60_000 });
    const calls = [0, 1, 2].map((n) => executor.execute(tool, { n }));
    await settleMicrotasks();
    for (const n of [0, 1, 2]) await finish(n);
    await Promise.all(calls);
    expect(activeTimeouts()).toBe(before);
  });
});
