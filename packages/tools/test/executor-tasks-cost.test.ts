// What a task does not pay for unless it needs it (docs/tasks.md "What it costs"), and that the
// behaviour stays the same: a tool's abort signal is made only when the tool reads it, yet a tool
// that reads it late sees a cancel that came earlier; the stored result's size is measured
// without encoding when its length tells.
import { eventually } from "@kit/test-support";
import { afterEach, expect, test } from "vitest";
import { ToolExecutor } from "../src/executor/tool-executor";
import { MemoryTaskStore } from "../src/tasks/memory-task-store";
import { defineTool } from "../src/tool/define-tool";
import { deferred } from "./policy-fixtures";

const RealAbortController = globalThis.AbortController;
let controllersMade = 0;

// Counts the controllers made while a test runs: the executor makes a task's signal from one.
function countControllers(): void {
  controllersMade = 0;
  globalThis.AbortController = class extends RealAbortController {
    constructor() {
      super();
      controllersMade += 1;
    }
  };
}

afterEach(() => {
  globalThis.AbortController = RealAbortController;
});

test("a task whose tool never reads its signal makes no abort signal, and a cancel still ends it", async () => {
  const executor = new ToolExecutor({ stores: { tasks: new MemoryTaskStore() } });
  const fast = defineTool({ name: "fast", execute: async () => ({ rows: 42 }) });
  const gate = deferred<void>();
  const ignoring = defineTool({
    name: "ignores_its_signal",
    execute: async () => {
      await gate.promise;
      return { rows: 1 };
    },
  });
  countControllers();
  const done = await executor.startTask(fast, {});
  expect((await executor.awaitTask(done.taskId)).output).toEqual({ rows: 42 });
  const task = await executor.startTask(ignoring, {});
  await executor.cancelTask(task.taskId);
  // The tool never looked at its signal: the call ends cancelled all the same.
  await expect(executor.awaitTask(task.taskId)).rejects.toThrow(
    `Task '${task.taskId}' was cancelled.`,
  );
  expect((await executor.getTask(task.taskId)).status).toBe("cancelled");
  expect(controllersMade).toBe(0);
  gate.resolve();
});

test("a tool that reads its signal only after a cancel came sees it aborted, with the cancel's reason", async () => {
  const executor = new ToolExecutor({ stores: { tasks: new MemoryTaskStore() } });
  const gate = deferred<void>();
  const seen: { aborted?: boolean; reason?: unknown } = {};
  const late = defineTool({
    name: "reads_late",
    execute: async (_inputs, _credentials, context) => {
      await gate.promise;
      seen.aborted = context.signal.aborted;
      seen.reason = context.signal.reason;
      return { rows: 1 };
    },
  });
  countControllers();
  const task = await executor.startTask(late, {});
  await executor.cancelTask(task.taskId);
  expect(controllersMade).toBe(0);
  gate.resolve();
  await eventually(async () => seen.aborted !== undefined);
  expect(seen.aborted).toBe(true);
  expect(seen.reason).toBeInstanceOf(DOMException);
  expect((seen.reason as DOMException).name).toBe("AbortError");
  expect((seen.reason as DOMException).message).toBe(`Task '${task.taskId}' was cancelled.`);
  expect(controllersMade).toBe(1);
});

test("a tool that holds its signal hears a cancel from another executor sharing the store", async () => {
  const store = new MemoryTaskStore();
  const runner = new ToolExecutor({ stores: { tasks: store } });
  const other = new ToolExecutor({ stores: { tasks: store } });
  const heard: unknown[] = [];
  const listening = defineTool({
    name: "listens",
    execute: (_inputs, _credentials, context) =>
      new Promise((_, reject) => {
        context.signal.addEventListener("abort", () => {
          heard.push(context.signal.reason);
          reject(context.signal.reason);
        });
      }),
  });
  const task = await runner.startTask(listening, {});
  await other.cancelTask(task.taskId);
  await expect(runner.awaitTask(task.taskId)).rejects.toThrow(/was cancelled/);
  expect(heard).toHaveLength(1);
  expect((await other.getTask(task.taskId)).status).toBe("cancelled");
});

test("a task with a timeout still times out without reading its signal", async () => {
  const executor = new ToolExecutor({ stores: { tasks: new MemoryTaskStore() } });
  const never = defineTool({ name: "never_ends", execute: () => new Promise(() => {}) });
  const task = await executor.startTask(never, {}, { timeoutMs: 20 });
  await expect(executor.awaitTask(task.taskId)).rejects.toThrow(/timed out after 20 ms/);
  expect((await executor.getTask(task.taskId)).status).toBe("failed");
});

test("maxResultBytes counts UTF-8 bytes: a text short in characters but long in bytes is not kept", async () => {
  const store = new MemoryTaskStore();
  const executor = new ToolExecutor({ stores: { tasks: store }, tasks: { maxResultBytes: 40 } });
  const reader = new ToolExecutor({ stores: { tasks: store } });
  // {"output":{"t":"..."}}: 19 characters around the text.
  const run = async (text: string) => {
    const echo = defineTool({ name: "echo", execute: () => ({ t: text }) });
    const task = await executor.startTask(echo, {});
    await executor.awaitTask(task.taskId);
    return reader.awaitTask(task.taskId, { raiseOnFailure: false });
  };
  // 10 characters, 20 bytes: 39 bytes in all, kept.
  expect((await run("é".repeat(10))).output).toEqual({ t: "é".repeat(10) });
  // 11 characters (30 in all, under 40), 22 bytes (41 in all): not kept.
  const over = await run("é".repeat(11));
  expect(over.status).toBe("failure");
  expect(over.error?.message).toMatch(/its result was not kept \(over 40 bytes\)/);
  // A character outside the BMP: two UTF-16 units, four bytes (39 bytes kept, 43 not).
  expect((await run("😀".repeat(5))).output).toEqual({ t: "😀".repeat(5) });
  expect((await run("😀".repeat(6))).status).toBe("failure");
});

test("tasks running past several leases stay their process's: one heartbeat timer renews them all", async () => {
  const store = new MemoryTaskStore();
  const runner = new ToolExecutor({ stores: { tasks: store }, tasks: { leaseMs: 150 } });
  const reader = new ToolExecutor({ stores: { tasks: store }, tasks: { leaseMs: 150 } });
  const gate = deferred<void>();
  const waits = defineTool({
    name: "waits",
    execute: async () => {
      await gate.promise;
      return { rows: 1 };
    },
  });
  const first = await runner.startTask(waits, {});
  await new Promise((resolve) => setTimeout(resolve, 30));
  const second = await runner.startTask(waits, {});
  // Four leases later, a reader elsewhere finds both still working (not lost).
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect((await reader.getTask(first.taskId)).status).toBe("working");
  expect((await reader.getTask(second.taskId)).status).toBe("working");
  gate.resolve();
  expect((await reader.awaitTask(first.taskId)).output).toEqual({ rows: 1 });
  expect((await reader.awaitTask(second.taskId)).output).toEqual({ rows: 1 });
  // A task started after the timer stopped (no task ran at its last beat) is renewed again.
  await new Promise((resolve) => setTimeout(resolve, 150));
  const gate2 = deferred<void>();
  const later = defineTool({
    name: "later",
    execute: async () => {
      await gate2.promise;
      return { rows: 2 };
    },
  });
  const third = await runner.startTask(later, {});
  await new Promise((resolve) => setTimeout(resolve, 450));
  expect((await reader.getTask(third.taskId)).status).toBe("working");
  gate2.resolve();
  expect((await reader.awaitTask(third.taskId)).output).toEqual({ rows: 2 });
});
