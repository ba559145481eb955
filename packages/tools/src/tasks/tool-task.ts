// What anyone may read of a task, from any executor sharing its store.
import type { TaskStatus } from "./task-status";

/** The last progress a task's tool reported (redacted). */
export interface TaskProgress {
  /** How much is done. */
  readonly done: number;
  /** How much there is in all, when the tool knows. */
  readonly total: number | undefined;
  /** What the tool is doing now, when it says. */
  readonly message: string | undefined;
}

/**
 * A task as read at one moment: a tool call started with `ToolExecutor.startTask`, whose
 * status, progress and result any executor sharing the task store can read by its id. Frozen;
 * read it again for news.
 */
export interface ToolTask {
  /** The task's id: unguessable unless the caller chose it, so whoever holds it may read it. */
  readonly taskId: string;
  /** The tool it runs. */
  readonly toolName: string;
  /** Where it is. */
  readonly status: TaskStatus;
  /** The last progress its tool reported, if any. */
  readonly progress: TaskProgress | undefined;
  /**
   * The last thing said about it: the tool's last log message while it runs, the reason once
   * it failed or was cancelled (redacted).
   */
  readonly message: string | undefined;
  /** When it was started, in milliseconds since the epoch. */
  readonly createdAt: number;
  /** When it last changed, in milliseconds since the epoch. */
  readonly updatedAt: number;
  /** Once finished: when its result is gone, in milliseconds since the epoch. */
  readonly expiresAt: number | undefined;
  /**
   * While it runs: the questions asked with `ToolExecutor.askInTask` that wait for an answer, by
   * key (JSON data, redacted); absent when none wait (or its store keeps no questions). Answer
   * one with `ToolExecutor.answerTask`, from any executor sharing the store.
   */
  readonly questions?: Readonly<Record<string, unknown>> | undefined;
}
