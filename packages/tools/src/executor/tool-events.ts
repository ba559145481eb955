// The executor's events and their payloads.
import type { ToolLogEntry } from "../context/tool-log-entry";
import type { ToolProgress } from "../context/tool-progress";
import type { TaskStatus } from "../tasks/task-status";
import type { ToolResult } from "./tool-result";

/** The names of the executor's events. */
export type ToolEventName =
  | "tool.execution.started"
  | "tool.execution.completed"
  | "tool.execution.failed"
  | "tool.execution.progress"
  | "tool.execution.log"
  | "tool.task.starting"
  | "tool.task.read";

/** The payload of `tool.execution.started`. */
export interface ToolStartedEvent {
  /** The tool's name. */
  readonly toolName: string;
  /** The tool's version. */
  readonly toolVersion: string;
  /** The call's id. */
  readonly callId: string;
  /** When the call started, in milliseconds since the epoch. */
  readonly startTime: number;
}

/** The payload of `tool.execution.completed`. */
export interface ToolCompletedEvent extends ToolStartedEvent {
  /** How long the call took, in milliseconds (monotonic clock). */
  readonly durationMs: number;
  /** The call's result (its output redacted). */
  readonly result: ToolResult;
}

/** The payload of `tool.execution.failed`. */
export interface ToolFailedEvent extends ToolCompletedEvent {
  /** The typed error (`ToolValidationError` or `ToolExecutionError`), redacted. */
  readonly error: Error;
}

/** Each event name with its payload. */
/**
 * A task about to be started (`startTask`), before it is stored. A listener may add propagation
 * fields (such as a W3C `traceparent`) to `traceContext`: they are stored with the task and handed
 * to whoever reads it, in any process. At most 8 fields of at most 512 characters each are kept.
 */
export interface ToolTaskStartingEvent {
  /** The task's id (also the call id of its run). */
  readonly taskId: string;
  /** The tool the task runs. */
  readonly toolName: string;
  /** Propagation fields to store with the task; filled by listeners. */
  readonly traceContext: Record<string, string>;
}

/** A task read (`getTask`), awaited (`awaitTask`) or cancelled (`cancelTask`), once it answered. */
export interface ToolTaskReadEvent {
  /** The task's id. */
  readonly taskId: string;
  /** The tool the task runs. */
  readonly toolName: string;
  /** What was done: read, awaited or cancelled. */
  readonly operation: "get" | "await" | "cancel";
  /** The task's status as the operation found it. */
  readonly status: TaskStatus;
  /** The propagation fields stored when the task started (empty when none were). */
  readonly traceContext: Readonly<Record<string, string>>;
  /** When the operation started (`Date.now()`). */
  readonly startTime: number;
  /** How long the operation took, in milliseconds. */
  readonly durationMs: number;
}

export interface ToolEventMap {
  "tool.execution.started": ToolStartedEvent;
  "tool.execution.completed": ToolCompletedEvent;
  "tool.execution.failed": ToolFailedEvent;
  /** A running call's progress report (`context.progress`), redacted. */
  "tool.execution.progress": ToolProgress;
  /** A running call's log message (`context.log`), redacted. */
  "tool.execution.log": ToolLogEntry;
  "tool.task.starting": ToolTaskStartingEvent;
  "tool.task.read": ToolTaskReadEvent;
}

/**
 * A listener of one event. What it returns is ignored; if it throws, or returns a promise
 * that rejects, the error is swallowed and the call goes on.
 */
export type ToolEventListener<TEvent extends ToolEventName> = (
  event: ToolEventMap[TEvent],
) => unknown;
