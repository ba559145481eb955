// The module every replica of the fleet scenario serves (`kit-mcp serve fleet-tools.ts --http`):
// two tools that measure themselves in Redis, and the executor whose policies live in Redis.
// KIT_FLEET_REDIS_URL names the Redis; KIT_FLEET_LEASE_MS the stores' lease.
import { redisStores } from "@kit/redis";
import { defineTool, ToolExecutor, ToolRegistry } from "@kit/tools";
import { Redis } from "ioredis";

const url = process.env.KIT_FLEET_REDIS_URL ?? "";
const leaseMs = Number(process.env.KIT_FLEET_LEASE_MS ?? 2_000);
const redis = new Redis(url, { retryStrategy: () => 100 });
const measure = new Redis(url, { retryStrategy: () => 100 });
redis.on("error", () => undefined);
measure.on("error", () => undefined);

// Notes each start on the server's clock and counts the runs of each request id; for `work`,
// also the calls running now across the fleet (a hash of "pid request", so the orchestrator can
// take out the calls of a replica it killed) and the most ever seen at once.
const ENTER = `redis.call('HINCRBY', KEYS[3], ARGV[1], 1)
local t = redis.call('TIME')
redis.call('RPUSH', KEYS[4], ARGV[2] .. ' ' .. t[1] .. '.' .. string.format('%06d', tonumber(t[2])))
if ARGV[2] ~= 'work' then return 0 end
redis.call('HSET', KEYS[1], ARGV[3], '1')
local running = redis.call('HLEN', KEYS[1])
local most = tonumber(redis.call('GET', KEYS[2]) or '0')
if running > most then redis.call('SET', KEYS[2], running) end
return running`;

async function measured(
  tool: string,
  request: string,
  workMs: number,
): Promise<{ request: string }> {
  const running = `${process.pid} ${request}`;
  await measure.eval(
    ENTER,
    4,
    "fleet:running",
    "fleet:most",
    "fleet:runs",
    "fleet:starts",
    request,
    tool,
    running,
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, workMs));
  } finally {
    if (tool === "work") await measure.hdel("fleet:running", running);
  }
  return { request };
}

const input = { parameters: [{ name: "request", type: "string" }] } as const;

export const tools = new ToolRegistry();
tools.register(
  defineTool({
    name: "work",
    description: "Does 25 ms of work; not idempotent.",
    inputSchema: input,
    effects: { openWorld: false },
    execute: ({ request }) => measured("work", request, 25),
  }),
);
tools.register(
  defineTool({
    name: "search",
    description: "Calls a rate-limited API (50 calls a second for the whole fleet).",
    inputSchema: input,
    effects: { readOnly: true, openWorld: true },
    execute: ({ request }) => measured("search", request, 5),
  }),
);

export const executor = new ToolExecutor({
  timeoutMs: 120_000,
  // At most 5 calls of `work` at once in the whole fleet.
  toolConcurrency: { work: 5 },
  toolRateLimits: { search: { calls: 50, intervalMs: 1_000 } },
  stores: redisStores(redis, {
    prefix: "fleet:",
    leaseMs,
    commandTimeoutMs: 1_000,
    finishRetryMs: 10_000,
  }),
});
