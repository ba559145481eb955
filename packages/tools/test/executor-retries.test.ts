// Retries: which tools and failures are retried, the delays between attempts, what bounds
// them, and the order of a call with every policy.
import { afterEach, describe, expect, test, vi } from "vitest";
import { ToolExecutionError } from "../src/errors/tool-execution-error";
import { ToolValidationError } from "../src/errors/tool-validation-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import { defineTool } from "../src/tool/define-tool";
import type { ToolEffects } from "../src/tool/tool-effects";
import { fakeResolver, never, recordEvents } from "./fixtures";
import {
  abortListeners,
  activeTimeouts,
  callIn,
  causeOf,
  MODES,
  settleMicrotasks,
} from "./policy-fixtures";

function retryable(message: string): Error {
  return Object.assign(new Error(message), { retryable: true });
}

/** A tool whose nth run (from 1) does `plan[n - 1]`: throw a value, hang, or succeed. */
function flaky(
  plan: readonly (unknown | "hang" | "ok")[],
  effects: Partial<ToolEffects> = { idempotent: true },
) {
  const signals: AbortSignal[] = [];
  const tool = defineTool({
    name: "flaky",
    inputSchema: { parameters: [{ name: "n", type: "integer", required: false, default: 0 }] },
    effects,
    execute: (_inputs, _credentials, context) => {
      signals.push(context.signal);
      const step = signals.length <= plan.length ? plan[signals.length - 1] : "ok";
      if (step === "ok") return { run: signals.length };
      if (step === "hang") return never();
      throw step;
    },
  });
  return { tool, signals };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe.each(MODES)("retries ($mode mode)", ({ raise }) => {
  test("a thrown value marked retryable is retried; one started and one completed event", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const { tool, signals } = flaky([retryable("a"), retryable("b"), "ok"]);
    const executor = new ToolExecutor({ retry: { attempts: 3 } });
    const events = recordEvents(executor);
    const result = await callIn(raise, executor, tool, {});
    expect(result.output).toEqual({ run: 3 });
    expect(result.attempts).toBe(3);
    expect(signals).toHaveLength(3);
    expect(events.map(([name]) => name)).toEqual([
      "tool.execution.started",
      "tool.execution.completed",
    ]);
  });

  test("an async tool's retryable rejection is retried too, with credentials resolved once", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const resolver = fakeResolver({ key: "v" });
    let runs = 0;
    const tool = defineTool({
      name: "async_flaky",
      effects: { idempotent: true },
      credentialNames: ["key"],
      execute: async (_inputs, credentials) => {
        runs++;
        if (runs < 3) throw retryable(`run ${runs}`);
        return { key: credentials.key === "v" };
      },
    });
    const executor = new ToolExecutor({ retry: { attempts: 3 }, credentials: resolver });
    const result = await callIn(raise, executor, tool, {});
    expect(result.attempts).toBe(3);
    expect(resolver.calls).toHaveLength(1);
  });

  test("a read-only tool is retried too", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const { tool } = flaky([retryable("a")], { readOnly: true });
    const result = await callIn(raise, new ToolExecutor({ retry: { attempts: 2 } }), tool, {});
    expect(result.attempts).toBe(2);
  });

  test("a tool that is not idempotent is never retried", async () => {
    const { tool, signals } = flaky([retryable("a")], {});
    const result = await callIn(raise, new ToolExecutor({ retry: { attempts: 5 } }), tool, {});
    expect(result.error).toBeInstanceOf(ToolExecutionError);
    expect(causeOf(result).message).toBe("a");
    expect(result.attempts).toBe(1);
    expect(signals).toHaveLength(1);
  });

  test.each([
    ["an Error", new Error("plain")],
    ["retryable: 'yes'", Object.assign(new Error("x"), { retryable: "yes" })],
    ["a string", "text"],
    ["null", null],
  ])("a thrown value not marked retryable (%s) is not retried", async (_label, thrown) => {
    const { tool, signals } = flaky([thrown]);
    const result = await callIn(raise, new ToolExecutor({ retry: { attempts: 3 } }), tool, {});
    expect(result.error?.cause).toBe(thrown);
    expect(signals).toHaveLength(1);
  });

  test("after the last attempt the cause is what the last attempt threw", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const last = retryable("third");
    const { tool } = flaky([retryable("first"), retryable("second"), last, "ok"]);
    const result = await callIn(raise, new ToolExecutor({ retry: { attempts: 3 } }), tool, {});
    expect(result.error?.cause).toBe(last);
    expect(result.attempts).toBe(3);
  });

  test("an attempt that reaches attemptTimeoutMs is aborted and retried", async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(0);
    const { tool, signals } = flaky(["hang", "ok"]);
    const executor = new ToolExecutor({ retry: { attempts: 2, attemptTimeoutMs: 20 } });
    const pending = callIn(raise, executor, tool, {});
    await vi.runAllTimersAsync();
    const result = await pending;
    expect(result.output).toEqual({ run: 2 });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("the last attempt's timeout is the cause once attempts run out", async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(0);
    const { tool } = flaky(["hang", "hang"]);
    const executor = new ToolExecutor({ retry: { attempts: 2, attemptTimeoutMs: 20 } });
    const pending = callIn(raise, executor, tool, {});
    await vi.runAllTimersAsync();
    const result = await pending;
    expect(causeOf(result).name).toBe("TimeoutError");
    expect(result.attempts).toBe(2);
  });

  test("the call's own timeout is never retried", async () => {
    vi.useFakeTimers();
    const { tool, signals } = flaky(["hang", "ok"]);
    const executor = new ToolExecutor({ timeoutMs: 30, retry: { attempts: 5 } });
    const pending = callIn(raise, executor, tool, {});
    await vi.advanceTimersByTimeAsync(30);
    const result = await pending;
    expect(causeOf(result).message).toBe("timed out after 30 ms");
    expect(signals).toHaveLength(1);
  });

  test("timeoutMs covers every attempt and the delays between them", async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    const { tool, signals } = flaky(["hang", "hang", "hang", "hang", "hang"]);
    const executor = new ToolExecutor({
      timeoutMs: 100,
      retry: { attempts: 5, attemptTimeoutMs: 30, delayMs: 20 },
    });
    const pending = callIn(raise, executor, tool, {});
    // Attempt 1 ends at 30, waits 10; attempt 2 ends at 70, waits 20; attempt 3 from 90.
    await vi.advanceTimersByTimeAsync(100);
    const result = await pending;
    expect(causeOf(result).message).toBe("timed out after 100 ms");
    expect(signals).toHaveLength(3);
    expect(result.attempts).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("the delay before attempt n+1 is random in [0, min(maxDelayMs, delayMs * 2^(n-1))]", async () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, "random").mockReturnValue(0.5);
    const failures = [1, 2, 3, 4].map((n) => retryable(`failure ${n}`));
    const { tool, signals } = flaky([...failures, "ok"]);
    const executor = new ToolExecutor({
      retry: { attempts: 5, delayMs: 100, maxDelayMs: 300 },
    });
    const pending = callIn(raise, executor, tool, {});
    await settleMicrotasks();
    // Bounds 100, 200, 400 -> 300, 800 -> 300; half of each with random() = 0.5.
    for (const wait of [50, 100, 150, 150]) {
      const before = signals.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(signals).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(signals).toHaveLength(before + 1);
    }
    expect((await pending).attempts).toBe(5);
    expect(random).toHaveBeenCalledTimes(4);
  });

  test("the defaults are 100 ms and 5000 ms", async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(0.999999);
    const failures = Array.from({ length: 8 }, (_, n) => retryable(`f${n}`));
    const { tool, signals } = flaky([...failures, "ok"]);
    const pending = callIn(raise, new ToolExecutor({ retry: { attempts: 9 } }), tool, {});
    await settleMicrotasks();
    // Bounds: 100, 200, 400, 800, 1600, 3200, then 5000 (not 6400), 5000.
    await vi.advanceTimersByTimeAsync(100 + 200 + 400 + 800 + 1600 + 3200 + 5000 + 5000);
    expect(signals).toHaveLength(9);
    expect((await pending).attempts).toBe(9);
  });

  test("an abort during the delay fails the call with the reason and leaves nothing behind", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    const before = activeTimeouts();
    const controller = new AbortController();
    const { tool, signals } = flaky([retryable("a"), "ok"]);
    const executor = new ToolExecutor({ retry: { attempts: 2, delayMs: 60_000 } });
    const pending = callIn(raise, executor, tool, {}, { signal: controller.signal });
    await settleMicrotasks();
    expect(activeTimeouts()).toBe(before + 1);
    const reason = new Error("stop");
    controller.abort(reason);
    const result = await pending;
    expect(result.error?.cause).toBe(reason);
    expect(signals).toHaveLength(1);
    expect(activeTimeouts()).toBe(before);
    expect(abortListeners(controller.signal)).toBe(0);
  });

  test("never after a validation failure or a credential failure", async () => {
    const { tool, signals } = flaky([retryable("a")]);
    const executor = new ToolExecutor({ retry: { attempts: 3 } });
    const invalid = await callIn(raise, executor, tool, { n: "x" });
    expect(invalid.error).toBeInstanceOf(ToolValidationError);
    expect(invalid.attempts).toBe(0);
    const resolver = fakeResolver({});
    const keyed = defineTool({
      name: "keyed",
      effects: { idempotent: true },
      credentialNames: ["missing"],
      execute: () => ({}),
    });
    const withResolver = new ToolExecutor({ retry: { attempts: 3 }, credentials: resolver });
    const failed = await callIn(raise, withResolver, keyed, {});
    expect(causeOf(failed).message).toBe("not found: missing");
    expect(failed.attempts).toBe(0);
    expect(resolver.calls).toHaveLength(1);
    expect(signals).toHaveLength(0);
  });

  test("a call's retry replaces the executor's", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const { tool, signals } = flaky([retryable("a"), retryable("b"), "ok"]);
    const executor = new ToolExecutor({ retry: { attempts: 3 } });
    const once = await callIn(raise, executor, tool, {}, { retry: { attempts: 1 } });
    expect(once.attempts).toBe(1);
    const plain = new ToolExecutor();
    const again = await callIn(raise, plain, tool, {}, { retry: { attempts: 2 } });
    expect(again.output).toEqual({ run: 3 });
    expect(signals).toHaveLength(3);
  });

  test("a call without retries reports one attempt", async () => {
    const { tool } = flaky(["ok"]);
    expect((await callIn(raise, new ToolExecutor(), tool, {})).attempts).toBe(1);
    expect((await callIn(raise, new ToolExecutor({ timeoutMs: 1000 }), tool, {})).attempts).toBe(1);
  });
});

