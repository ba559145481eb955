// How an executor runs tasks, and how one task is started and waited for.
import type { CallHandlers } from "../context/call-handlers";
import type { RetryOptions } from "../policies/retry-options";

/** How an executor's tasks live (with or without a shared `stores.tasks`). */
export interface TaskOptions {
  /** How long a finished task's result is kept, in milliseconds. Default 1 hour. */
  readonly ttlMs?: number | undefined;
  /**
   * How long a running task stays its process's without a word from it, in milliseconds: the
   * bound on how late a stopped process's tasks are found failed. The process renews it every
   * third of it. Default 15 s.
   */
  readonly leaseMs?: number | undefined;
  /** The longest pause between two reads while awaiting a task of a store that cannot watch. Default 1 s. */
  readonly pollMs?: number | undefined;
  /** The largest output kept as a result, in bytes of JSON; a larger one is `unkept`. Default 1 MiB. */
  readonly maxResultBytes?: number | undefined;
}

/**
 * How one task is started. There is no `signal`: a task outlives the request that started it;
 * `cancelTask` stops it. Its handlers hear its progress and logs and answer its questions while
 * it runs in this process (a question puts it in `input_required` until answered).
 */
export interface StartTaskOptions extends CallHandlers {
  /**
   * The task's id: 1-128 of `[A-Za-z0-9._:-]`. When omitted, a fresh unguessable one. Starting
   * an id that is taken starts nothing and returns that task.
   */
  readonly taskId?: string | undefined;
  /** A limit for the tool's run, in milliseconds (positive, finite); replaces the executor's. */
  readonly timeoutMs?: number | undefined;
  /** Retries (idempotent tools only); replaces the executor's `retry`. */
  readonly retry?: RetryOptions | undefined;
  /**
   * With `taskId`: when that task was lost (its process stopped), run it again under the same
   * id. Only for a tool that is idempotent (or read-only); the tool may already have done its
   * work once.
   */
  readonly restart?: boolean | undefined;
}

/** How long `awaitTask` waits, and how it ends. */
export interface AwaitTaskOptions {
  /** Stops waiting (the task goes on); the wait rejects with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
  /** Stops waiting after this many milliseconds (the task goes on), rejecting with a `TimeoutError`. */
  readonly timeoutMs?: number | undefined;
  /** `true` (default): a failed or cancelled task rejects with its error. `false`: it resolves to a failure result. */
  readonly raiseOnFailure?: boolean | undefined;
}
