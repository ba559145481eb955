// Concurrency limits on a real Redis: one limit for several executors (as several processes
// would have), leases that end when their process stops renewing them.
import { defineTool, ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import { RedisConcurrencyStore } from "../src/redis-concurrency-store";
import { type RedisServer, startRedis } from "./redis-server";

let server: RedisServer;
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  await server.stop();
});

test("a limit holds across executors on separate clients, and every slot is given back", async () => {
  let running = 0;
  let most = 0;
  const tool = defineTool({
    name: "geocode",
    effects: { readOnly: true },
    execute: async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return { ok: true };
    },
  });
  const executors = [0, 1, 2, 3].map(
    () =>
      new ToolExecutor({
        maxConcurrency: 3,
        toolConcurrency: { geocode: 2 },
        stores: { concurrency: new RedisConcurrencyStore(server.client(), { prefix: "t1:" }) },
      }),
  );
  const results = await Promise.all(
    Array.from({ length: 40 }, (_, n) => executors[n % 4]?.execute(tool, {})),
  );
  expect(results.every((result) => result?.status === "success")).toBe(true);
  expect(most).toBe(2);
  const check = server.client();
  // Releases are not awaited by the call: give them a moment, then nothing is held.
  for (let turn = 0; turn < 100 && (await check.zcard("t1:slots:tool:geocode")) > 0; turn++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(await check.zcard("t1:slots:tool:geocode")).toBe(0);
  expect(await check.zcard("t1:slots:executor")).toBe(0);
});

test("the slot of a process that stopped is free again after its lease, not before", async () => {
  const leaseMs = 1_500;
  const check = server.client();
  // Redis's own clock, in milliseconds: the lease is counted on it.
  const redisNow = async (): Promise<number> => {
    const [seconds, micros] = await check.time();
    return Number(seconds) * 1_000 + Number(micros) / 1_000;
  };
  const dying = server.client();
  const crashed = new RedisConcurrencyStore(dying, { prefix: "t2:", leaseMs });
  const free = new AbortController().signal;
  const before = await redisNow();
  await crashed.acquire({ key: "executor", limit: 1, leaseId: "crashed", signal: free });
  // The process dies: its client is gone, so nothing renews or releases the lease.
  dying.disconnect();
  const survivor = new RedisConcurrencyStore(server.client(), { prefix: "t2:", leaseMs });
  expect(await check.zrange("t2:slots:executor", 0, -1)).toEqual(["crashed"]);
  // The lease ends a full lease after it was taken.
  const endsAt = Number(await check.zscore("t2:slots:executor", "crashed"));
  expect(endsAt).toBeGreaterThanOrEqual(before + leaseMs);
  await survivor.acquire({ key: "executor", limit: 1, leaseId: "next", signal: free });
  // Not before: the survivor got the slot a full lease after the crashed process took it (a
  // lower bound, which no slowness of the machine can break).
  expect(await redisNow()).toBeGreaterThanOrEqual(before + leaseMs);
  expect(await check.zrange("t2:slots:executor", 0, -1)).toEqual(["next"]);
});

test("a lease is renewed while its call runs: it outlives its lease time", async () => {
  const store = new RedisConcurrencyStore(server.client(), { prefix: "t3:", leaseMs: 150 });
  const free = new AbortController().signal;
  await store.acquire({ key: "executor", limit: 1, leaseId: "long", signal: free });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const check = server.client();
  expect(await check.zrange("t3:slots:executor", 0, -1)).toEqual(["long"]);
  await store.release("executor", "long");
  expect(await check.zcard("t3:slots:executor")).toBe(0);
});

test("a waiting acquire that is aborted takes nothing", async () => {
  const store = new RedisConcurrencyStore(server.client(), { prefix: "t4:" });
  const free = new AbortController().signal;
  await store.acquire({ key: "executor", limit: 1, leaseId: "a", signal: free });
  const controller = new AbortController();
  const waiting = store.acquire({
    key: "executor",
    limit: 1,
    leaseId: "b",
    signal: controller.signal,
  });
  await new Promise((resolve) => setTimeout(resolve, 30));
  controller.abort(new Error("gone"));
  await expect(waiting).rejects.toThrow("gone");
  expect(await server.client().zrange("t4:slots:executor", 0, -1)).toEqual(["a"]);
  await store.release("executor", "a");
});

test("a lease Redis lost while its call runs is held again at its next renewal, and counts", async () => {
  const client = server.client();
  const store = new RedisConcurrencyStore(client, { prefix: "t9:", leaseMs: 90 });
  const free = new AbortController().signal;
  await store.acquire({ key: "executor", limit: 1, leaseId: "running", signal: free });
  // Redis loses it (a restart without persistence): the call still runs.
  await client.del("t9:slots:executor");
  for (let wait = 0; (await client.exists("t9:slots:executor")) === 0 && wait < 200; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(await client.zrange("t9:slots:executor", 0, -1)).toEqual(["running"]);
  // So the limit holds again: another call waits for it.
  const waiting = new AbortController();
  const next = store.acquire({
    key: "executor",
    limit: 1,
    leaseId: "next",
    signal: waiting.signal,
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await client.zrange("t9:slots:executor", 0, -1)).toEqual(["running"]);
  await store.release("executor", "running");
  await next;
  expect(await client.zrange("t9:slots:executor", 0, -1)).toEqual(["next"]);
  await store.release("executor", "next");
});
