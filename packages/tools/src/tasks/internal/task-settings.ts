// An executor's task settings, checked once when the executor is made.
import { positive } from "../../policies/internal/shared-policies";
import type { PolicyStores } from "../../policies/policy-stores";
import { MemoryTaskStore } from "../memory-task-store";
import type { TaskOptions } from "../task-options";
import type { TaskStore } from "../task-store";

/** The task settings an executor runs with, defaults filled. */
export interface TaskSettings {
  readonly store: TaskStore;
  readonly ttlMs: number;
  readonly leaseMs: number;
  readonly pollMs: number;
  readonly maxResultBytes: number;
}

const METHODS = ["create", "read", "report", "finish", "cancel"] as const;

/**
 * Checks `stores.tasks` and `tasks`; without a store, tasks live in a store of the executor's own.
 * @throws TypeError for a store that lacks a method or options that are not an object.
 * @throws RangeError for a number out of range.
 */
export function readTaskSettings(
  stores: PolicyStores | undefined,
  options: TaskOptions | undefined,
): () => TaskSettings {
  const store = stores?.tasks;
  if (store !== undefined) {
    for (const method of METHODS) {
      if (typeof store?.[method] !== "function") {
        throw new TypeError(`ToolExecutor: 'stores.tasks' needs a ${method}() method.`);
      }
    }
  }
  if (options !== undefined && (typeof options !== "object" || options === null)) {
    throw new TypeError("ToolExecutor: 'tasks' must be an object.");
  }
  const ttlMs = positive(options?.ttlMs, "ToolExecutor: tasks.ttlMs", 3_600_000);
  const leaseMs = positive(options?.leaseMs, "ToolExecutor: tasks.leaseMs", 15_000);
  const pollMs = positive(options?.pollMs, "ToolExecutor: tasks.pollMs", 1000);
  const maxResultBytes = positive(
    options?.maxResultBytes,
    "ToolExecutor: tasks.maxResultBytes",
    1 << 20,
  );
  let settings: TaskSettings | undefined;
  // The executor's own store is made with its first task.
  return () => {
    settings ??= { store: store ?? new MemoryTaskStore(), ttlMs, leaseMs, pollMs, maxResultBytes };
    return settings;
  };
}
