// Tasks: a call started now and come back to later, read, awaited and cancelled by id from any
// executor sharing the task store; lost when its process stops; gone when its time runs out.
import { CANARY, eventually, visibleText } from "@kit/test-support";
import { expect, test } from "vitest";
import { image, resource, text } from "../src/content/make-parts";
import { toolContent } from "../src/content/tool-content";
import { TaskLostError } from "../src/errors/task-lost-error";
import { TaskNotFoundError } from "../src/errors/task-not-found-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import { MemoryTaskStore } from "../src/tasks/memory-task-store";
import type { TaskRecord, TaskStore } from "../src/tasks/task-store";
import { defineTool } from "../src/tool/define-tool";
import { deferred } from "./policy-fixtures";

const credentials = { resolve: async () => ({ "report-key": CANARY }) };

function reportTool(options: { idempotent?: boolean } = {}) {
  const runs: string[] = [];
  const gate = deferred<void>();
  const seen: { signal?: AbortSignal } = {};
  const tool = defineTool({
    name: "monthly_report",
    effects: { idempotent: options.idempotent ?? false },
    credentialNames: ["report-key"],
    execute: async (_inputs, keys, context) => {
      runs.push(context.callId);
      seen.signal = context.signal;
      context.progress(1, 4, `working with ${keys["report-key"]}`);
      context.log("info", `step one done with ${keys["report-key"]}`);
      await Promise.race([
        gate.promise,
        new Promise((_, reject) => {
          context.signal.addEventListener("abort", () => reject(context.signal.reason));
        }),
      ]);
      return { rows: 1200, key: keys["report-key"] };
    },
  });
  return { tool, runs, gate, seen };
}

// The same store seen through an interface without `watch`, as a store of another process is.
function withoutWatch(store: TaskStore): TaskStore {
  return {
    create: (request) => store.create(request),
    read: (taskId) => store.read(taskId),
    report: (taskId, ownerId, report) => store.report(taskId, ownerId, report),
    finish: (taskId, ownerId, ending) => store.finish(taskId, ownerId, ending),
    cancel: (taskId) => store.cancel(taskId),
  };
}

test("startTask returns at once; the task is read and awaited from another executor sharing the store", async () => {
  const store = new MemoryTaskStore();
  const { tool, runs, gate } = reportTool();
  const starter = new ToolExecutor({ credentials, stores: { tasks: store } });
  const reader = new ToolExecutor({ stores: { tasks: withoutWatch(store) } });
  const task = await starter.startTask(tool, {});
  expect(task.status).toBe("working");
  expect(task.taskId).toMatch(/^task_[0-9a-f-]{36}$/);
  expect(Object.isFrozen(task)).toBe(true);
  await eventually(async () => (await reader.getTask(task.taskId)).progress !== undefined);
  const running = await reader.getTask(task.taskId);
  expect(running).toMatchObject({ status: "working", toolName: "monthly_report" });
  expect(running.progress).toEqual({ done: 1, total: 4, message: "working with [REDACTED]" });
  const awaited = reader.awaitTask(task.taskId);
  gate.resolve();
  const result = await awaited;
  expect(result.output).toEqual({ rows: 1200, key: "[REDACTED]" });
  const done = await reader.getTask(task.taskId);
  expect(done.status).toBe("completed");
  expect(done.expiresAt).toBeGreaterThan(Date.now());
  expect(runs).toEqual([task.taskId]);
  expect(visibleText([running, result, done])).not.toContain(CANARY);
});

test("the executor that runs a task gives its own result, content included", async () => {
  const executor = new ToolExecutor();
  const tool = defineTool({ name: "stamp", execute: () => ({ at: 1 }) });
  const task = await executor.startTask(tool, {}, { taskId: "t-own" });
  expect(task.taskId).toBe("t-own");
  const result = await executor.awaitTask(task.taskId);
  expect(result.output).toEqual({ at: 1 });
  expect(result.attempts).toBe(1);
});

