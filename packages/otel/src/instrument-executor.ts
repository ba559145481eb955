// Hot path: runs on every call. The interceptor below wraps each call of the executor in a
// span and a duration measurement; everything per tool or per provider is cached.
import type { ToolCall, ToolExecutor, ToolResult } from "@kit/tools";
import {
  context,
  type MeterProvider,
  metrics,
  type Span,
  type Tracer,
  type TracerProvider,
  trace,
} from "@opentelemetry/api";
import type { InstrumentExecutorOptions } from "./instrument-executor-options";
import { recordCallEvents } from "./internal/call-events";
import { toCallFailure } from "./internal/call-failure";
import { adoptCallSpan, annotateCallSpan, startCallSpan } from "./internal/call-span";
import { type CallTimer, startCallTimer, stopCallTimer } from "./internal/call-timer";
import { createDurationHistograms, recordDuration } from "./internal/duration-histograms";
import { memoizeByProvider } from "./internal/memoize-by-provider";
import { PACKAGE_VERSION } from "./internal/package-version";
import { reportError } from "./internal/report-error";
import { resolveOptions } from "./internal/resolve-options";
import { type RunningCall, RunningCalls } from "./internal/running-calls";
import { TaskSpans } from "./internal/task-spans";
import { SCOPE_NAME } from "./internal/telemetry-names";
import { createToolAttributeCache, type ToolAttributes } from "./internal/tool-attributes";

/**
 * Makes every call of `executor` a span and a duration measurement in OpenTelemetry.
 *
 * Each call becomes a span `execute_tool {tool name}` (kind `INTERNAL`) following the GenAI
 * semantic conventions, a child of the span active when `execute` was called and the active
 * span while the tool runs; its duration, in seconds, goes to the histogram
 * `agent.tool.execution.duration`. Each `context.progress` report and `context.log` message
 * of a running call becomes a span event on its span (`kit.tool.progress`, `kit.tool.log`),
 * redacted like the rest. Nothing is registered globally: the providers are the
 * given ones or the global ones, and child spans across `await`s need the application's
 * context manager, as with every OpenTelemetry library. A failure inside telemetry is
 * reported through `diag` and never changes the call's outcome.
 *
 * @param executor - the executor; its interceptors (`use`) and its progress and log events
 * (`on`) are what is recorded.
 * @returns a function that removes the instrumentation (the interceptor and the event
 * listeners); calls that start after it are not recorded, and calling it again does nothing.
 * @throws TypeError when `agentName` is given but is not a non-empty string.
 * @throws RangeError when `maxContentLength` is given but is not a positive integer.
 * @example
 * ```ts
 * import { instrumentExecutor } from "@kit/otel";
 * import { type AnyTool, ToolExecutor } from "@kit/tools";
 * import type { MeterProvider, TracerProvider } from "@opentelemetry/api";
 *
 * declare const tracerProvider: TracerProvider;
 * declare const meterProvider: MeterProvider;
 * declare const weatherTool: AnyTool;
 *
 * const executor = new ToolExecutor();
 * const uninstrument = instrumentExecutor(executor, {
 *   tracerProvider,
 *   meterProvider,
 *   agentName: "travel-planner",
 * });
 * await executor.execute(weatherTool, { city: "Paris" }); // one span, one measurement
 * uninstrument();
 * ```
 */
export function instrumentExecutor(
  executor: Pick<ToolExecutor, "use" | "on">,
  options: InstrumentExecutorOptions = {},
): () => void {
  const resolved = resolveOptions(options);
  const attributesOf = createToolAttributeCache(resolved.agentName);
  const tracerOf = memoizeByProvider((provider: TracerProvider) =>
    provider.getTracer(SCOPE_NAME, PACKAGE_VERSION),
  );
  const histogramsOf = memoizeByProvider((provider: MeterProvider) =>
    createDurationHistograms(
      provider.getMeter(SCOPE_NAME, PACKAGE_VERSION),
      resolved.recordGenAIMetric,
    ),
  );

  const finish = (
    call: ToolCall,
    constant: ToolAttributes,
    timer: CallTimer,
    span: Span | undefined,
    result: ToolResult | undefined,
    error: unknown,
    tracked: RunningCall | undefined,
  ): void => {
    const { endTime, nanoseconds } = stopCallTimer(timer);
    // Before the span ends: an event reported from now on finds no span.
    if (tracked !== undefined) {
      try {
        running.remove(tracked);
      } catch (problem) {
        reportError(problem);
      }
    }
    const failure =
      result === undefined || result.status === "failure"
        ? toCallFailure(result === undefined ? error : result.error, call)
        : undefined;
    if (span !== undefined) {
      try {
        annotateCallSpan(span, call, result, failure, endTime, resolved);
      } catch (problem) {
        reportError(problem);
      }
      try {
        span.end(endTime);
      } catch (problem) {
        reportError(problem);
      }
    }
    try {
      const histograms = histogramsOf(options.meterProvider ?? metrics.getMeterProvider());
      if (histograms !== undefined) {
        recordDuration(histograms, nanoseconds / 1e9, constant, failure?.type);
      }
    } catch (problem) {
      reportError(problem);
    }
  };

  const running = new RunningCalls();
  const stopEvents = recordCallEvents(executor, running, resolved);
  const tasks = new TaskSpans();
  let installed = true;
  // A task's span when it starts, and a span for each read of it, with the current tracer.
  const withTracer =
    <TEvent>(record: (tracer: Tracer, event: TEvent) => void) =>
    (event: TEvent): void => {
      if (!installed) return;
      try {
        const tracer = tracerOf(options.tracerProvider ?? trace.getTracerProvider());
        if (tracer !== undefined) record(tracer, event);
      } catch (problem) {
        reportError(problem);
      }
    };
  const stopTasks = [
    executor.on("tool.task.starting", withTracer(tasks.starting.bind(tasks))),
    executor.on("tool.task.read", withTracer(tasks.read.bind(tasks))),
  ];
  const remove = executor.use((call, next) => {
    if (!installed) return next();
    const timer = startCallTimer();
    let constant: ToolAttributes;
    try {
      constant = attributesOf(call.tool);
    } catch (problem) {
      reportError(problem);
      return next();
    }
    let span: Span | undefined;
    try {
      // A task's run takes the span started with the task (linked to whoever started it).
      span = tasks.waiting ? tasks.take(call.callId) : undefined;
      if (span !== undefined) adoptCallSpan(span, call, constant);
      else {
        const tracer = tracerOf(options.tracerProvider ?? trace.getTracerProvider());
        if (tracer !== undefined) span = startCallSpan(tracer, call, constant, timer.startTime);
      }
    } catch (problem) {
      reportError(problem);
    }
    let tracked: RunningCall | undefined;
    if (span !== undefined && stopEvents !== undefined) {
      try {
        tracked = { call, span };
        running.add(tracked);
      } catch (problem) {
        tracked = undefined;
        reportError(problem);
      }
    }
    let outcome: Promise<ToolResult>;
    try {
      outcome =
        span === undefined ? next() : context.with(trace.setSpan(context.active(), span), next);
    } catch (error) {
      outcome = Promise.reject(error);
    }
    return outcome.then(
      (result) => {
        finish(call, constant, timer, span, result, undefined, tracked);
        return result;
      },
      (error: unknown) => {
        finish(call, constant, timer, span, undefined, error, tracked);
        throw error;
      },
    );
  });
  return () => {
    if (!installed) return;
    installed = false;
    remove();
    stopEvents?.();
    for (const stop of stopTasks) stop();
  };
}
