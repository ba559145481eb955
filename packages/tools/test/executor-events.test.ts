// Events: one started, then exactly one completed or failed, with exact payloads.
import { describe, expect, test, vi } from "vitest";
import { ToolExecutionError } from "../src/errors/tool-execution-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import { ToolResult } from "../src/executor/tool-result";
import { recordEvents, toolRunning } from "./fixtures";

const inputs = { city: "Oslo" };
const ok = toolRunning(() => ({ fine: true }));
const failing = toolRunning(() => {
  throw new Error("broken");
});

describe("payloads", () => {
  test("started, then completed, with name, version, call id, times and result", async () => {
    const executor = new ToolExecutor();
    const events = recordEvents(executor);
    const before = Date.now();
    const result = await executor.execute(ok, inputs, { callId: "c1" });
    const after = Date.now();
    expect(events.map(([name]) => name)).toEqual([
      "tool.execution.started",
      "tool.execution.completed",
    ]);
    const started = events[0]?.[1] as Record<string, unknown>;
    expect(Object.keys(started).sort()).toEqual(["callId", "startTime", "toolName", "toolVersion"]);
    expect(started).toMatchObject({ toolName: "probe", toolVersion: "1.0.0", callId: "c1" });
    expect(started.startTime).toBeGreaterThanOrEqual(before);
    expect(started.startTime).toBeLessThanOrEqual(after);
    const completed = events[1]?.[1] as Record<string, unknown>;
    expect(Object.keys(completed).sort()).toEqual([
      "callId",
      "durationMs",
      "result",
      "startTime",
      "toolName",
      "toolVersion",
    ]);
    expect(completed).toMatchObject({ ...started, durationMs: result.durationMs });
    expect(completed.result).toBe(result);
    expect(Object.isFrozen(completed)).toBe(true);
  });

  test("failed carries the error and the failure result", async () => {
    const executor = new ToolExecutor();
    const events = recordEvents(executor);
    const result = await executor.execute(failing, inputs, { raiseOnFailure: false });
    expect(events.map(([name]) => name)).toEqual([
      "tool.execution.started",
      "tool.execution.failed",
    ]);
    const failed = events[1]?.[1] as Record<string, unknown>;
    expect(failed.error).toBeInstanceOf(ToolExecutionError);
    expect(failed.error).toBe(result.error);
    expect(failed.result).toBe(result);
    expect(failed.durationMs).toBe(result.durationMs);
    expect((failed.result as ToolResult).status).toBe(ToolResult.STATUS_FAILURE);
  });

  test("started is emitted before the tool runs; completed after it returns", async () => {
    const executor = new ToolExecutor();
    const order: string[] = [];
    executor.on("tool.execution.started", () => {
      order.push("started");
    });
    executor.on("tool.execution.completed", () => {
      order.push("completed");
    });
    const tool = toolRunning(async () => {
      order.push("tool");
      return {};
    });
    await executor.execute(tool, inputs);
    expect(order).toEqual(["started", "tool", "completed"]);
  });
});