describe("retry options", () => {
  test.each([
    [{ attempts: 0 }, "retry.attempts must be a positive integer, got 0."],
    [{ attempts: 2.5 }, "retry.attempts must be a positive integer, got 2.5."],
    [
      { attempts: 2, delayMs: -1 },
      "retry.delayMs must be a finite number of milliseconds, not negative, got -1.",
    ],
    [
      { attempts: 2, maxDelayMs: Number.POSITIVE_INFINITY },
      "retry.maxDelayMs must be a finite number of milliseconds, not negative, got Infinity.",
    ],
    [
      { attempts: 2, attemptTimeoutMs: 0 },
      "retry.attemptTimeoutMs must be a positive finite number of milliseconds or undefined, got 0.",
    ],
  ])(
    "%o is a RangeError in the constructor and per call, before anything runs",
    async (retry, message) => {
      expect(() => new ToolExecutor({ retry })).toThrow(new RangeError(message));
      const { tool, signals } = flaky(["ok"]);
      const executor = new ToolExecutor();
      const events = recordEvents(executor);
      for (const raiseOnFailure of [true, false]) {
        await expect(executor.execute(tool, {}, { retry, raiseOnFailure })).rejects.toThrow(
          new RangeError(message),
        );
      }
      expect(events).toEqual([]);
      expect(signals).toHaveLength(0);
    },
  );

  test("a retry that is not an object is a TypeError", () => {
    expect(() => new ToolExecutor({ retry: 3 as never })).toThrow(TypeError);
    expect(() => new ToolExecutor({ approve: true as never })).toThrow(TypeError);
  });
});

