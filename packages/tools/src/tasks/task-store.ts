// Where tasks live, so that any executor sharing the store can read, await and cancel them.
import type { StoredContentPart } from "./stored-content-part";
import type { FinishedTaskStatus, TaskStatus } from "./task-status";
import type { TaskProgress, ToolTask } from "./tool-task";

/**
 * How a task ended, as stored: its output (JSON data, redacted; absent when the tool gave none)
 * and content parts (their text redacted, bytes as base64), what it failed with (name and
 * redacted message), `unkept` when the result could not be stored (not JSON data, too large), or
 * `lost` when the process running it stopped without a word. All of it is JSON data.
 */
export type TaskOutcome =
  | {
      readonly status: "success";
      readonly output: unknown;
      /** The tool's content parts, when it gave some (`toolContent`). */
      readonly content?: readonly StoredContentPart[] | undefined;
      readonly durationMs: number;
      readonly attempts: number;
    }
  | {
      readonly status: "failure";
      readonly error: { readonly name: string; readonly message: string };
      readonly durationMs: number;
      readonly attempts: number;
    }
  | { readonly status: "unkept"; readonly reason: string; readonly durationMs: number }
  | { readonly status: "lost"; readonly leaseMs: number };

/** A task as the store keeps it: what anyone may read, and how it ended. */
export interface TaskRecord extends ToolTask {
  /** Once finished: how. */
  readonly outcome: TaskOutcome | undefined;
  /** Whether someone asked to cancel it; its process stops the tool when it hears. */
  readonly cancelRequested: boolean;
  /** Propagation fields stored when it started (see `TaskCreateRequest.traceContext`). */
  readonly traceContext?: Readonly<Record<string, string>> | undefined;
  /**
   * The questions its tool asked that wait for an answer, by key, as their asker stored them
   * (JSON data, redacted; see {@link TaskStore.putQuestion}). Absent in a store that keeps none.
   */
  readonly questions?: Readonly<Record<string, unknown>> | undefined;
}

/** What {@link TaskStore.read} and {@link TaskStore.cancel} found. */
export type TaskLookup =
  | { readonly state: "found"; readonly record: TaskRecord }
  /** Never stored, or gone so long ago that nothing is left of it. */
  | { readonly state: "unknown" }
  /** It finished, and its result was dropped when its time ran out. */
  | { readonly state: "expired" };

/** A new task, as the executor starting it asks for it. */
export interface TaskCreateRequest {
  readonly taskId: string;
  readonly toolName: string;
  /** Unique to this run; `report` and `finish` name it again. */
  readonly ownerId: string;
  /**
   * How long the task is its owner's without a word from it, in milliseconds; after that,
   * whoever reads it finds it failed (`lost`).
   */
  readonly leaseMs: number;
  /** How long the result is kept once the task finished, in milliseconds. */
  readonly ttlMs: number;
  /** When the id is taken by a task that was lost: take it over for this run (the tool is idempotent). */
  readonly takeOverLost: boolean;
  /**
   * Propagation fields (such as a W3C `traceparent`) to keep with the task and give back in every
   * record of it; absent when none were given. A store that drops them loses only telemetry links.
   */
  readonly traceContext?: Readonly<Record<string, string>> | undefined;
}

/** What {@link TaskStore.create} did. */
export type TaskCreation =
  /** The task is new (or a lost one taken over), now this owner's. */
  | { readonly state: "created"; readonly record: TaskRecord }
  /** The id is taken: nothing was changed. */
  | { readonly state: "exists"; readonly record: TaskRecord };

/** What the owner of a running task says about it; also renews its lease. */
export interface TaskReport {
  readonly status?: Extract<TaskStatus, "working" | "input_required"> | undefined;
  readonly progress?: TaskProgress | undefined;
  readonly message?: string | undefined;
  readonly leaseMs: number;
}

/** What the owner hears back from {@link TaskStore.report}. */
export interface TaskReportAnswer {
  /** `false` when the task is no longer this owner's (it was found lost): stop the tool. */
  readonly owned: boolean;
  /** Someone asked to cancel the task. */
  readonly cancelRequested: boolean;
}

/** How a task ended, as its owner stores it. */
export interface TaskEnding {
  readonly status: FinishedTaskStatus;
  readonly outcome: TaskOutcome;
  /** Its last message: the reason it failed, or the tool's last log message. */
  readonly message: string | undefined;
  /** Its last progress, when it reported some not yet written. */
  readonly progress?: TaskProgress | undefined;
}

/**
 * Where tasks are kept: an executor's `stores.tasks`. The in-memory store keeps them in this
 * process; a shared one (such as `@kit/redis`'s) lets any process read, await and cancel any
 * task, and tells the others when the process running one stopped. Each method is atomic.
 */
export interface TaskStore {
  /**
   * Stores a new task for `ownerId`, unless its id is taken.
   * @throws the store's own error (for example, its backend is unreachable).
   */
  create(request: TaskCreateRequest): Promise<TaskCreation>;
  /**
   * Reads a task. A running task whose lease ran out is first marked failed (`lost`), for good.
   * @throws the store's own error.
   */
  read(taskId: string): Promise<TaskLookup>;
  /**
   * The owner's word on its running task (status, progress, message), which renews its lease.
   * @throws the store's own error.
   */
  report(taskId: string, ownerId: string, report: TaskReport): Promise<TaskReportAnswer>;
  /**
   * Stores how the owner's task ended; it is kept for the task's `ttlMs`. Does nothing when the
   * task is no longer this owner's.
   * @throws the store's own error.
   */
  finish(taskId: string, ownerId: string, ending: TaskEnding): Promise<void>;
  /**
   * Asks for a task to be cancelled; a finished task is left as it is.
   * @returns the task as it is after the request.
   * @throws the store's own error.
   */
  cancel(taskId: string): Promise<TaskLookup>;
  /**
   * Optional: calls `listener` with the task each time it changes in this process's view, until
   * the returned function is called. Without it, waiting for a task reads it again and again.
   */
  watch?(taskId: string, listener: (record: TaskRecord) => void): () => void;
  /**
   * Optional, with {@link TaskStore.answer} and {@link TaskStore.takeAnswers}: the questions of a
   * running task, so that any process sharing the store sees and answers them. The owner puts a
   * question (JSON data, already redacted) under its key, or takes it back with `undefined`.
   * Does nothing when the task is finished or no longer this owner's. Without these methods, a
   * task's questions are seen and answered only in the process running it.
   * @throws the store's own error.
   */
  putQuestion?(taskId: string, ownerId: string, key: string, question: unknown): Promise<void>;
  /**
   * Optional: answers a question of a running task, from any process: the question is no longer
   * waiting, and the answer (JSON data) is kept for its owner to take.
   * @returns false when no question of that key waits (answered already, or the task finished).
   * @throws the store's own error.
   */
  answer?(taskId: string, key: string, answer: unknown): Promise<boolean>;
  /**
   * Optional: the answers given to the owner's questions since it last took them, by key; they
   * are then gone from the store.
   * @throws the store's own error.
   */
  takeAnswers?(taskId: string, ownerId: string): Promise<Readonly<Record<string, unknown>>>;
}
