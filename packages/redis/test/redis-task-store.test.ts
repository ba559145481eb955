// Tasks on a real Redis: started by one process's executor, read, awaited and cancelled from
// another's; found lost when the owner goes silent; gone after their time, no key left behind.
import { CANARY, eventually, visibleText } from "@kit/test-support";
import {
  defineTool,
  image,
  TaskLostError,
  type TaskStore,
  ToolExecutor,
  text,
  toolContent,
} from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { RedisClient } from "../src/redis-client";
import { RedisTaskStore } from "../src/redis-task-store";
import { type RedisServer, startRedis } from "./redis-server";

let server: RedisServer;
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  await server.stop();
});

const credentials = { resolve: async () => ({ "report-key": CANARY }) };

function slowReport(options: { idempotent?: boolean } = {}) {
  const runs: string[] = [];
  const seen: { signal?: AbortSignal } = {};
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tool = defineTool({
    name: "monthly_report",
    effects: { idempotent: options.idempotent ?? false },
    credentialNames: ["report-key"],
    execute: async (_inputs, keys, context) => {
      runs.push(context.callId);
      seen.signal = context.signal;
      context.progress(1, 2, `halfway with ${keys["report-key"]}`);
      await Promise.race([
        gate,
        new Promise((_, reject) => {
          context.signal.addEventListener("abort", () => reject(context.signal.reason));
        }),
      ]);
      return { rows: 42, key: keys["report-key"] };
    },
  });
  return { tool, runs, seen, release: () => release() };
}

function replica(prefix: string, leaseMs = 300, ttlMs = 60_000) {
  const client = server.client();
  const store = new RedisTaskStore(client, { prefix });
  const executor = new ToolExecutor({
    credentials,
    stores: { tasks: store },
    tasks: { leaseMs, ttlMs, pollMs: 50 },
  });
  return { client, store, executor };
}

test("a task started on one replica is read, awaited and cancelled from another", async () => {
  const a = replica("t1:");
  const b = replica("t1:");
  const { tool, release } = slowReport();
  const task = await a.executor.startTask(tool, {});
  await eventually(async () => (await b.executor.getTask(task.taskId)).progress !== undefined);
  const read = await b.executor.getTask(task.taskId);
  expect(read).toMatchObject({ status: "working", toolName: "monthly_report" });
  expect(read.progress).toEqual({ done: 1, total: 2, message: "halfway with [REDACTED]" });
  const waiting = b.executor.awaitTask(task.taskId);
  release();
  expect((await waiting).output).toEqual({ rows: 42, key: "[REDACTED]" });
  const finished = await b.executor.getTask(task.taskId);
  expect(finished.status).toBe("completed");
  // The last progress goes with the result, even when it came after the last report.
  expect(finished.progress).toEqual({ done: 1, total: 2, message: "halfway with [REDACTED]" });

  const second = slowReport();
  const other = await a.executor.startTask(second.tool, {});
  await eventually(async () => second.seen.signal !== undefined);
  await b.executor.cancelTask(other.taskId);
  // The owner hears it with its next report (every third of the 300 ms lease).
  await eventually(async () => second.seen.signal?.aborted === true);
  await eventually(async () => (await b.executor.getTask(other.taskId)).status === "cancelled");
  await expect(b.executor.awaitTask(other.taskId)).rejects.toThrow(/was cancelled/);
  a.client.disconnect();
  b.client.disconnect();
});

test("a task whose owner went silent is found lost by another replica; an idempotent one is restarted under its id", async () => {
  const { client, store, executor } = replica("t2:");
  // The process that started these died right after.
  for (const taskId of ["lost-1", "lost-2"]) {
    await store.create({
      taskId,
      toolName: "monthly_report",
      ownerId: "dead",
      leaseMs: 100,
      ttlMs: 60_000,
      takeOverLost: false,
    });
  }
  const result = await executor.awaitTask("lost-1", { raiseOnFailure: false });
  expect(TaskLostError.isInstance(result.error)).toBe(true);
  expect((await executor.getTask("lost-1")).message).toMatch(
    /was lost: the process running it said nothing for 100 ms/,
  );
  // A late report of the dead owner changes nothing.
  expect(await store.report("lost-1", "dead", { leaseMs: 100 })).toEqual({
    owned: false,
    cancelRequested: false,
  });
  const safe = slowReport({ idempotent: true });
  await eventually(async () => (await executor.getTask("lost-2")).status === "failed");
  const again = await executor.startTask(safe.tool, {}, { taskId: "lost-2", restart: true });
  expect(again.status).toBe("working");
  safe.release();
  expect((await executor.awaitTask("lost-2")).output).toMatchObject({ rows: 42 });
  expect(safe.runs).toEqual(["lost-2"]);
  client.disconnect();
});

