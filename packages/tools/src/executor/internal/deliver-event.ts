// Hot path: runs on every call that has a listener. Delivery of the executor's events, which
// no listener can disturb, and the lists of listeners it reads.

import { isThenable } from "../../internal/is-thenable";
import type { ToolEventListener, ToolEventName } from "../tool-events";

/** The executor's events, in the order of {@link ToolListeners}. */
export const EVENTS: readonly ToolEventName[] = [
  "tool.execution.started",
  "tool.execution.completed",
  "tool.execution.failed",
  "tool.execution.progress",
  "tool.execution.log",
  "tool.task.starting",
  "tool.task.read",
];

/**
 * The listeners of one executor: started, completed, failed, progress, log, task starting and
 * task read (the order of {@link EVENTS}).
 * Each list is replaced, never changed, so a call delivering an event keeps the list it read.
 */
export type ToolListeners = [
  started: readonly ToolEventListener<"tool.execution.started">[],
  completed: readonly ToolEventListener<"tool.execution.completed">[],
  failed: readonly ToolEventListener<"tool.execution.failed">[],
  progress: readonly ToolEventListener<"tool.execution.progress">[],
  log: readonly ToolEventListener<"tool.execution.log">[],
  taskStarting: readonly ToolEventListener<"tool.task.starting">[],
  taskRead: readonly ToolEventListener<"tool.task.read">[],
];

const ignore = (): void => {};

/**
 * Calls every listener in order with the same payload; errors and rejections are ignored.
 * @param listeners - a snapshot of the listeners.
 * @param payload - the event; frozen here, so no listener can change what the next one sees.
 */
export function deliverEvent<TPayload extends object>(
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
