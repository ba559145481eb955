import type { ToolCall, ToolExecutor, ToolResult } from "@kit/tools";
import {
  context,
  type MeterProvider,
  metrics,
  type Span,
  type TracerProvider,
  trace,
} from "@opentelemetry/api";
import { type CallClock, startClock, stopClock } from "./call-clock";
import { annotateCallSpan, type ContentOptions, startCallSpan } from "./call-span";
import { describeFailure } from "./describe-failure";
import { createDurationHistograms, recordDuration } from "./duration-histograms";
import type { InstrumentExecutorOptions } from "./instrument-executor-options";
import { PACKAGE_VERSION } from "./package-version";
import { perProvider } from "./per-provider";
import { reportError } from "./report-error";
import { SCOPE_NAME } from "./telemetry-names";

const DEFAULT_MAX_CONTENT_LENGTH = 4096;

/**
 * Makes every call of `executor` a span and a duration measurement in OpenTelemetry.
 *
 * Each call becomes a span `execute_tool {tool name}` (kind `INTERNAL`) following the GenAI
 * semantic conventions, a child of the span active when `execute` was called and the active
 * span while the tool runs; its duration, in seconds, goes to the histogram
 * `agent.tool.execution.duration`. Nothing is registered globally: the providers are the
 * given ones or the global ones, and child spans across `await`s need the application's
 * context manager, as with every OpenTelemetry library. A failure inside telemetry is
 * reported through `diag` and never changes the call's outcome.
 *
 * @param executor - the executor whose calls to record.
 * @param options - providers, content capture, the GenAI metric.
 * @returns a function that removes the instrumentation; calls after it are not recorded.
 * @throws RangeError when `maxContentLength` is not a positive integer.
 * @example
 * ```ts
 * const executor = new ToolExecutor();
 * const uninstrument = instrumentExecutor(executor, { tracerProvider, meterProvider });
 * await executor.execute(weatherTool, { city: "Paris" }); // one span, one measurement
 * uninstrument();
 * ```
 */
export function instrumentExecutor(
  executor: Pick<ToolExecutor, "use">,
  options: InstrumentExecutorOptions = {},
): () => void {
  const maxContentLength = options.maxContentLength ?? DEFAULT_MAX_CONTENT_LENGTH;
  if (!Number.isSafeInteger(maxContentLength) || maxContentLength < 1) {
    throw new RangeError(`maxContentLength must be a positive integer, got ${maxContentLength}.`);
  }
  const content: ContentOptions = {
    recordArguments: options.recordArguments === true,
    recordResult: options.recordResult === true,
    maxContentLength,
  };
  const tracerOf = perProvider((provider: TracerProvider) =>
    provider.getTracer(SCOPE_NAME, PACKAGE_VERSION),
  );
  const histogramsOf = perProvider((provider: MeterProvider) =>
    createDurationHistograms(
      provider.getMeter(SCOPE_NAME, PACKAGE_VERSION),
      options.recordGenAIMetric === true,
    ),
  );

  const finish = (
    call: ToolCall,
    clock: CallClock,
    span: Span | undefined,
    result: ToolResult | undefined,
    error: unknown,
  ): void => {
    const { endTime, nanoseconds } = stopClock(clock);
    const failure =
      result === undefined || result.status === "failure"
        ? describeFailure(result === undefined ? error : result.error, call)
        : undefined;
    if (span !== undefined) {
      try {
        annotateCallSpan(span, call, result, failure, endTime, content);
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
        recordDuration(histograms, nanoseconds / 1e9, call.tool, failure?.type);
      }
    } catch (problem) {
      reportError(problem);
    }
  };

  let installed = true;
  const remove = executor.use((call, next) => {
    if (!installed) return next();
    const clock = startClock();
    let span: Span | undefined;
    try {
      const tracer = tracerOf(options.tracerProvider ?? trace.getTracerProvider());
      if (tracer !== undefined) span = startCallSpan(tracer, call, clock.startTime);
    } catch (problem) {
      reportError(problem);
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
        finish(call, clock, span, result, undefined);
        return result;
      },
      (error: unknown) => {
        finish(call, clock, span, undefined, error);
        throw error;
      },
    );
  });
  return () => {
    if (!installed) return;
    installed = false;
    remove();
  };
}
