// Timeouts and the caller's abort signal: what fails, with which cause, and what is left behind.
import { execFile } from "node:child_process";
import { getEventListeners } from "node:events";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ToolExecutionError } from "../src/errors/tool-execution-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import type { ToolResult } from "../src/executor/tool-result";
import { defineTool } from "../src/tool/define-tool";
import { fakeResolver, never, recordEvents, toolRunning } from "./fixtures";

const inputs = { city: "Oslo" };

function activeTimeouts(): number {
  return process.getActiveResourcesInfo().filter((name) => name === "Timeout").length;
}

describe("timeouts", () => {
  test("a tool that ignores the signal still settles, and its signal aborted with the cause", async () => {
    let signal: AbortSignal | undefined;
    const tool = toolRunning((_inputs, context) => {
      signal = context.signal;
      return never();
    });
    const result = await new ToolExecutor({ timeoutMs: 10 }).execute(tool, inputs, {
      raiseOnFailure: false,
    });
    const cause = result.error?.cause as Error;
    expect(cause.name).toBe("TimeoutError");
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toBe(cause);
    // The cause gives the limit; only the error around it names the tool.
    expect(cause.message).toBe("timed out after 10 ms");
    expect(result.error?.message).toBe("Tool 'probe' execution failed: timed out after 10 ms");
  });

  test("a per-call timeout wins over the executor's, shorter or longer", async () => {
    const slow = toolRunning(() => new Promise((resolve) => setTimeout(resolve, 40, { done: 1 })));
    const executor = new ToolExecutor({ timeoutMs: 5 });
    const longer = await executor.execute(slow, inputs, { timeoutMs: 60_000 });
    expect(longer.output).toEqual({ done: 1 });
    const shorter = await new ToolExecutor({ timeoutMs: 60_000 }).execute(slow, inputs, {
      timeoutMs: 5,
      raiseOnFailure: false,
    });
    expect(((shorter.error as Error).cause as Error).message).toBe("timed out after 5 ms");
  });

  test("no timer is left once a call settles, success or failure", async () => {
    const before = activeTimeouts();
    const executor = new ToolExecutor({ timeoutMs: 600_000 });
    await executor.execute(
      toolRunning(async () => ({})),
      inputs,
    );
    await executor.execute(
      toolRunning(() => Promise.reject(new Error("x"))),
      inputs,
      {
        raiseOnFailure: false,
      },
    );
    await executor.execute(
      toolRunning(() => ({})),
      inputs,
    );
    expect(activeTimeouts()).toBe(before);
  });

  describe("longer than one timer holds (2^31-1 ms)", () => {
    const long = [2 ** 31, Number.MAX_VALUE];
    // Takes a little real time, so a timer that fires after 1 ms would fail the call.
    const brief = toolRunning(() => new Promise((resolve) => setTimeout(resolve, 20, { done: 1 })));

    test.each(long)("a per-call timeoutMs of %d never fires early", async (timeoutMs) => {
      const result = await new ToolExecutor().execute(brief, inputs, { timeoutMs });
      expect(result.output).toEqual({ done: 1 });
    });

    test.each(long)("an executor-wide timeoutMs of %d never fires early", async (timeoutMs) => {
      const result = await new ToolExecutor({ timeoutMs }).execute(brief, inputs);
      expect(result.output).toEqual({ done: 1 });
    });

    describe("with fake timers", () => {
      beforeEach(() => {
        // Like Node.js, these fire a delay over 2^31-1 ms after 1 ms.
        vi.useFakeTimers();
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      test("2^31 + 1000 ms has not fired at 2^31-1 ms nor 2^31 ms, and has at 2^31 + 1000 ms", async () => {
        let signal: AbortSignal | undefined;
        const tool = toolRunning((_inputs, context) => {
          signal = context.signal;
          return never();
        });
        let settled: ToolResult | undefined;
        void new ToolExecutor()
          .execute(tool, inputs, { timeoutMs: 2 ** 31 + 1000, raiseOnFailure: false })
          .then((result) => {
            settled = result;
          });
        await vi.advanceTimersByTimeAsync(2 ** 31 - 1);
        expect(settled).toBeUndefined();
        expect(signal?.aborted).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(settled).toBeUndefined();
        expect(signal?.aborted).toBe(false);
        await vi.advanceTimersByTimeAsync(999);
        expect(settled).toBeUndefined();
        await vi.advanceTimersByTimeAsync(1);
        expect(settled?.error?.message).toBe(
          "Tool 'probe' execution failed: timed out after 2147484648 ms",
        );
        expect((settled?.error?.cause as Error | undefined)?.name).toBe("TimeoutError");
        expect(vi.getTimerCount()).toBe(0);
      });

      test.each(
        long.flatMap((timeoutMs) => [
          { timeoutMs, where: "per call" },
          { timeoutMs, where: "executor-wide" },
        ]),
      )(
        "$where, $timeoutMs ms: the call succeeds and leaves no timer",
        async ({ timeoutMs, where }) => {
          const executor = new ToolExecutor(where === "executor-wide" ? { timeoutMs } : {});
          const pending = executor.execute(
            brief,
            inputs,
            where === "per call" ? { timeoutMs } : {},
          );
          await vi.advanceTimersByTimeAsync(20);
          expect((await pending).output).toEqual({ done: 1 });
          expect(vi.getTimerCount()).toBe(0);
        },
      );

      test("a call that ends between steps leaves no timer", async () => {
        let finish: (value: object) => void = () => {};
        const tool = toolRunning(() => new Promise((resolve) => (finish = resolve)));
        const pending = new ToolExecutor({ timeoutMs: Number.MAX_VALUE }).execute(tool, inputs);
        await vi.advanceTimersByTimeAsync(3 * (2 ** 31 - 1));
        expect(vi.getTimerCount()).toBe(1);
        finish({ done: 1 });
        expect((await pending).output).toEqual({ done: 1 });
        expect(vi.getTimerCount()).toBe(0);
      });
    });
  });

  test("the timeout covers credential resolution, and the manager gets the call's signal", async () => {
    let managerSignal: AbortSignal | undefined;
    const executor = new ToolExecutor({
      timeoutMs: 10,
      credentials: {
        resolve: (_names, options) => {
          managerSignal = options?.signal;
          return never();
        },
      },
    });
    let ran = false;
    const tool = defineTool({
      name: "keyed",
      credentialNames: ["api-key"],
      execute: () => {
        ran = true;
        return {};
      },
    });
    const error = await executor.execute(tool, {}).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ToolExecutionError);
    expect(((error as Error).cause as Error).name).toBe("TimeoutError");
    expect(managerSignal?.aborted).toBe(true);
    expect(ran).toBe(false);
  });

  test("a late rejection of an abandoned tool never goes unhandled", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => {
      unhandled.push(reason);
    };
    process.on("unhandledRejection", onUnhandled);
    try {
      const late = toolRunning(
        () => new Promise((_resolve, reject) => setTimeout(reject, 30, new Error("late"))),
      );
      await new ToolExecutor({ timeoutMs: 5 }).execute(late, inputs, { raiseOnFailure: false });
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  test("a process that ran calls with long timeouts exits as soon as they settle", async () => {
    const script = fileURLToPath(new URL("./scripts/calls-with-timeouts.ts", import.meta.url));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--conditions=@kit/source", "--import", "tsx", script],
      // Killed if it lingers: a timer left behind would keep it alive for ten minutes.
      {
        cwd: fileURLToPath(new URL("..", import.meta.url)),
        timeout: 50_000,
        killSignal: "SIGKILL",
      },
    );
    expect(JSON.parse(stdout)).toEqual({
      statuses: ["success", "success", "failure", "success", "success", "success"],
      timers: 0,
    });
  }, 60_000);
});

describe("the caller's signal", () => {
  test("an abort mid-run fails the call with the signal's reason as the cause", async () => {
    const controller = new AbortController();
    const reason = { why: "user cancelled" };
    const tool = toolRunning(() => {
      queueMicrotask(() => controller.abort(reason));
      return never();
    });
    const executor = new ToolExecutor();
    const error = await executor
      .execute(tool, inputs, { signal: controller.signal })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ToolExecutionError);
    expect((error as Error).cause).toBe(reason);
  });

  test("an abort also reaches the tool through a timeout's signal", async () => {
    const controller = new AbortController();
    let signal: AbortSignal | undefined;
    const tool = toolRunning((_inputs, context) => {
      signal = context.signal;
      setTimeout(() => controller.abort("stop"), 1);
      return never();
    });
    const result = await new ToolExecutor({ timeoutMs: 60_000 }).execute(tool, inputs, {
      signal: controller.signal,
      raiseOnFailure: false,
    });
    expect(result.error?.cause).toBe("stop");
    expect(signal?.reason).toBe("stop");
  });

  test("a signal aborted before execute fails the call without running the tool", async () => {
    for (const timeoutMs of [undefined, 1_000]) {
      let ran = false;
      const tool = toolRunning(() => {
        ran = true;
        return {};
      });
      const executor = new ToolExecutor();
      const events = recordEvents(executor);
      const signal = AbortSignal.abort("too late");
      const result = await executor.execute(tool, inputs, {
        signal,
        timeoutMs,
        raiseOnFailure: false,
      });
      expect(result.error).toBeInstanceOf(ToolExecutionError);
      expect(result.error?.cause).toBe("too late");
      expect(ran).toBe(false);
      expect(events.map(([name]) => name)).toEqual([
        "tool.execution.started",
        "tool.execution.failed",
      ]);
      await expect(executor.execute(tool, inputs, { signal, timeoutMs })).rejects.toBeInstanceOf(
        ToolExecutionError,
      );
    }
  });

  test("an abort during credential resolution stops the call; the manager sees the signal", async () => {
    const controller = new AbortController();
    const resolver = {
      signal: undefined as AbortSignal | undefined,
      resolve(_names: readonly string[], options?: { signal?: AbortSignal }) {
        this.signal = options?.signal;
        queueMicrotask(() => controller.abort("cancelled"));
        return never();
      },
    };
    const tool = defineTool({ name: "keyed", credentialNames: ["k"], execute: () => ({}) });
    const result = await new ToolExecutor({ credentials: resolver }).execute(
      tool,
      {},
      { signal: controller.signal, raiseOnFailure: false },
    );
    expect(result.error?.cause).toBe("cancelled");
    expect(resolver.signal).toBe(controller.signal);
  });

  test("no listener stays on a long-lived caller signal", async () => {
    const controller = new AbortController();
    const { signal } = controller;
    const resolver = fakeResolver({ k: "v" });
    const executor = new ToolExecutor({ credentials: resolver });
    const keyed = defineTool({ name: "keyed", credentialNames: ["k"], execute: async () => ({}) });
    const failing = toolRunning(async () => {
      throw new Error("x");
    });
    for (let index = 0; index < 20; index += 1) {
      await executor.execute(keyed, {}, { signal });
      await executor.execute(keyed, {}, { signal, timeoutMs: 60_000 });
      await executor.execute(failing, inputs, { signal, raiseOnFailure: false });
      await executor.execute(failing, inputs, { signal, timeoutMs: 60_000, raiseOnFailure: false });
    }
    expect(getEventListeners(signal, "abort")).toHaveLength(0);
  });

  test("calls without timeout or signal share one never-aborting signal", async () => {
    const signals = new Set<AbortSignal>();
    const tool = toolRunning((_inputs, context) => {
      signals.add(context.signal);
      return {};
    });
    const executor = new ToolExecutor();
    await executor.execute(tool, inputs);
    await executor.execute(tool, inputs);
    expect(signals.size).toBe(1);
    const [shared] = signals;
    expect(shared?.aborted).toBe(false);
  });
});
