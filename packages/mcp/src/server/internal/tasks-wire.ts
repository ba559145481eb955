// A kit task in MCP's words, in both eras: the task as tasks/get gives it, and how it ended (a
// tools/call result, or a JSON-RPC error when the server could not deliver one).
import type { ToolCallOutcome, ToolResult, ToolTask } from "@kit/tools";
import type { CallToolResult } from "@modelcontextprotocol/server";
import { callResult } from "./call-result";
import type { LocalTask, TaskQuestion } from "./tasks-local";
import type { TasksPolicy } from "./tasks-policy";

/** The MCP status of a task. */
export type McpTaskStatus = ToolTask["status"];

/** How a finished task ended, as MCP says it. */
export type TaskEnd =
  /** What the tools/call would have returned (`isError` for a tool's failure). */
  | { readonly kind: "result"; readonly result: CallToolResult }
  /**
   * The server could not deliver a result: the process running the task stopped (its tool's
   * work is unknown), or the result could not be kept. JSON-RPC -32603.
   */
  | { readonly kind: "error"; readonly code: number; readonly message: string };

const INTERNAL_ERROR = -32603;

/** The end of a task from its `ToolResult` (as `awaitTask` gives it, in this process or read from the store). */
export function taskEnd(
  task: ToolTask,
  result: ToolResult,
  hasOutputSchema: boolean,
  maxResultLength: number,
): TaskEnd {
  if (result.status === "failure") {
    const { error } = result;
    // Not the tool's failure but the server's: the task's process stopped, or its result was
    // not kept (too large, not JSON data) while the task says it completed.
    if (error.name === "TaskLostError" || task.status === "completed") {
      return { kind: "error", code: INTERNAL_ERROR, message: error.message };
    }
  }
  const text = result.status === "success" ? outputText(result.output) : result.error.message;
  const outcome: ToolCallOutcome = {
    request: { id: task.taskId, name: task.toolName, arguments: {} },
    result,
    text,
  };
  return { kind: "result", result: callResult(outcome, hasOutputSchema, maxResultLength) };
}

function outputText(output: unknown): string {
  return JSON.stringify(output) ?? "null";
}

/** What the wire says of a task besides its era's field names. */
export interface TaskView {
  readonly taskId: string;
  readonly status: McpTaskStatus;
  readonly statusMessage: string | undefined;
  readonly createdAt: string;
  readonly lastUpdatedAt: string;
}

/**
 * A task as MCP sees it: `input_required` while a question of it waits here (the store may say
 * `working` a moment longer, or already again while another question waits), `cancelled` once a
 * client cancelled it here, the latest progress or log message as its status message.
 */
export function taskView(task: ToolTask, local: LocalTask | undefined): TaskView {
  let status: McpTaskStatus = task.status;
  if (local !== undefined && !isTerminal(status)) {
    if (local.cancelled) status = "cancelled";
    else status = local.pending().size > 0 ? "input_required" : "working";
  }
  const statusMessage = isTerminal(status)
    ? (task.message ?? task.progress?.message)
    : (local?.said ?? task.message ?? task.progress?.message);
  return {
    taskId: task.taskId,
    status,
    statusMessage,
    createdAt: new Date(task.createdAt).toISOString(),
    lastUpdatedAt: new Date(task.updatedAt).toISOString(),
  };
}

/** Whether a status is one a task never leaves. */
export function isTerminal(status: McpTaskStatus): boolean {
  return status === "completed" || status === "failed" || status === "cancelled";
}

/** The task of protocol 2025-11-25 (`Task`: `ttl`, `pollInterval`). */
export function legacyTask(view: TaskView, policy: TasksPolicy): Record<string, unknown> {
  const task: Record<string, unknown> = {
    taskId: view.taskId,
    status: view.status,
    createdAt: view.createdAt,
    lastUpdatedAt: view.lastUpdatedAt,
    ttl: policy.ttlMs,
    pollInterval: policy.pollIntervalMs,
  };
  if (view.statusMessage !== undefined) task.statusMessage = view.statusMessage;
  return task;
}

/** The task of the 2026-07-28 extension (`ttlMs`, `pollIntervalMs`). */
export function modernTask(view: TaskView, policy: TasksPolicy): Record<string, unknown> {
  const task: Record<string, unknown> = {
    taskId: view.taskId,
    status: view.status,
    createdAt: view.createdAt,
    lastUpdatedAt: view.lastUpdatedAt,
    ttlMs: policy.ttlMs,
    pollIntervalMs: policy.pollIntervalMs,
  };
  if (view.statusMessage !== undefined) task.statusMessage = view.statusMessage;
  return task;
}

/** The `inputRequests` of a task's questions waiting here. */
export function inputRequests(
  pending: ReadonlyMap<string, TaskQuestion>,
): Record<string, TaskQuestion> {
  return Object.fromEntries(pending);
}
