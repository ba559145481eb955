// A task's span and the spans of those who read it, linked both ways through the task store.
// The task's span starts when the task is about to be stored (`tool.task.starting`): it is the
// root of its own trace, linked to the span that started it, and its W3C `traceparent` is stored
// with the task. The task's run (the call whose id is the task's) takes that span as its call
// span. A read, await or cancel of the task, in any process, is a short span linked to it.
import type { ToolTaskReadEvent, ToolTaskStartingEvent } from "@kit/tools";
import {
  context,
  isSpanContextValid,
  type Link,
  type Span,
  type SpanContext,
  type SpanKind,
  type Tracer,
  trace,
} from "@opentelemetry/api";
import { Attribute } from "./telemetry-names";

// Task spans started but not yet taken by their run: a task whose id was taken, or whose store
// failed, never runs here; its span is never ended (so never exported) and drops out past this.
const MAX_PENDING = 1024;

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The spans of one instrumentation's tasks. */
export class TaskSpans {
  readonly #pending = new Map<string, Span>();

  /** Whether a task span waits for its run (cheap check on the hot path). */
  get waiting(): boolean {
    return this.#pending.size > 0;
  }

  /** Starts a task's span, linked to the active span, and stores its `traceparent` with the task. */
  starting(tracer: Tracer, event: ToolTaskStartingEvent): void {
    const starter = trace.getSpanContext(context.active());
    const links: Link[] =
      starter !== undefined && isSpanContextValid(starter) ? [{ context: starter }] : [];
    const span = tracer.startSpan(`execute_tool ${event.toolName}`, {
      kind: 0 satisfies SpanKind.INTERNAL,
      root: true,
      links,
      attributes: {
        [Attribute.TOOL_NAME]: event.toolName,
        [Attribute.TOOL_CALL_ID]: event.taskId,
        [Attribute.TASK_ID]: event.taskId,
      },
    });
    const own = span.spanContext();
    if (!isSpanContextValid(own)) return;
    if (this.#pending.size >= MAX_PENDING) {
      const oldest = this.#pending.keys().next().value as string;
      this.#pending.delete(oldest);
    }
    this.#pending.set(event.taskId, span);
    event.traceContext.traceparent = `00-${own.traceId}-${own.spanId}-${flags(own)}`;
  }

  /** The span started for the task whose run this call is, taken once; undefined for any other call. */
  take(callId: string): Span | undefined {
    const span = this.#pending.get(callId);
    if (span !== undefined) this.#pending.delete(callId);
    return span;
  }

  /** Records a read, await or cancel of a task: a child of the active span, linked to the task's. */
  read(tracer: Tracer, event: ToolTaskReadEvent): void {
    const task = parseTraceparent(event.traceContext.traceparent);
    const span = tracer.startSpan(`${event.operation}_task ${event.toolName}`, {
      kind: 0 satisfies SpanKind.INTERNAL,
      startTime: event.startTime,
      links: task === undefined ? [] : [{ context: task }],
      attributes: {
        [Attribute.TOOL_NAME]: event.toolName,
        [Attribute.TASK_ID]: event.taskId,
        [Attribute.TASK_OPERATION]: event.operation,
        [Attribute.TASK_STATUS]: event.status,
      },
    });
    span.end(event.startTime + event.durationMs);
  }
}

function flags(spanContext: SpanContext): string {
  return (spanContext.traceFlags & 0xff).toString(16).padStart(2, "0");
}

/** A W3C `traceparent` as a remote span context; undefined for anything else. */
function parseTraceparent(value: string | undefined): SpanContext | undefined {
  const found = value === undefined ? null : TRACEPARENT.exec(value);
  if (found === null) return undefined;
  const spanContext: SpanContext = {
    traceId: found[1] as string,
    spanId: found[2] as string,
    traceFlags: Number.parseInt(found[3] as string, 16),
    isRemote: true,
  };
  return isSpanContextValid(spanContext) ? spanContext : undefined;
}
