// Exactly once per call id on a real Redis: across executors, while running, after a process
// died, and across a restart of Redis.
import { CANARY, visibleText } from "@kit/test-support";
import { DuplicateCallError, defineTool, ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import { RedisCallRecordStore } from "../src/redis-call-record-store";
import { type RedisServer, startRedis } from "./redis-server";

let server: RedisServer;
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  await server.stop();
});

function charging(delayMs = 0) {
  const runs: string[] = [];
  const tool = defineTool({
    name: "charge",
    credentialNames: ["pay-key"],
    execute: async (_inputs, credentials, context) => {
      runs.push(context.callId);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return { receipt: `r-${runs.length}`, key: credentials["pay-key"] };
    },
  });
  return { tool, runs };
}

const credentials = { resolve: async () => ({ "pay-key": CANARY }) };

function replica(
  prefix: string,
  options: { leaseMs?: number; waitMs?: number; commandTimeoutMs?: number; queue?: boolean } = {},
) {
  const client = server.client({ enableOfflineQueue: options.queue ?? true });
  return {
    client,
    executor: new ToolExecutor({
      credentials,
      exactlyOnce: { waitMs: options.waitMs ?? 5_000 },
      stores: {
        calls: new RedisCallRecordStore(client, {
          prefix,
          leaseMs: options.leaseMs ?? 10_000,
          commandTimeoutMs: options.commandTimeoutMs ?? 2_000,
        }),
      },
    }),
  };
}

test("a call id retried on another replica gets the stored outcome; what Redis holds is redacted", async () => {
  const { tool, runs } = charging();
  const [a, b] = [replica("c1:"), replica("c1:")];
  const first = await a.executor.execute(tool, {}, { callId: "call-1" });
  const again = await b.executor.execute(tool, {}, { callId: "call-1" });
  expect(runs).toEqual(["call-1"]);
  expect(again.output).toEqual(first.output);
  expect(again.output).toMatchObject({ receipt: "r-1", key: "[REDACTED]" });
  const stored = await server.client().hgetall("c1:call:call-1");
  expect(stored.state).toBe("finished");
  expect(visibleText(stored)).not.toContain(CANARY);
});

test("concurrent calls with one id on two replicas run the tool once, both get its outcome", async () => {
  const { tool, runs } = charging(50);
  const [a, b] = [replica("c2:"), replica("c2:")];
  const results = await Promise.all([
    a.executor.execute(tool, {}, { callId: "twice" }),
    b.executor.execute(tool, {}, { callId: "twice" }),
  ]);
  expect(runs).toEqual(["twice"]);
  expect(results[0]?.output).toEqual(results[1]?.output);
});

