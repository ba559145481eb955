// What a task costs over a plain call: `startTask` then `awaitTask` of a trivial tool against
// `execute` of the same tool, in memory (target: at most 1.2x) and on Redis (target: at most two
// store round trips more, measured against a bare PING). Starts its own redis-server on a free
// port, runs calls one after another (each pays its round trips in full), prints the medians of
// interleaved rounds. Run: pnpm --filter @kit/bench tasks [calls]
import { RedisTaskStore } from "@kit/redis";
import { RedisProcess } from "@kit/test-support/redis-server";
import { defineTool, MemoryTaskStore, ToolExecutor } from "@kit/tools";
import { Redis } from "ioredis";
import { interleavedRounds, type Variant } from "../harness/interleaved-rounds";

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
const variants: Variant[] = [
  ["Redis PING (one round trip)", () => redis.ping()],
  ["plain call (execute)", () => memory.execute(tool, {})],
  ["task in memory (startTask + awaitTask)", task(memory)],
  ["task on Redis (startTask + awaitTask)", task(onRedis)],
];

function task(executor: ToolExecutor): () => Promise<unknown> {
  return async () => executor.awaitTask((await executor.startTask(tool, {})).taskId);
}

const rows = await interleavedRounds(variants, calls);
console.table(rows);
const [ping, plain, inMemory, onRedisTime] = rows.map((row) => row["µs per call"]) as number[];
const ratio = (inMemory ?? 0) / (plain ?? 1);
const trips = ((onRedisTime ?? 0) - (plain ?? 0)) / (ping ?? 1);
console.log(
  `task in memory: ${ratio.toFixed(2)}x a plain call (target at most 1.20x: ${ratio <= 1.2 ? "met" : "not met"}); task on Redis: ${trips.toFixed(2)} round trips over the call (target at most 2: ${trips <= 2 ? "met" : "not met"}); ${calls} calls each, loopback.`,
);
redis.disconnect();
await server.stop();
