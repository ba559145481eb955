// A task id that names no task (any more).
import { hasErrorMarker, markError } from "../internal/error-marker";
import { AgentKitError } from "./agent-kit-error";

/** Why a task was not found: never started in the store (`unknown`), or its result expired. */
export type TaskNotFoundReason = "unknown" | "expired";

/** What a {@link TaskNotFoundError} is about. */
export interface TaskNotFoundErrorOptions {
  readonly taskId: string;
  readonly reason: TaskNotFoundReason;
}

const REASONS: Record<TaskNotFoundReason, string> = {
  unknown: "is not known to the task store (never started there, or gone long ago)",
  expired: "finished, and its result expired: results are kept for the executor's tasks.ttlMs",
};

/**
 * Thrown by `ToolExecutor.getTask`, `awaitTask` and `cancelTask` for an id the task store does
 * not hold: never started there, or finished so long ago that its result was dropped.
 */
export class TaskNotFoundError extends AgentKitError {
  /** The id asked for. */
  declare readonly taskId: string;
  /** Why it was not found. */
  declare readonly reason: TaskNotFoundReason;

  /** Builds the message from the id and the reason. */
  constructor(options: TaskNotFoundErrorOptions) {
    super(`Task '${options.taskId}' ${REASONS[options.reason]}.`);
    markError(this, "TaskNotFoundError");
    this.taskId = options.taskId;
    this.reason = options.reason;
  }

  /** `name`, `message`, `taskId` and `reason`. */
  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), taskId: this.taskId, reason: this.reason };
  }

  /** Tells whether a value is a `TaskNotFoundError`, also one made by another copy of this package. */
  static override isInstance(value: unknown): value is TaskNotFoundError {
    return hasErrorMarker(value, "TaskNotFoundError");
  }
}