describe.each(MODES)("the order of a call with every policy ($mode mode)", ({ raise }) => {
  test("started, validation, approval, slot, credentials, attempts, output, completed", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const steps: string[] = [];
    const tool = defineTool({
      name: "ordered",
      inputSchema: { parameters: [{ name: "n", type: "integer" }] },
      outputSchema: { parameters: [{ name: "n", type: "integer" }] },
      effects: { idempotent: true },
      credentialNames: ["key"],
      execute: ({ n }) => {
        steps.push("attempt");
        if (steps.filter((step) => step === "attempt").length === 1) throw retryable("again");
        return { n };
      },
    });
    const executor = new ToolExecutor({
      approve: () => {
        steps.push("approve");
        return true;
      },
      maxConcurrency: 1,
      toolConcurrency: { ordered: 1 },
      retry: { attempts: 2 },
      credentials: {
        resolve: async () => {
          steps.push("credentials");
          return { key: "v" };
        },
      },
    });
    executor.on("tool.execution.started", () => steps.push("started"));
    executor.on("tool.execution.completed", () => steps.push("completed"));
    const result = await callIn(raise, executor, tool, { n: 1 });
    expect(result.output).toEqual({ n: 1 });
    expect(steps).toEqual(["started", "approve", "credentials", "attempt", "attempt", "completed"]);
  });

  test("approval is asked before waiting for a slot", async () => {
    let release: () => void = () => {};
    const hold = defineTool({
      name: "hold",
      execute: () => new Promise<object>((resolve) => (release = () => resolve({}))),
    });
    const approve = vi.fn(() => true);
    const executor = new ToolExecutor({ approve, maxConcurrency: 1 });
    const first = callIn(raise, executor, hold, {});
    const second = callIn(raise, executor, hold, {});
    await settleMicrotasks();
    expect(approve).toHaveBeenCalledTimes(2);
    release();
    await settleMicrotasks();
    release();
    await Promise.all([first, second]);
  });
});
