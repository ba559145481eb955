// What Redis-backed limits cost a call, on loopback: the same executor call with its limits in
// memory, with the concurrency limit in Redis, and with a rate limit in Redis too, beside one
// bare Redis round trip (PING). Starts its own redis-server on a free port (Debian's
// `redis-server`), runs calls one after another (so each pays its round trips in full), prints
// a table of the median of interleaved rounds. Run: pnpm --filter @kit/bench redis-policies [calls]
import { RedisConcurrencyStore, RedisRateLimitStore } from "@kit/redis";
import { RedisProcess } from "@kit/test-support/redis-server";
import { defineTool, ToolExecutor } from "@kit/tools";
import { Redis } from "ioredis";
import { interleavedRounds, type Variant } from "../harness/interleaved-rounds";

const calls = Number(process.argv[2] ?? 20_000);

const server = await RedisProcess.start({ persist: false });
const redis = new Redis({ port: server.port, host: "127.0.0.1", retryStrategy: () => 20 });
redis.on("error", () => undefined);

const tool = defineTool({
  name: "lookup",
  effects: { readOnly: true },
  execute: () => ({ ok: true }),
});
const rate = { lookup: { calls: 1_000_000, intervalMs: 1_000 } };
const variants: Variant[] = [
  ["Redis PING (one round trip)", () => redis.ping()],
  ["call, limits in memory (maxConcurrency 5)", call(new ToolExecutor({ maxConcurrency: 5 }))],
  [
    "call, concurrency limit in Redis",
    call(
      new ToolExecutor({
        maxConcurrency: 5,
        stores: { concurrency: new RedisConcurrencyStore(redis) },
      }),
    ),
  ],
  [
    "call, concurrency and rate limit in Redis",
    call(
      new ToolExecutor({
        maxConcurrency: 5,
        toolRateLimits: rate,
        stores: {
          concurrency: new RedisConcurrencyStore(redis),
          rateLimits: new RedisRateLimitStore(redis),
        },
      }),
    ),
  ],
];

function call(executor: ToolExecutor): () => Promise<unknown> {
  return () => executor.execute(tool, {});
}

const rows = await interleavedRounds(variants, calls);
console.table(rows);
const [ping, memory, concurrency, both] = rows.map((row) => row["µs per call"]) as number[];
console.log(
  `Redis concurrency limit: +${((concurrency ?? 0) - (memory ?? 0)).toFixed(1)} µs a call = ${(((concurrency ?? 0) - (memory ?? 0)) / (ping ?? 1)).toFixed(2)} round trips; with the rate limit too: ${(((both ?? 0) - (memory ?? 0)) / (ping ?? 1)).toFixed(2)} round trips (${calls} calls each, loopback).`,
);
redis.disconnect();
await server.stop();
