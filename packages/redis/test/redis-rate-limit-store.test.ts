// Rate limits on a real Redis: one rate for several clients, on the server's clock.
import { RedisProcess } from "@kit/test-support/redis-server";
import { defineTool, RateLimitError, ToolExecutor } from "@kit/tools";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, test } from "vitest";
import { RedisRateLimitStore } from "../src/redis-rate-limit-store";
import { type RedisServer, startRedis } from "./redis-server";

let server: RedisServer;
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  await server.stop();
});

test("turns of one rate, taken through two clients, come one intervalMs / calls apart", async () => {
  const stores = [0, 1].map(() => new RedisRateLimitStore(server.client(), { prefix: "r1:" }));
  const rate = { calls: 10, intervalMs: 1_000 };
  const waits: number[] = [];
  for (let n = 0; n < 6; n++) {
    const turn = await stores[n % 2]?.reserve({
      key: "tool:search",
      rate,
      maxWaitMs: Number.POSITIVE_INFINITY,
    });
    expect(turn?.granted).toBe(true);
    waits.push(turn?.waitMs ?? -1);
  }
  // Each turn is 100 ms after the one before, less the time that passed between the asks.
  for (let n = 1; n < waits.length; n++) {
    const step = (waits[n] ?? 0) - (waits[n - 1] ?? 0);
    expect(step).toBeLessThanOrEqual(100);
    expect(step).toBeGreaterThan(50);
  }
});

test("a turn further away than maxWaitMs is refused and reserves nothing", async () => {
  const store = new RedisRateLimitStore(server.client(), { prefix: "r2:" });
  const rate = { calls: 1, intervalMs: 60_000 };
  expect((await store.reserve({ key: "credential:k", rate, maxWaitMs: 0 })).granted).toBe(true);
  const refused = await store.reserve({ key: "credential:k", rate, maxWaitMs: 1_000 });
  expect(refused.granted).toBe(false);
  expect(refused.waitMs).toBeGreaterThan(59_000);
  const again = await store.reserve({ key: "credential:k", rate, maxWaitMs: 1_000 });
  expect(again.waitMs).toBeLessThanOrEqual(refused.waitMs);
});

test("one API key's quota is shared by executors on different clients", async () => {
  const search = defineTool({
    name: "search",
    credentialNames: ["search-key"],
    effects: { readOnly: true },
    execute: () => ({ ok: true }),
  });
  const make = () =>
    new ToolExecutor({
      credentials: { resolve: async () => ({ "search-key": "a-long-secret-value" }) },
      timeoutMs: 2_000,
      credentialRateLimits: { "search-key": { calls: 1, intervalMs: 60_000 } },
      stores: { rateLimits: new RedisRateLimitStore(server.client(), { prefix: "r3:" }) },
    });
  expect((await make().execute(search, {})).status).toBe("success");
  const refused = await make().execute(search, {}, { raiseOnFailure: false });
  expect(RateLimitError.isInstance(refused.error?.cause)).toBe(true);
});

test("after Redis lost its data, a rate gives no turn for one interval: turns before and after never share a window", async () => {
  const client = server.client();
  const [before, after, fresh] = [0, 1, 2].map(
    () => new RedisRateLimitStore(server.client(), { prefix: "r9:" }),
  );
  const rate = { calls: 20, intervalMs: 1_000 };
  const ask = (store: RedisRateLimitStore | undefined, key = "tool:search") =>
    store?.reserve({ key, rate, maxWaitMs: Number.POSITIVE_INFINITY });
  // A fresh Redis: the first turn is now.
  expect((await ask(before))?.waitMs).toBe(0);
  for (let n = 1; n < 20; n++) await ask(before);
  await ask(after, "tool:other");
  // Redis loses everything (a restart without persistence): the 19 turns still to come are
  // forgotten. A store that saw the old epoch notices, and the rate waits a whole interval.
  await client.flushall();
  // (The moment is kept as text, to a tenth of a millisecond.)
  expect((await ask(before))?.waitMs).toBeCloseTo(rate.intervalMs, 0);
  // The next turns follow it, one interval / calls apart.
  expect((await ask(before))?.waitMs).toBeGreaterThan(rate.intervalMs);
  // Another store that saw the old epoch: the loss is known, its rate waits too (less the time
  // since the loss was seen).
  const other = await ask(after, "tool:other");
  expect(other?.waitMs).toBeGreaterThan(rate.intervalMs / 2);
  expect(other?.waitMs).toBeLessThanOrEqual(rate.intervalMs);
  // A store that never saw an epoch, on a Redis whose loss nobody has seen yet, cannot know:
  // it takes the turn now, and the loss is noted by the first store that saw the old epoch.
  await client.flushall();
  expect((await ask(fresh, "tool:third"))?.waitMs).toBe(0);
  expect((await ask(before, "tool:fourth"))?.waitMs).toBeCloseTo(rate.intervalMs, 0);
});

test("a store that took no turn yet but lived through a restart without persistence notices the loss: its rate waits one interval", async () => {
  // Issue 32, point 13: a process that had taken no turn (its calls were waiting for slots) was
  // the first to reach the emptied Redis, took turns at once, and a window held 21 starts of 20.
  const volatile = await RedisProcess.start({ persist: false });
  const clients: Redis[] = [];
  const client = (): Redis => {
    const made = new Redis({ port: volatile.port, host: "127.0.0.1", retryStrategy: () => 50 });
    made.on("error", () => undefined);
    clients.push(made);
    return made;
  };
  try {
    const rate = { calls: 20, intervalMs: 1_000 };
    const ask = (store: RedisRateLimitStore) =>
      store.reserve({ key: "tool:search", rate, maxWaitMs: Number.POSITIVE_INFINITY });
    const busy = new RedisRateLimitStore(client(), { prefix: "r10:" });
    const idle = new RedisRateLimitStore(client(), { prefix: "r10:" });
    for (let n = 0; n < 20; n++) await ask(busy);
    // Killed and started again: every turn, and the epoch, are gone.
    await volatile.kill();
    await volatile.resume();
    // The idle store is the first to ask: the turns `busy` gave may still be to come, so the
    // rate gives none before one interval from now.
    expect((await ask(idle)).waitMs).toBeCloseTo(rate.intervalMs, 0);
    expect((await ask(busy)).waitMs).toBeGreaterThan(rate.intervalMs);
    // A store made after the restart never lost a connection: on a fresh prefix, a fresh Redis
    // is one never used, and its first turn is now.
    const later = new RedisRateLimitStore(client(), { prefix: "r11:" });
    expect((await ask(later)).waitMs).toBe(0);
  } finally {
    for (const each of clients) each.disconnect();
    await volatile.stop();
  }
}, 30_000);
