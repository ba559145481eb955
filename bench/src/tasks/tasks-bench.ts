// What a task costs over a plain call: `startTask` then `awaitTask` of a trivial tool against
// `execute` of the same tool, in memory (target: at most 1.2x) and on Redis (target: at most two
// store round trips more, measured against a bare PING, and against an EVALSHA of an empty script,
// the least a script call costs). Starts its own redis-server on a free
// port, runs calls one after another (each pays its round trips in full), prints the medians of
// interleaved rounds. Run: pnpm --filter @kit/bench tasks [calls]
import { createHash } from "node:crypto";
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
// A script that does nothing: one round trip as a task store's script call pays it.
const EMPTY_SCRIPT = "return 1";
await redis.eval(EMPTY_SCRIPT, 0);
const emptySha = createHash("sha1").update(EMPTY_SCRIPT).digest("hex");
const variants: Variant[] = [
  ["Redis PING (one round trip)", () => redis.ping()],
  ["Redis EVALSHA of an empty script", () => redis.evalsha(emptySha, 0)],
  ["plain call (execute)", () => memory.execute(tool, {})],
  ["task in memory (startTask + awaitTask)", task(memory)],
  ["task on Redis (startTask + awaitTask)", task(onRedis)],
];

function task(executor: ToolExecutor): () => Promise<unknown> {
  return async () => executor.awaitTask((await executor.startTask(tool, {})).taskId);
}

// The process's CPU time too: steadier than the wall clock on a busy machine for the in-memory
// variants (a Redis variant's CPU time leaves out the server's).
const rows = await interleavedRounds(variants, calls, { cpu: true });
console.table(rows);
const [ping, empty, plain, inMemory, onRedisTime] = rows.map(
  (row) => row["µs per call"],
) as number[];
const ratio = (inMemory ?? 0) / (plain ?? 1);
const [, , plainCpu, inMemoryCpu] = rows.map((row) => row["CPU µs per call"]) as number[];
const cpuRatio = (inMemoryCpu ?? 0) / (plainCpu ?? 1);
const trips = ((onRedisTime ?? 0) - (plain ?? 0)) / (ping ?? 1);
// The same, counted in empty script calls: what two script round trips cost at the least.
const scriptTrips = ((onRedisTime ?? 0) - (plain ?? 0)) / (empty ?? 1);
console.log(
  `task in memory: ${ratio.toFixed(2)}x a plain call, ${cpuRatio.toFixed(2)}x in CPU time (target at most 1.20x: ${ratio <= 1.2 ? "met" : "not met"}); task on Redis: ${trips.toFixed(2)} round trips over the call (target at most 2: ${trips <= 2 ? "met" : "not met"}), ${scriptTrips.toFixed(2)} empty script calls; ${calls} calls each, loopback.`,
);
redis.disconnect();
await server.stop();
