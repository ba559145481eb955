// The executor's three events, their payloads, and delivery that no listener can disturb.
import { isThenable } from "./is-thenable";
import type { ToolResult } from "./tool-result";

/** The names of the executor's events. */
export type ToolEventName =
  | "tool.execution.started"
  | "tool.execution.completed"
  | "tool.execution.failed";

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
}

/**
 * A listener of one event. What it returns is ignored; if it throws, or returns a promise
 * that rejects, the error is swallowed and the call goes on.
 */
export type ToolEventListener<TEvent extends ToolEventName> = (
  event: ToolEventMap[TEvent],
) => unknown;

/** The executor's events, in the order of {@link ToolListeners}. */
export const EVENTS: readonly ToolEventName[] = [
  "tool.execution.started",
  "tool.execution.completed",
  "tool.execution.failed",
];

/**
 * The listeners of one executor: started, completed, failed (the order of {@link EVENTS}).
 * Each list is replaced, never changed, so a call delivering an event keeps the list it read.
 */
export type ToolListeners = [
  started: readonly ToolEventListener<"tool.execution.started">[],
  completed: readonly ToolEventListener<"tool.execution.completed">[],
  failed: readonly ToolEventListener<"tool.execution.failed">[],
];

const ignore = (): void => {};

/**
 * Calls every listener in order with the same payload; errors and rejections are ignored.
 * @param listeners - a snapshot of the listeners.
 * @param payload - the event; frozen here, so no listener can change what the next one sees.
 */
export function deliver<TPayload extends object>(
  listeners: readonly ((payload: TPayload) => unknown)[],
  payload: TPayload,
): void {
  Object.freeze(payload);
  for (const listener of listeners) {
    try {
      const returned = listener(payload);
      if (isThenable(returned)) returned.then(undefined, ignore);
    } catch {
      // A listener never changes a call's outcome, nor stops the listeners after it.
    }
  }
}
