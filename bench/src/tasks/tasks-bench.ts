// What a task costs over a plain call: `startTask` then `awaitTask` of a trivial tool against
// `execute` of the same tool, in memory (target: at most 1.2x) and on Redis (target: at most two
// store round trips more, measured against a bare PING). Starts its own redis-server on a free
// port, runs calls one after another (each pays its round trips in full), prints the medians of
// interleaved rounds. Run: pnpm --filter @kit/bench tasks [calls]
import { RedisTaskStore } from "@kit/redis";
import { RedisProcess } from "@kit/test-support/redis-server";
import { defineTool, MemoryTaskStore, ToolExecutor } from "@kit/tools";
import { Redis } from "ioredis";

const calls = Number(process.argv[2] ?? 20_000);

const server = await RedisProcess.start({ persist: false });
const redis = new Redis({ port: server.port, host: "127.0.0.1", retryStrategy: () => 20 });
redis.on("error", () => undefined);

const tool = defineTool({
  name: "report",
  effects: { readOnly: true },
  execute: async () => ({ rows: 42 }),
});
const memory = new ToolExecutor({ stores: { tasks: new MemoryTaskStore() } });
const onRedis = new ToolExecutor({ stores: { tasks: new RedisTaskStore(redis) } });
const variants: [string, () => Promise<unknown>][] = [
  ["Redis PING (one round trip)", () => redis.ping()],
  ["plain call (execute)", () => memory.execute(tool, {})],
  ["task in memory (startTask + awaitTask)", task(memory)],
  ["task on Redis (startTask + awaitTask)", task(onRedis)],
];

function task(executor: ToolExecutor): () => Promise<unknown> {
  return async () => executor.awaitTask((await executor.startTask(tool, {})).taskId);
}

const ROUNDS = 20;
const perRound = Math.max(1, Math.round(calls / ROUNDS));
const samples: number[][] = variants.map(() => []);
for (const [, run] of variants) for (let n = 0; n < 500; n++) await run();
for (let round = 0; round < ROUNDS; round++) {
  for (const [index, [, run]] of variants.entries()) {
    const start = process.hrtime.bigint();
    for (let n = 0; n < perRound; n++) await run();
    samples[index]?.push(Number(process.hrtime.bigint() - start) / 1_000 / perRound);
  }
}
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const rows = variants.map(([variant], index) => ({
  variant,
  "µs per call": Math.round(median(samples[index] ?? []) * 100) / 100,
}));
console.table(rows);
const [ping, plain, inMemory, onRedisTime] = rows.map((row) => row["µs per call"]) as number[];
const ratio = (inMemory ?? 0) / (plain ?? 1);
const trips = ((onRedisTime ?? 0) - (plain ?? 0)) / (ping ?? 1);
console.log(
  `task in memory: ${ratio.toFixed(2)}x a plain call (target at most 1.20x: ${ratio <= 1.2 ? "met" : "not met"}); task on Redis: ${trips.toFixed(2)} round trips over the call (target at most 2: ${trips <= 2 ? "met" : "not met"}); ${calls} calls each, loopback.`,
);
redis.disconnect();
await server.stop();