test("a finished task expires after its ttl, then its key is gone; nothing stored holds a credential", async () => {
  const { client, executor } = replica("t3:", 300, 100);
  const { tool, release } = slowReport();
  release();
  const task = await executor.startTask(tool, {});
  await executor.awaitTask(task.taskId);
  const raw = (await client.hgetall(`t3:task:${task.taskId}`)) as Record<string, string>;
  expect(raw.status).toBe("completed");
  expect(visibleText(raw)).toContain("[REDACTED]");
  expect(visibleText(raw)).not.toContain(CANARY);
  const ttl = await client.pttl(`t3:task:${task.taskId}`);
  expect(ttl).toBeGreaterThan(0);
  expect(ttl).toBeLessThanOrEqual(200);
  await new Promise((resolve) => setTimeout(resolve, 120));
  await expect(executor.getTask(task.taskId)).rejects.toMatchObject({ reason: "expired" });
  await eventually(async () => (await client.exists(`t3:task:${task.taskId}`)) === 0);
  await expect(executor.getTask(task.taskId)).rejects.toMatchObject({ reason: "unknown" });
  client.disconnect();
});

test("a task's content parts go through Redis: another replica awaits the same parts, bytes as bytes", async () => {
  const a = replica("t6:");
  const b = replica("t6:");
  const png = new Uint8Array([137, 80, 78, 71, 0, 1, 254, 255]);
  const tool = defineTool({
    name: "draw_chart",
    credentialNames: ["report-key"],
    execute: (_inputs, keys) =>
      toolContent([text(`drawn with ${keys["report-key"]}`), image(png, "image/png")], { n: 1 }),
  });
  const task = await a.executor.startTask(tool, {});
  const own = await a.executor.awaitTask(task.taskId);
  const read = await b.executor.awaitTask(task.taskId);
  expect(read.output).toEqual({ n: 1 });
  expect(read.content).toEqual(own.content);
  expect(read.content).toEqual([
    { type: "text", text: "drawn with [REDACTED]" },
    { type: "image", data: png, mimeType: "image/png" },
  ]);
  const [, chart] = read.content ?? [];
  expect(chart).toHaveProperty("data", expect.any(Uint8Array));
  const raw = (await a.client.hgetall(`t6:task:${task.taskId}`)) as Record<string, string>;
  expect(raw.outcome).toContain(Buffer.from(png).toString("base64"));
  expect(visibleText(raw)).not.toContain(CANARY);
  a.client.disconnect();
  b.client.disconnect();
});

test("starting a task and awaiting it on its own replica costs two store round trips", async () => {
  const client = server.client();
  let calls = 0;
  const counting: RedisClient = {
    evalsha: (...args) => {
      calls++;
      return client.evalsha(...args);
    },
    eval: (...args) => client.eval(...args),
  };
  const store: TaskStore = new RedisTaskStore(counting, { prefix: "t4:" });
  const executor = new ToolExecutor({ stores: { tasks: store } });
  const tool = defineTool({
    name: "quick",
    effects: { readOnly: true },
    execute: () => ({ ok: true }),
  });
  // Warm the scripts (the first call of each script may be sent twice: NOSCRIPT, then its text).
  await executor.awaitTask((await executor.startTask(tool, {})).taskId);
  calls = 0;
  const task = await executor.startTask(tool, {});
  expect((await executor.awaitTask(task.taskId)).output).toEqual({ ok: true });
  expect(calls).toBe(2);
  client.disconnect();
});

test("a task's propagation fields are stored with it and read back on another replica", async () => {
  const a = replica("t9:");
  const b = replica("t9:");
  const traceparent = `00-${"a".repeat(32)}-${"b".repeat(16)}-01`;
  a.executor.on("tool.task.starting", (event) => {
    event.traceContext.traceparent = traceparent;
  });
  const seen: unknown[] = [];
  b.executor.on("tool.task.read", (event) => seen.push(event.traceContext));
  const { tool, release } = slowReport();
  const task = await a.executor.startTask(tool, {});
  const found = await b.store.read(task.taskId);
  expect(found.state === "found" && found.record.traceContext).toEqual({ traceparent });
  await b.executor.getTask(task.taskId);
  release();
  await b.executor.awaitTask(task.taskId);
  expect(seen).toEqual([{ traceparent }, { traceparent }]);
  // Without fields, none is stored.
  const plain = slowReport();
  const other = await b.executor.startTask(plain.tool, {});
  const read = await a.store.read(other.taskId);
  expect(read.state === "found" && read.record.traceContext).toBeUndefined();
  plain.release();
  await b.executor.awaitTask(other.taskId);
  a.client.disconnect();
  b.client.disconnect();
});
