// What a reader sees of a stored task.
import type { TaskRecord } from "../task-store";
import type { ToolTask } from "../tool-task";
import { lostError } from "./task-outcome";

/** The reader's view of a record, frozen: a lost task says why it failed. */
export function toToolTask(record: TaskRecord): ToolTask {
  const { taskId, toolName, status, progress, createdAt, updatedAt, expiresAt, outcome } = record;
  const message =
    outcome?.status === "lost" ? lostError(record, outcome.leaseMs).message : record.message;
  const task: ToolTask = {
    taskId,
    toolName,
    status,
    progress,
    message,
    createdAt,
    updatedAt,
    expiresAt,
  };
  // Only a running task has questions waiting.
  const { questions } = record;
  if (questions === undefined || outcome !== undefined) return Object.freeze(task);
  return Object.freeze({ ...task, questions });
}
