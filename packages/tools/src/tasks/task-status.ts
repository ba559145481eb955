// Where a task is, in the words of MCP's tasks.

/**
 * Where a task is: running (`working`), waiting for an answer from the user
 * (`input_required`), or finished: `completed` (the tool succeeded), `failed` (it failed, or
 * the process running it stopped), `cancelled`.
 */
export type TaskStatus = "working" | "input_required" | "completed" | "failed" | "cancelled";

/** The statuses a task ends in; it never leaves one. */
export type FinishedTaskStatus = "completed" | "failed" | "cancelled";