test("nothing the store keeps holds a credential value", async () => {
  const memory = new MemoryTaskStore();
  const written: unknown[] = [];
  const store: TaskStore = {
    ...withoutWatch(memory),
    report: (taskId, ownerId, report) => {
      written.push(report);
      return memory.report(taskId, ownerId, report);
    },
    finish: (taskId, ownerId, ending) => {
      written.push(ending);
      return memory.finish(taskId, ownerId, ending);
    },
  };
  const { tool, gate } = reportTool();
  const executor = new ToolExecutor({ credentials, stores: { tasks: store } });
  const task = await executor.startTask(tool, {});
  await eventually(async () => written.length > 0);
  gate.resolve();
  await executor.awaitTask(task.taskId);
  const failing = defineTool({
    name: "failing",
    credentialNames: ["report-key"],
    execute: (_inputs, keys) => {
      throw new Error(`refused ${keys["report-key"]}`);
    },
  });
  const failed = await executor.startTask(failing, {});
  const outcome = await executor.awaitTask(failed.taskId, { raiseOnFailure: false });
  expect(outcome.status).toBe("failure");
  expect((await executor.getTask(failed.taskId)).status).toBe("failed");
  expect(written.length).toBeGreaterThanOrEqual(3);
  expect(visibleText(written)).toContain("[REDACTED]");
  expect(visibleText(written)).not.toContain(CANARY);
});

test("a task cancelled from another executor: its tool sees the abort signal and it ends cancelled", async () => {
  const store = new MemoryTaskStore();
  const { tool, seen } = reportTool();
  const starter = new ToolExecutor({
    stores: { tasks: withoutWatch(store) },
    // Long enough that a loaded machine's late heartbeat never lets the lease run out (the task
    // would then be lost, not cancelled); the cancel is heard within a third of it.
    tasks: { leaseMs: 1500 },
    credentials,
  });
  const other = new ToolExecutor({ stores: { tasks: withoutWatch(store) } });
  const task = await starter.startTask(tool, {});
  await eventually(async () => seen.signal !== undefined);
  const asked = await other.cancelTask(task.taskId);
  expect(asked.status).toBe("working");
  expect(seen.signal?.aborted).toBe(false);
  // The starter hears it at its next heartbeat (a third of the lease), however late it comes.
  await eventually(async () => seen.signal?.aborted === true, 3000);
  await expect(other.awaitTask(task.taskId)).rejects.toThrow(/was cancelled/);
  const cancelled = await other.getTask(task.taskId);
  expect(cancelled.status).toBe("cancelled");
  expect(cancelled.message).toMatch(/was cancelled/);
  // Cancelling a finished task leaves it as it is.
  expect((await other.cancelTask(task.taskId)).status).toBe("cancelled");
});

test("a task cancelled in the executor that runs it stops at once", async () => {
  const executor = new ToolExecutor({
    credentials,
    stores: { tasks: withoutWatch(new MemoryTaskStore()) },
  });
  const { tool, seen } = reportTool();
  const task = await executor.startTask(tool, {});
  await eventually(async () => seen.signal !== undefined);
  await executor.cancelTask(task.taskId);
  expect(seen.signal?.aborted).toBe(true);
  const result = await executor.awaitTask(task.taskId, { raiseOnFailure: false });
  expect(result.status).toBe("failure");
});

test("a task whose process went silent is found failed (lost) within its lease, and says so", async () => {
  const store = new MemoryTaskStore();
  // A process that started a task and then stopped: it never says a word again.
  await store.create({
    taskId: "t-lost",
    toolName: "monthly_report",
    ownerId: "a process that died",
    leaseMs: 40,
    ttlMs: 60_000,
    takeOverLost: false,
  });
  const reader = new ToolExecutor({ stores: { tasks: store }, tasks: { leaseMs: 40 } });
  expect((await reader.getTask("t-lost")).status).toBe("working");
  const result = await reader.awaitTask("t-lost", { raiseOnFailure: false });
  expect(result.status).toBe("failure");
  expect(TaskLostError.isInstance(result.error)).toBe(true);
  expect(result.error?.message).toMatch(/Task 't-lost' of tool 'monthly_report' was lost/);
  const lost = await reader.getTask("t-lost");
  expect(lost.status).toBe("failed");
  expect(lost.message).toMatch(/was lost/);
  // A late word from the silent owner changes nothing.
  const late = await store.report("t-lost", "a process that died", { leaseMs: 40 });
  expect(late).toEqual({ owned: false, cancelRequested: false });
  expect((await reader.getTask("t-lost")).status).toBe("failed");
});

