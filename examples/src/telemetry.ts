// The demo's OpenTelemetry SDK set-up: spans kept in memory and printed by the SDK's
// ConsoleSpanExporter in their own section (the main output stays one line per step), and a
// MeterProvider whose reader the demo pulls the duration histogram from at the end.
import { SpanStatusCode } from "@opentelemetry/api";
import {
  type Histogram,
  MeterProvider,
  MetricReader,
  type ResourceMetrics,
} from "@opentelemetry/sdk-metrics";
import {
  BasicTracerProvider,
  ConsoleSpanExporter,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";

const HISTOGRAM = "agent.tool.execution.duration";

// A reader that exports nowhere: the demo asks it for the metrics when it wants them.
class PullMetricReader extends MetricReader {
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

/** One row of the histogram's summary. */
export interface DurationRow {
  readonly tool: string;
  readonly status: string;
  /** The failure's `error.type` (the typed error's name); empty for a success. */
  readonly error: string;
  readonly count: number;
  readonly sumSeconds: number;
  readonly maxSeconds: number;
}

/** The providers to hand to `instrumentExecutor`, and what they recorded. */
export class DemoTelemetry {
  readonly #spans = new InMemorySpanExporter();
  readonly #reader = new PullMetricReader();
  readonly tracerProvider: BasicTracerProvider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(this.#spans)],
  });
  readonly meterProvider: MeterProvider = new MeterProvider({ readers: [this.#reader] });

  /** Every finished span, in the order they ended. */
  spans(): readonly ReadableSpan[] {
    return this.#spans.getFinishedSpans();
  }

  /** Prints `spans` through the SDK's ConsoleSpanExporter (as it prints them, verbatim). */
  async printWithConsoleExporter(spans: readonly ReadableSpan[]): Promise<void> {
    const exporter = new ConsoleSpanExporter();
    await new Promise<void>((resolve) => exporter.export([...spans], () => resolve()));
  }

  /** The duration histogram's points: count, sum and max per tool and status. */
  async durations(): Promise<DurationRow[]> {
    const { resourceMetrics } = await this.#reader.collect();
    return histogramRows(resourceMetrics);
  }

  /** Shuts both providers down. */
  async shutdown(): Promise<void> {
    await Promise.all([this.tracerProvider.shutdown(), this.meterProvider.shutdown()]);
  }
}

/**
 * Spans one line each: name, call id, status, attempts, error type, in columns as wide as the
 * longest name and call id, so a long tool name (a remote one, `everything_get-sum`) keeps them.
 */
export function spanLines(spans: readonly ReadableSpan[]): string[] {
  const ids = spans.map((span) =>
    String(span.attributes["gen_ai.tool.call.id"] ?? span.attributes["kit.task.id"]),
  );
  const nameWidth = Math.max(0, ...spans.map((span) => span.name.length));
  const idWidth = Math.max(0, ...ids.map((id) => id.length));
  return spans.map((span, index) => {
    const attributes = span.attributes;
    const status = span.status.code === SpanStatusCode.ERROR ? "ERROR" : "UNSET";
    const error = attributes["error.type"] === undefined ? "" : ` ${attributes["error.type"]}`;
    const cause =
      attributes["kit.tool.failure.cause"] === undefined
        ? ""
        : ` (${attributes["kit.tool.failure.cause"]})`;
    const columns = `${span.name.padEnd(nameWidth)} ${(ids[index] ?? "").padEnd(idWidth)}`;
    // A read of a task (get_task, await_task): no call of its own, a link to the task's span.
    if (attributes["kit.task.operation"] !== undefined) {
      return `${columns} ${status}, ${attributes["kit.task.status"]}, linked to the task's span`;
    }
    return `${columns} ${status}${error}${cause}, attempts: ${attributes["kit.tool.attempts"]}`;
  });
}

function histogramRows(resourceMetrics: ResourceMetrics): DurationRow[] {
  const rows: DurationRow[] = [];
  for (const scope of resourceMetrics.scopeMetrics) {
    for (const metric of scope.metrics) {
      if (metric.descriptor.name !== HISTOGRAM) continue;
      for (const point of metric.dataPoints) {
        const value = point.value as Histogram;
        rows.push({
          tool: String(point.attributes["gen_ai.tool.name"]),
          status: String(point.attributes["kit.tool.status"]),
          error: String(point.attributes["error.type"] ?? ""),
          count: value.count,
          sumSeconds: value.sum ?? 0,
          maxSeconds: value.max ?? 0,
        });
      }
    }
  }
  return rows.sort(
    (a, b) =>
      a.tool.localeCompare(b.tool) ||
      b.status.localeCompare(a.status) ||
      a.error.localeCompare(b.error),
  );
}
