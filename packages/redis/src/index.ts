// The public surface of @kit/redis: what this file exports is the package's API.

export type { RedisUnavailableErrorOptions } from "./errors/redis-unavailable-error";
export { RedisUnavailableError } from "./errors/redis-unavailable-error";
export { RedisApprovalStore } from "./redis-approval-store";
export { RedisCallRecordStore } from "./redis-call-record-store";
export type { RedisClient } from "./redis-client";
export { RedisConcurrencyStore } from "./redis-concurrency-store";
export { RedisRateLimitStore } from "./redis-rate-limit-store";
export type { RedisStoreOptions, RedisUnavailablePolicy } from "./redis-store-options";
export type { RedisStores } from "./redis-stores";
export { redisStores } from "./redis-stores";
export { RedisTaskStore } from "./redis-task-store";