test("a lost task of an idempotent tool is started again under its id when asked; never a tool that is not idempotent", async () => {
  const store = new MemoryTaskStore();
  const lose = (taskId: string) =>
    store.create({
      taskId,
      toolName: "monthly_report",
      ownerId: "gone",
      leaseMs: 20,
      ttlMs: 60_000,
      takeOverLost: false,
    });
  await lose("t-again");
  const executor = new ToolExecutor({ credentials, stores: { tasks: store } });
  await eventually(async () => (await executor.getTask("t-again")).status === "failed");
  const safe = reportTool({ idempotent: true });
  // Without restart, the lost task is what the id names.
  const same = await executor.startTask(safe.tool, {}, { taskId: "t-again" });
  expect(same.status).toBe("failed");
  expect(safe.runs).toEqual([]);
  const again = await executor.startTask(safe.tool, {}, { taskId: "t-again", restart: true });
  expect(again.status).toBe("working");
  safe.gate.resolve();
  expect((await executor.awaitTask("t-again")).output).toMatchObject({ rows: 1200 });
  expect(safe.runs).toEqual(["t-again"]);

  await lose("t-once");
  const unsafe = reportTool({ idempotent: false });
  await expect(
    executor.startTask(unsafe.tool, {}, { taskId: "t-once", restart: true }),
  ).rejects.toThrow(
    /tool 'monthly_report' is not idempotent, so a lost task of it is not started again/,
  );
  expect(unsafe.runs).toEqual([]);
});

test("starting an id that is taken starts nothing and returns that task", async () => {
  const executor = new ToolExecutor({ credentials });
  const { tool, runs, gate } = reportTool();
  await executor.startTask(tool, {}, { taskId: "t-twice" });
  const second = await executor.startTask(tool, {}, { taskId: "t-twice" });
  expect(second.taskId).toBe("t-twice");
  gate.resolve();
  await executor.awaitTask("t-twice");
  expect(runs).toEqual(["t-twice"]);
});

test("a finished task's result is kept for ttlMs, then reading it says it expired; an unknown id says so", async () => {
  const executor = new ToolExecutor({ tasks: { ttlMs: 30 } });
  const tool = defineTool({
    name: "quick",
    effects: { readOnly: true },
    execute: () => ({ ok: true }),
  });
  const task = await executor.startTask(tool, {});
  await executor.awaitTask(task.taskId);
  expect((await executor.getTask(task.taskId)).status).toBe("completed");
  await new Promise((resolve) => setTimeout(resolve, 60));
  const expired = await executor.getTask(task.taskId).catch((error: unknown) => error);
  expect(TaskNotFoundError.isInstance(expired)).toBe(true);
  expect(expired).toMatchObject({ reason: "expired", taskId: task.taskId });
  expect((expired as Error).message).toMatch(/its result expired/);
  await expect(executor.awaitTask("never-started")).rejects.toMatchObject({ reason: "unknown" });
  await expect(executor.cancelTask("never-started")).rejects.toThrow(
    /is not known to the task store/,
  );
});

test("a task waits in input_required while its question is unanswered", async () => {
  const store = new MemoryTaskStore();
  const answer = deferred<{ action: "accept"; content: { approve: boolean } }>();
  const tool = defineTool({
    name: "deploy",
    effects: { idempotent: true },
    execute: async (_inputs, _keys, context) => {
      const reply = await context.elicit("Deploy to production?", {
        parameters: [{ name: "approve", type: "boolean" }],
      });
      return { deployed: reply.action === "accept" };
    },
  });
  const executor = new ToolExecutor({ stores: { tasks: store } });
  const task = await executor.startTask(tool, {}, { elicit: () => answer.promise });
  await eventually(async () => (await executor.getTask(task.taskId)).status === "input_required");
  answer.resolve({ action: "accept", content: { approve: true } });
  expect((await executor.awaitTask(task.taskId)).output).toEqual({ deployed: true });
  expect((await executor.getTask(task.taskId)).status).toBe("completed");
});

test("an output that cannot be stored: the runner's own waiter gets it, another reader is told it was not kept", async () => {
  const store = new MemoryTaskStore();
  const tool = defineTool({ name: "big", execute: () => ({ text: "x".repeat(100) }) });
  const executor = new ToolExecutor({ stores: { tasks: store }, tasks: { maxResultBytes: 50 } });
  const task = await executor.startTask(tool, {});
  expect((await executor.awaitTask(task.taskId)).output).toEqual({ text: "x".repeat(100) });
  const reader = new ToolExecutor({ stores: { tasks: store } });
  await expect(reader.awaitTask(task.taskId)).rejects.toThrow(
    /completed, but its result was not kept \(over 50 bytes\)/,
  );
  expect((await reader.getTask(task.taskId)).status).toBe("completed");
});