test("the claim of a replica that died is abandoned after its lease: never run again", async () => {
  const { tool, runs } = charging(60_000);
  const dying = replica("c3:", { leaseMs: 200 });
  void dying.executor.execute(tool, {}, { callId: "lost", raiseOnFailure: false });
  for (let turn = 0; turn < 100 && runs.length === 0; turn++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  dying.client.disconnect();
  const other = replica("c3:", { leaseMs: 200, waitMs: 5_000 });
  const retried = await other.executor.execute(tool, {}, { callId: "lost", raiseOnFailure: false });
  const cause = retried.error?.cause;
  expect(DuplicateCallError.isInstance(cause)).toBe(true);
  expect(cause).toMatchObject({ reason: "abandoned" });
  expect(runs).toEqual(["lost"]);
});

test("the claim of a replica that died before its tool started is taken over after its lease", async () => {
  const { tool, runs } = charging();
  // Its credentials never come: the call holds its claim but never starts the tool.
  const client = server.client();
  const stuck = new ToolExecutor({
    credentials: { resolve: () => new Promise<never>(() => {}) },
    stores: { calls: new RedisCallRecordStore(client, { prefix: "c5:", leaseMs: 200 }) },
  });
  void stuck.execute(tool, {}, { callId: "queued", raiseOnFailure: false });
  const key = "c5:call:queued";
  for (let turn = 0; turn < 200 && (await server.client().hget(key, "owner")) === null; turn++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  const firstOwner = await server.client().hget(key, "owner");
  expect(firstOwner).not.toBeNull();
  client.disconnect();
  const other = replica("c5:", { leaseMs: 200, waitMs: 5_000 });
  const retried = await other.executor.execute(tool, {}, { callId: "queued" });
  expect(retried.status).toBe("success");
  expect(runs).toEqual(["queued"]);
  // The first owner can no longer start the tool.
  const store = new RedisCallRecordStore(server.client(), { prefix: "c5:" });
  expect(await store.start("queued", firstOwner as string)).toBe(false);
});

test("start marks only its owner's running claim; a started claim whose lease ran out is abandoned", async () => {
  const store = new RedisCallRecordStore(server.client(), { prefix: "c6:" });
  // A claim made by another process (so no renewal of this one writes its lease again).
  const key = "c6:call:marked";
  await server.client().hset(key, "state", "running", "owner", "owner-1", "lease", "1e15");
  const request = { callId: "marked", toolName: "charge", ownerId: "owner-2", ttlMs: 60_000 };
  expect(await store.start("marked", "owner-2")).toBe(false);
  expect(await store.start("marked", "owner-1")).toBe(true);
  expect(await store.claim(request)).toEqual({ state: "running" });
  await server.client().hset(key, "lease", "0");
  expect(await store.claim(request)).toEqual({ state: "abandoned" });
  expect(await server.client().hget(key, "owner")).toBe("owner-1");
});

test("a restart of Redis while a call runs loses no outcome: it is written once Redis is back", async () => {
  const { tool, runs } = charging(300);
  // Down for longer than a command may take, on a client that does not queue commands while
  // disconnected: the outcome is written by the store's retry.
  const a = replica("c4:", { commandTimeoutMs: 150, queue: false });
  if (a.client.status !== "ready") await new Promise((resolve) => a.client.once("ready", resolve));
  const running = a.executor.execute(tool, {}, { callId: "through-restart" });
  for (let turn = 0; turn < 100 && runs.length === 0; turn++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  await server.halt();
  await new Promise((resolve) => setTimeout(resolve, 800));
  await server.resume();
  expect((await running).status).toBe("success");
  const b = replica("c4:");
  const again = await b.executor.execute(tool, {}, { callId: "through-restart" });
  expect(again.output).toEqual((await running).output);
  expect(runs).toEqual(["through-restart"]);
});

test("a record Redis lost while its claim ran is claimed again by its owner: renewed, started and finished", async () => {
  const client = server.client();
  const records = new RedisCallRecordStore(client, { prefix: "lost:", leaseMs: 90 });
  const request = { callId: "c1", toolName: "charge", ownerId: "owner-1", ttlMs: 60_000 };
  expect((await records.claim(request)).state).toBe("claimed");
  // Lost before the start (a restart without persistence): the renewal claims it again.
  await client.del("lost:call:c1");
  for (let wait = 0; (await client.exists("lost:call:c1")) === 0 && wait < 200; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(await client.hmget("lost:call:c1", "state", "owner", "started")).toEqual([
    "running",
    "owner-1",
    null,
  ]);
  // Lost again: the start mark claims it again, as started, and its time to live is set.
  await client.del("lost:call:c1");
  expect(await records.start("c1", "owner-1")).toBe(true);
  expect(await client.hmget("lost:call:c1", "state", "owner", "started")).toEqual([
    "running",
    "owner-1",
    "1",
  ]);
  expect(await client.pttl("lost:call:c1")).toBeGreaterThan(50_000);
  // A claim of another owner meanwhile is one, as before: it waits.
  expect((await records.claim({ ...request, ownerId: "owner-2" })).state).toBe("running");
  // Lost while its tool ran: the outcome is stored anew, for the next call with the id.
  await client.del("lost:call:c1");
  await records.finish("c1", "owner-1", { status: "success", output: { receipt: "r-1" } });
  expect(await client.pttl("lost:call:c1")).toBeGreaterThan(50_000);
  expect(await records.claim({ ...request, ownerId: "owner-3" })).toEqual({
    state: "finished",
    outcome: { status: "success", output: { receipt: "r-1" } },
  });
  // Another owner's claim is never taken: start and finish leave it as it is.
  await client.del("lost:call:c1");
  expect((await records.claim({ ...request, ownerId: "owner-4" })).state).toBe("claimed");
  expect(await records.start("c1", "owner-1")).toBe(false);
  await records.finish("c1", "owner-1", { status: "success", output: { receipt: "r-x" } });
  expect(await client.hget("lost:call:c1", "owner")).toBe("owner-4");
  expect(await client.hget("lost:call:c1", "state")).toBe("running");
  await records.forget("c1", "owner-4");
});
