// The executor's events and their payloads.
import type { ToolLogEntry } from "../context/tool-log-entry";
import type { ToolProgress } from "../context/tool-progress";
import type { ToolResult } from "./tool-result";

/** The names of the executor's events. */
export type ToolEventName =
  | "tool.execution.started"
  | "tool.execution.completed"
  | "tool.execution.failed"
  | "tool.execution.progress"
  | "tool.execution.log";

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
export interface ToolEventMap {
  "tool.execution.started": ToolStartedEvent;
  "tool.execution.completed": ToolCompletedEvent;
  "tool.execution.failed": ToolFailedEvent;
  /** A running call's progress report (`context.progress`), redacted. */
  "tool.execution.progress": ToolProgress;
  /** A running call's log message (`context.log`), redacted. */
  "tool.execution.log": ToolLogEntry;
}

/**
 * A listener of one event. What it returns is ignored; if it throws, or returns a promise
 * that rejects, the error is swallowed and the call goes on.
 */
export type ToolEventListener<TEvent extends ToolEventName> = (
  event: ToolEventMap[TEvent],
) => unknown;
