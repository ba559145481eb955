// The create script answers a new task with its times only; the record the store builds from the
// request must be the record any later read gives (fields, trace, a lost task taken over).
import { afterAll, beforeAll, expect, test } from "vitest";
import { RedisTaskStore } from "../src/redis-task-store";
import { type RedisServer, startRedis } from "./redis-server";

let server: RedisServer;
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  await server.stop();
});

const request = {
  toolName: "monthly_report",
  ownerId: "owner-1",
  leaseMs: 60_000,
  ttlMs: 60_000,
  takeOverLost: false,
};

test("a created task's record is the one read back, with and without propagation fields", async () => {
  const client = server.client();
  const store = new RedisTaskStore(client, { prefix: "c1:" });
  const plain = await store.create({ ...request, taskId: "plain" });
  expect(plain.state).toBe("created");
  expect(Object.isFrozen(plain.record)).toBe(true);
  expect(await store.read("plain")).toEqual({ state: "found", record: plain.record });
  const traceparent = `00-${"a".repeat(32)}-${"b".repeat(16)}-01`;
  const traced = await store.create({
    ...request,
    taskId: "traced",
    traceContext: { traceparent },
  });
  expect(traced.record.traceContext).toEqual({ traceparent });
  expect(Object.isFrozen(traced.record.traceContext)).toBe(true);
  expect(await store.read("traced")).toEqual({ state: "found", record: traced.record });
  // Taken: the stored record, unchanged.
  const again = await store.create({ ...request, taskId: "plain", ownerId: "owner-2" });
  expect(again).toEqual({ state: "exists", record: plain.record });
  client.disconnect();
});

test("a lost task taken over keeps its creation time; its new record is the one read back", async () => {
  const client = server.client();
  const store = new RedisTaskStore(client, { prefix: "c2:" });
  const first = await store.create({ ...request, taskId: "lost", leaseMs: 20 });
  await new Promise((resolve) => setTimeout(resolve, 60));
  const lost = await store.read("lost");
  expect(lost.state === "found" && lost.record.outcome?.status).toBe("lost");
  const taken = await store.create({
    ...request,
    taskId: "lost",
    ownerId: "owner-2",
    takeOverLost: true,
  });
  expect(taken.state).toBe("created");
  expect(taken.record.createdAt).toBe(first.record.createdAt);
  expect(taken.record.updatedAt).toBeGreaterThanOrEqual(first.record.updatedAt);
  expect(await store.read("lost")).toEqual({ state: "found", record: taken.record });
  client.disconnect();
});
