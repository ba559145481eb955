// The stores an executor's policies may keep their state in, instead of its own memory.

import type { TaskStore } from "../tasks/task-store";
import type { ApprovalStore } from "./approval-store";
import type { CallRecordStore } from "./call-record-store";
import type { ConcurrencyStore } from "./concurrency-store";
import type { RateLimitStore } from "./rate-limit-store";

/**
 * Where an executor's policies keep their state. Each is optional: what is not given stays in
 * the executor's memory (and `calls` and `approvals` are off without theirs). Give the same
 * shared stores to the executors of several processes and the limits hold for all of them.
 */
export interface PolicyStores {
  /** The slots of `maxConcurrency` and `toolConcurrency`. */
  readonly concurrency?: ConcurrencyStore | undefined;
  /** The turns of `toolRateLimits` and `credentialRateLimits`. */
  readonly rateLimits?: RateLimitStore | undefined;
  /** Call ids already run: each call of a tool that is not idempotent runs once per id. */
  readonly calls?: CallRecordStore | undefined;
  /** Calls waiting for approval, answered through the store; replaces `approve`. */
  readonly approvals?: ApprovalStore | undefined;
  /** Where `startTask` keeps tasks, so that any executor sharing it reads, awaits and cancels them. */
  readonly tasks?: TaskStore | undefined;
}

/** How long a call id is remembered, and how much of an outcome is kept (with `stores.calls`). */
export interface ExactlyOnceOptions {
  /** How long a call id is remembered, in milliseconds. Default 24 hours. */
  readonly ttlMs?: number | undefined;
  /** How long a repeated call waits for the first one to finish, in milliseconds. Default 30 s. */
  readonly waitMs?: number | undefined;
  /** The largest stored outcome, in bytes of JSON; a larger one is `unkept`. Default 64 KiB. */
  readonly maxResultBytes?: number | undefined;
}
