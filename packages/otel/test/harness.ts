// Real OpenTelemetry SDK pipelines for the tests: spans into memory, metrics collected on
// demand, and helpers to read them back.
import { ToolExecutor } from "@kit/tools";
import {
  type DataPoint,
  type Histogram,
  MeterProvider,
  type MetricData,
  MetricReader,
} from "@opentelemetry/sdk-metrics";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { afterEach, beforeEach } from "vitest";
import { canaryCredentials } from "./fixtures";

/** The bucket advice the package promises, written out independently of the source. */
export const EXPECTED_BUCKETS: readonly number[] = [
  0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92,
];

/** A metric reader that collects only when a test asks. */
export class CollectingMetricReader extends MetricReader {
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

/** One histogram data point. */
export type HistogramPoint = DataPoint<Histogram>;

/** Tracer and meter providers of the real SDK, with in-memory export. */
export interface Telemetry {
  readonly spanExporter: InMemorySpanExporter;
  readonly tracerProvider: BasicTracerProvider;
  readonly metricReader: CollectingMetricReader;
  readonly meterProvider: MeterProvider;
  spans(): ReadableSpan[];
  metrics(): Promise<MetricData[]>;
  histogram(name: string): Promise<HistogramPoint[]>;
  shutdown(): Promise<void>;
}

/** Builds a fresh pipeline; extra span processors run after the in-memory one. */
export function createTelemetry(extraProcessors: SpanProcessor[] = []): Telemetry {
  const spanExporter = new InMemorySpanExporter();
  const tracerProvider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(spanExporter), ...extraProcessors],
  });
  const metricReader = new CollectingMetricReader();
  const meterProvider = new MeterProvider({ readers: [metricReader] });
  const metrics = async (): Promise<MetricData[]> => {
    const { resourceMetrics, errors } = await metricReader.collect();
    if (errors.length > 0) throw new AggregateError(errors, "metric collection failed");
    return resourceMetrics.scopeMetrics.flatMap((scope) => scope.metrics);
  };
  return {
    spanExporter,
    tracerProvider,
    metricReader,
    meterProvider,
    spans: () => spanExporter.getFinishedSpans(),
    metrics,
    async histogram(name) {
      const found = (await metrics()).filter((metric) => metric.descriptor.name === name);
      return found.flatMap((metric) => metric.dataPoints as HistogramPoint[]);
    },
    async shutdown() {
      await tracerProvider.shutdown();
      await meterProvider.shutdown();
    },
  };
}

/** A span's duration in seconds, from its exported hrtime. */
export function spanSeconds(span: ReadableSpan): number {
  return span.duration[0] + span.duration[1] / 1e9;
}

/** The only span with the given name. */
export function onlySpan(spans: ReadableSpan[], name: string): ReadableSpan {
  const found = spans.filter((span) => span.name === name);
  if (found.length !== 1) {
    throw new Error(
      `expected one span '${name}', got ${found.length}: ${spans.map((s) => s.name)}`,
    );
  }
  return found[0]!;
}

/** Each point's value of `attribute` with the number of measurements it holds. */
export function countsBy(points: HistogramPoint[], attribute: string): [unknown, number][] {
  return points.map((point) => [point.attributes[attribute], point.value.count]);
}

/** What each test of a file that calls {@link freshTelemetryPerTest} works with. */
export interface TestBed {
  readonly telemetry: Telemetry;
  /** An executor whose credential manager resolves `weather-api-key` to the canary. */
  readonly executor: ToolExecutor;
}

/**
 * Gives every test of the calling file a fresh pipeline and executor, and shuts the
 * pipeline down after it. Read the fields inside tests and hooks: they change per test.
 */
export function freshTelemetryPerTest(): TestBed {
  let current: TestBed | undefined;
  beforeEach(() => {
    current = {
      telemetry: createTelemetry(),
      executor: new ToolExecutor({ credentials: canaryCredentials() }),
    };
  });
  afterEach(async () => {
    await current?.telemetry.shutdown();
    current = undefined;
  });
  const now = (): TestBed => {
    if (current === undefined) throw new Error("the test bed exists only while a test runs");
    return current;
  };
  return {
    get telemetry() {
      return now().telemetry;
    },
    get executor() {
      return now().executor;
    },
  };
}
