// The limits' and call records' stores on one Redis client, for an executor's `stores`.
import type { PolicyStores } from "@kit/tools";
import { RedisCallRecordStore } from "./redis-call-record-store";
import type { RedisClient } from "./redis-client";
import { RedisConcurrencyStore } from "./redis-concurrency-store";
import { RedisRateLimitStore } from "./redis-rate-limit-store";
import type { RedisStoreOptions } from "./redis-store-options";
import { RedisTaskStore } from "./redis-task-store";

/**
 * The Redis-backed stores of the limits, the call records and the tasks, as `ToolExecutor`'s `stores` takes
 * them. Approvals are not among them: a `RedisApprovalStore` makes every call of a tool that is
 * not read-only wait for an answer, so it is added by name where that is wanted.
 */
export interface RedisStores extends PolicyStores {
  readonly concurrency: RedisConcurrencyStore;
  readonly rateLimits: RedisRateLimitStore;
  readonly calls: RedisCallRecordStore;
  readonly tasks: RedisTaskStore;
}

/**
 * Makes the concurrency, rate limit, call record and task stores on one Redis client, so an
 * executor's limits and exactly-once call ids hold, and its tasks are seen, across all the
 * processes that use the same Redis and prefix. Add `approvals: new RedisApprovalStore(client)` for approvals across them.
 * @param client - an `ioredis` client (or anything with `evalsha` and `eval`).
 * @param options - prefix, lease, command timeout, what to do while Redis is unreachable.
 * @returns the stores; leave out the ones you do not want.
 * @throws RangeError or TypeError for a bad option.
 * @example
 * ```ts
 * import { redisStores } from "@kit/redis";
 * import { ToolExecutor } from "@kit/tools";
 * import { Redis } from "ioredis";
 *
 * const stores = redisStores(new Redis(process.env.REDIS_URL ?? ""));
 * export const executor = new ToolExecutor({
 *   maxConcurrency: 5,
 *   credentialRateLimits: { "search-key": { calls: 50, intervalMs: 1000 } },
 *   stores,
 * });
 * ```
 */
export function redisStores(client: RedisClient, options?: RedisStoreOptions): RedisStores {
  return {
    concurrency: new RedisConcurrencyStore(client, options),
    rateLimits: new RedisRateLimitStore(client, options),
    calls: new RedisCallRecordStore(client, options),
    tasks: new RedisTaskStore(client, options),
  };
}