describe("listeners", () => {
  test("run in subscription order and can unsubscribe", async () => {
    const executor = new ToolExecutor();
    const order: number[] = [];
    const offs = [1, 2, 3].map((index) =>
      executor.on("tool.execution.completed", () => {
        order.push(index);
      }),
    );
    await executor.execute(ok, inputs);
    offs[1]?.();
    offs[1]?.();
    await executor.execute(ok, inputs);
    expect(order).toEqual([1, 2, 3, 1, 3]);
  });

  test("the same function subscribed twice is called twice and removed once per undo", async () => {
    const executor = new ToolExecutor();
    let calls = 0;
    const listener = (): void => {
      calls += 1;
    };
    const first = executor.on("tool.execution.started", listener);
    executor.on("tool.execution.started", listener);
    await executor.execute(ok, inputs);
    first();
    await executor.execute(ok, inputs);
    expect(calls).toBe(3);
  });

  test("one that throws or rejects changes nothing; later listeners still run", async () => {
    const executor = new ToolExecutor();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => {
      unhandled.push(reason);
    };
    process.on("unhandledRejection", onUnhandled);
    try {
      const seen: string[] = [];
      for (const name of [
        "tool.execution.started",
        "tool.execution.completed",
        "tool.execution.failed",
      ] as const) {
        executor.on(name, () => {
          throw new Error("listener broke");
        });
        executor.on(name, () => Promise.reject(new Error("listener rejected")));
        executor.on(name, () => {
          seen.push(name);
        });
      }
      const success = await executor.execute(ok, inputs);
      expect(success.status).toBe("success");
      const failure = await executor.execute(failing, inputs, { raiseOnFailure: false });
      expect(failure.error?.message).toBe("Tool 'probe' execution failed: broken");
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(seen).toEqual([
        "tool.execution.started",
        "tool.execution.completed",
        "tool.execution.started",
        "tool.execution.failed",
      ]);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  test("a listener subscribed during a call does not see that call's delivery in progress", async () => {
    const executor = new ToolExecutor();
    let late = 0;
    executor.on("tool.execution.started", () => {
      executor.on("tool.execution.started", () => {
        late += 1;
      });
    });
    await executor.execute(ok, inputs);
    expect(late).toBe(0);
    await executor.execute(ok, inputs);
    expect(late).toBe(1);
  });
});

test("every call emits exactly one started and one completed or failed", async () => {
  const executor = new ToolExecutor({ timeoutMs: 50 });
  const counts = new Map<string, { started: number; ended: number }>();
  const count = (callId: string) => {
    const entry = counts.get(callId) ?? { started: 0, ended: 0 };
    counts.set(callId, entry);
    return entry;
  };
  executor.on("tool.execution.started", ({ callId }) => {
    count(callId).started += 1;
  });
  executor.on("tool.execution.completed", ({ callId }) => {
    count(callId).ended += 1;
  });
  executor.on("tool.execution.failed", ({ callId }) => {
    count(callId).ended += 1;
  });
  const tools = [ok, failing, toolRunning(() => new Promise(() => {}))];
  await Promise.all(
    Array.from({ length: 30 }, (_, index) =>
      executor.execute(tools[index % 3] ?? ok, index % 4 === 0 ? {} : inputs, {
        callId: `c${index}`,
        raiseOnFailure: false,
      }),
    ),
  );
  expect(counts.size).toBe(30);
  for (const entry of counts.values()) expect(entry).toEqual({ started: 1, ended: 1 });
});

describe("cost without listeners", () => {
  test("no payload is built and the wall clock is not read", async () => {
    const executor = new ToolExecutor();
    const now = vi.spyOn(Date, "now");
    const freeze = vi.spyOn(Object, "freeze");
    try {
      await executor.execute(ok, inputs);
      await executor.execute(failing, inputs, { raiseOnFailure: false });
      expect(now).not.toHaveBeenCalled();
      // Only the two results are frozen (and the failure's error list, none here).
      expect(freeze.mock.calls.map(([value]) => value instanceof ToolResult)).toEqual([true, true]);
    } finally {
      now.mockRestore();
      freeze.mockRestore();
    }
  });

  test("a completed listener subscribed during the call gets the call's start time", async () => {
    const executor = new ToolExecutor();
    const seen: { startTime: number; durationMs: number }[] = [];
    const before = Date.now();
    const tool = toolRunning(async () => {
      executor.on("tool.execution.completed", (event) => {
        seen.push(event);
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      return {};
    });
    await executor.execute(tool, inputs);
    const after = Date.now();
    expect(seen).toHaveLength(1);
    const [event] = seen;
    expect(event?.startTime).toBeGreaterThanOrEqual(before - 1);
    expect((event?.startTime ?? 0) + (event?.durationMs ?? 0)).toBeLessThanOrEqual(after + 1);
    expect(Number.isInteger(event?.startTime)).toBe(true);
  });
});
