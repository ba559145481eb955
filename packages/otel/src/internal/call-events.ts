// Runs on every progress report and log message of an instrumented executor's calls: each
// becomes a span event on its call's span, redacted and bounded, and never throws.
import type { ToolExecutor, ToolLogEntry, ToolProgress } from "@kit/tools";
import type { Attributes } from "@opentelemetry/api";
import { boundedJson } from "./bounded-json";
import { boundedText } from "./bounded-text";
import type { ContentOptions } from "./call-span";
import { reportError } from "./report-error";
import type { RunningCalls } from "./running-calls";
import { Attribute, SpanEvent } from "./telemetry-names";

/**
 * Subscribes to the executor's `tool.execution.progress` and `tool.execution.log` events and
 * adds each to the span of the running call it belongs to.
 * @returns a function that unsubscribes; `undefined` when the executor could not be
 * subscribed to (reported through `diag`), so the caller need not track its calls.
 */
export function recordCallEvents(
  executor: Pick<ToolExecutor, "on">,
  running: RunningCalls,
  options: ContentOptions,
): (() => void) | undefined {
  const onProgress = (event: ToolProgress): void => {
    try {
      const found = running.find(event.callId);
      if (found === undefined) return;
      const attributes: Attributes = { [Attribute.PROGRESS_DONE]: event.done };
      if (typeof event.total === "number") attributes[Attribute.PROGRESS_TOTAL] = event.total;
      if (typeof event.message === "string") {
        attributes[Attribute.PROGRESS_MESSAGE] = boundedText(
          found.call.redact(event.message),
          options.maxContentLength,
        );
      }
      found.span.addEvent(SpanEvent.PROGRESS, attributes);
    } catch (problem) {
      reportError(problem);
    }
  };
  const onLog = (event: ToolLogEntry): void => {
    try {
      const found = running.find(event.callId);
      if (found === undefined) return;
      const { call } = found;
      const attributes: Attributes = {
        [Attribute.LOG_LEVEL]: String(event.level),
        [Attribute.LOG_MESSAGE]: boundedText(
          call.redact(String(event.message)),
          options.maxContentLength,
        ),
      };
      if (options.recordLogData) {
        const json = boundedJson(event.data, call, options.maxContentLength);
        if (json !== undefined) attributes[Attribute.LOG_DATA] = json;
      }
      found.span.addEvent(SpanEvent.LOG, attributes);
    } catch (problem) {
      reportError(problem);
    }
  };
  const undo: (() => void)[] = [];
  try {
    undo.push(executor.on("tool.execution.progress", onProgress));
    undo.push(executor.on("tool.execution.log", onLog));
  } catch (problem) {
    // An executor without these events (another version of @kit/tools): spans only.
    for (const unsubscribe of undo) unsubscribe();
    reportError(problem);
    return undefined;
  }
  return () => {
    for (const unsubscribe of undo) unsubscribe();
  };
}