function chartTool() {
  const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 255, 7]);
  const tool = defineTool({
    name: "draw_chart",
    credentialNames: ["report-key"],
    execute: (_inputs, keys) =>
      toolContent(
        [
          text(`chart drawn with ${keys["report-key"]}`),
          image(png.subarray(2), "image/png"),
          image("iVBORw0KGgo=", "image/png"),
          resource({ uri: "file:///q3.bin", mimeType: "application/octet-stream", blob: png }),
        ],
        { points: 3 },
      ),
  });
  return { tool, png };
}

test("content parts are kept: another executor sharing the store awaits the same parts, bytes as bytes, text redacted", async () => {
  const store = new MemoryTaskStore();
  const { tool, png } = chartTool();
  const executor = new ToolExecutor({ credentials, stores: { tasks: store } });
  const task = await executor.startTask(tool, {});
  const own = await executor.awaitTask(task.taskId);
  const reader = new ToolExecutor({ stores: { tasks: withoutWatch(store) } });
  const read = await reader.awaitTask(task.taskId);
  expect(read.output).toEqual({ points: 3 });
  expect(read.content).toEqual(own.content);
  expect(read.content?.[0]).toEqual({ type: "text", text: "chart drawn with [REDACTED]" });
  const [, bytes, base64, file] = read.content ?? [];
  expect(bytes).toEqual({ type: "image", data: png.subarray(2), mimeType: "image/png" });
  expect((bytes as { data: unknown }).data).toBeInstanceOf(Uint8Array);
  expect(base64).toEqual({ type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" });
  expect((file as { blob: Uint8Array }).blob).toEqual(png);
  expect(Object.isFrozen(read.content)).toBe(true);
  // What the store holds is JSON data: the same after a trip through JSON, with no secret in it.
  const lookup = await store.read(task.taskId);
  const outcome = lookup.state === "found" ? lookup.record.outcome : undefined;
  expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
  expect(visibleText(outcome)).not.toContain(CANARY);
});

test("content parts over maxResultBytes: the runner's own waiter gets them, another reader is told they were not kept", async () => {
  const store = new MemoryTaskStore();
  const { tool } = chartTool();
  const executor = new ToolExecutor({
    credentials,
    stores: { tasks: store },
    tasks: { maxResultBytes: 120 },
  });
  const task = await executor.startTask(tool, {});
  expect((await executor.awaitTask(task.taskId)).content).toHaveLength(4);
  const reader = new ToolExecutor({ stores: { tasks: store } });
  await expect(reader.awaitTask(task.taskId)).rejects.toThrow(
    /completed, but its result was not kept \(over 120 bytes\)/,
  );
});

test("bad arguments are refused before anything is stored; a store that fails makes startTask reject and nothing runs", async () => {
  const created: string[] = [];
  const memory = new MemoryTaskStore();
  const store: TaskStore = {
    ...withoutWatch(memory),
    create: (request) => {
      created.push(request.taskId);
      return memory.create(request);
    },
  };
  const executor = new ToolExecutor({ stores: { tasks: store } });
  const { tool, runs } = reportTool();
  await expect(executor.startTask(tool, {}, { taskId: "bad id!" })).rejects.toThrow(TypeError);
  await expect(executor.startTask(tool, {}, { timeoutMs: -1 })).rejects.toThrow(RangeError);
  await expect(executor.startTask({} as never, {})).rejects.toThrow(/takes a Tool/);
  await expect(executor.getTask("")).rejects.toThrow(/A task id is 1-128 characters/);
  await expect(executor.awaitTask("x", { timeoutMs: 0 })).rejects.toThrow(RangeError);
  expect(created).toEqual([]);
  const broken = new ToolExecutor({
    stores: { tasks: { ...store, create: () => Promise.reject(new Error("store down")) } },
  });
  await expect(broken.startTask(tool, {})).rejects.toThrow("store down");
  expect(runs).toEqual([]);
  expect(() => new ToolExecutor({ stores: { tasks: { read: () => {} } as never } })).toThrow(
    /'stores.tasks' needs a create\(\) method/,
  );
  expect(() => new ToolExecutor({ tasks: { leaseMs: 0 } })).toThrow(/tasks.leaseMs must be/);
});

test("a store that fails when the task finishes: the runner's waiter still gets the result, nothing rejects unhandled", async () => {
  const memory = new MemoryTaskStore();
  const store: TaskStore = {
    ...withoutWatch(memory),
    finish: () => Promise.reject(new Error("store down")),
  };
  const executor = new ToolExecutor({ stores: { tasks: store } });
  const tool = defineTool({ name: "quick", execute: () => ({ ok: 1 }) });
  const task = await executor.startTask(tool, {});
  expect((await executor.awaitTask(task.taskId)).output).toEqual({ ok: 1 });
});

test("awaiting stops at its own timeout or signal while the task goes on", async () => {
  const { tool, gate } = reportTool();
  const executor = new ToolExecutor({
    credentials,
    stores: { tasks: withoutWatch(new MemoryTaskStore()) },
  });
  const task = await executor.startTask(tool, {});
  const other = new ToolExecutor({ stores: { tasks: withoutWatch(new MemoryTaskStore()) } });
  expect(other).toBeDefined();
  await expect(executor.awaitTask(task.taskId, { timeoutMs: 20 })).rejects.toMatchObject({
    name: "TimeoutError",
  });
  const controller = new AbortController();
  const waiting = executor.awaitTask(task.taskId, { signal: controller.signal });
  controller.abort(new Error("caller left"));
  await expect(waiting).rejects.toThrow("caller left");
  expect((await executor.getTask(task.taskId)).status).toBe("working");
  gate.resolve();
  expect((await executor.awaitTask(task.taskId)).output).toMatchObject({ rows: 1200 });
});

test("the memory store's watch hears every change of a task until it stops listening", async () => {
  const store = new MemoryTaskStore();
  const seen: TaskRecord[] = [];
  await store.create({
    taskId: "w",
    toolName: "t",
    ownerId: "o",
    leaseMs: 1000,
    ttlMs: 1000,
    takeOverLost: false,
  });
  const stop = store.watch("w", (record) => seen.push(record));
  await store.report("w", "o", { message: "half", leaseMs: 1000 });
  await store.cancel("w");
  stop();
  await store.finish("w", "o", {
    status: "cancelled",
    outcome: { status: "lost", leaseMs: 1 },
    message: undefined,
  });
  expect(seen.map((record) => [record.message, record.cancelRequested])).toEqual([
    ["half", false],
    ["half", true],
  ]);
});

test("tool.task.starting listeners store propagation fields with the task; tool.task.read hands them to every reader", async () => {
  const store = new MemoryTaskStore();
  const { tool, gate } = reportTool();
  const starter = new ToolExecutor({ credentials, stores: { tasks: store } });
  const reader = new ToolExecutor({ stores: { tasks: withoutWatch(store) } });
  starter.on("tool.task.starting", (event) => {
    event.traceContext.traceparent = `00-${"1".repeat(32)}-${"2".repeat(16)}-01`;
    event.traceContext["not a field name"] = "dropped";
    event.traceContext.big = "x".repeat(513);
  });
  const reads: unknown[] = [];
  reader.on("tool.task.read", (event) => reads.push(event));
  starter.on("tool.task.read", (event) => reads.push(event));
  const task = await starter.startTask(tool, {});
  const stored = await store.read(task.taskId);
  expect(stored.state === "found" && stored.record.traceContext).toEqual({
    traceparent: `00-${"1".repeat(32)}-${"2".repeat(16)}-01`,
  });
  await reader.getTask(task.taskId);
  gate.resolve();
  await starter.awaitTask(task.taskId);
  await reader.awaitTask(task.taskId);
  await reader.cancelTask(task.taskId);
  const traceContext = { traceparent: `00-${"1".repeat(32)}-${"2".repeat(16)}-01` };
  expect(reads).toEqual([
    expect.objectContaining({
      taskId: task.taskId,
      toolName: "monthly_report",
      operation: "get",
      status: "working",
      traceContext,
    }),
    expect.objectContaining({ operation: "await", status: "completed", traceContext }),
    expect.objectContaining({ operation: "await", status: "completed", traceContext }),
    expect.objectContaining({ operation: "cancel", status: "completed", traceContext }),
  ]);
  for (const event of reads as { startTime: number; durationMs: number }[]) {
    expect(event.durationMs).toBeGreaterThanOrEqual(0);
    expect(event.startTime).toBeGreaterThan(0);
  }
});

test("without tool.task.starting listeners nothing is stored beside the task, and readers see no fields", async () => {
  const store = new MemoryTaskStore();
  const { tool, gate } = reportTool();
  const executor = new ToolExecutor({ credentials, stores: { tasks: store } });
  const reads: { traceContext: unknown }[] = [];
  executor.on("tool.task.read", (event) => reads.push(event));
  const task = await executor.startTask(tool, {});
  const stored = await store.read(task.taskId);
  expect(stored.state === "found" && stored.record.traceContext).toBeUndefined();
  gate.resolve();
  await executor.awaitTask(task.taskId);
  expect(reads).toEqual([expect.objectContaining({ operation: "await", traceContext: {} })]);
});
