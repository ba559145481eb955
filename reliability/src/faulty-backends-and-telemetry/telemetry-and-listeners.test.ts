// A telemetry pipeline that throws everywhere it can (span processor, span exporter, metric
// reader and exporter) and executor listeners that throw or reject: every call's outcome is
// still right, every event reaches the other listeners, and nothing goes unhandled.
import { instrumentExecutor } from "@kit/otel";
import { recordEvents } from "@kit/test-executor";
import { defineTool, ToolExecutionError, ToolExecutor, ToolValidationError } from "@kit/tools";
import { diag } from "@opentelemetry/api";
import {
  AggregationTemporality,
  MeterProvider,
  type MetricReader,
  PeriodicExportingMetricReader,
  type PushMetricExporter,
} from "@opentelemetry/sdk-metrics";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { afterEach, expect, test, vi } from "vitest";

const fail = (): never => {
  throw new Error("telemetry is broken");
};
// Throws when a span ends (after the in-memory processor has it); see below for onStart.
const throwingProcessor: SpanProcessor = {
  onStart: () => {},
  onEnd: fail,
  forceFlush: fail,
  shutdown: fail,
};
const throwingSpanExporter: SpanExporter = { export: fail, shutdown: fail };
const throwingMetricExporter: PushMetricExporter = {
  export: fail,
  forceFlush: fail,
  shutdown: fail,
  selectAggregationTemporality: () => AggregationTemporality.CUMULATIVE,
};

afterEach(() => {
  diag.disable();
});

test("broken telemetry and listeners change no outcome and lose no event", async () => {
  diag.setLogger({
    error: () => {},
    warn: () => {},
    info: () => {},
    debug: () => {},
    verbose: () => {},
  });
  const unhandled = vi.fn();
  process.on("unhandledRejection", unhandled);
  const memory = new InMemorySpanExporter();
  const tracerProvider = new BasicTracerProvider({
    spanProcessors: [
      new SimpleSpanProcessor(memory),
      throwingProcessor,
      new SimpleSpanProcessor(throwingSpanExporter),
    ],
  });
  const reader: MetricReader = new PeriodicExportingMetricReader({
    exporter: throwingMetricExporter,
    exportIntervalMillis: 60_000,
  });
  const meterProvider = new MeterProvider({ readers: [reader] });
  const executor = new ToolExecutor({ timeoutMs: 1000 });
  instrumentExecutor(executor, {
    tracerProvider,
    meterProvider,
    recordArguments: true,
    recordResult: true,
  });

  executor.on("tool.execution.started", () => fail());
  executor.on("tool.execution.started", () => Promise.reject(new Error("rejecting listener")));
  executor.on("tool.execution.completed", () => fail());
  executor.on("tool.execution.failed", async () => fail());
  // Subscribed after the broken listeners: every event must still reach it.
  const events = recordEvents(executor);

  const ok = defineTool({
    name: "ok",
    inputSchema: { parameters: [{ name: "n", type: "integer" }] },
    execute: (inputs) => ({ doubled: inputs.n * 2 }),
  });
  const broken = defineTool({
    name: "broken",
    execute: () => {
      throw new Error("tool failed");
    },
  });
  const calls = [
    executor.execute(ok, { n: 2 }, { callId: "a", raiseOnFailure: false }),
    executor.execute(ok, { n: "x" }, { callId: "b", raiseOnFailure: false }),
    executor.execute(broken, {}, { callId: "c", raiseOnFailure: false }),
    executor.execute(ok, { n: 5 }, { callId: "d" }),
  ];
  const [a, b, c, d] = await Promise.all(calls);
  expect(a?.output).toEqual({ doubled: 4 });
  expect(b?.error).toBeInstanceOf(ToolValidationError);
  expect(c?.error).toBeInstanceOf(ToolExecutionError);
  expect(d?.output).toEqual({ doubled: 10 });
  await expect(executor.execute(broken, {}, { callId: "e" })).rejects.toBeInstanceOf(
    ToolExecutionError,
  );

  // A metric collection through the broken exporter: reported, never thrown into a call.
  await reader.forceFlush().catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(events.map((event) => `${event.name} ${event.callId}`).sort()).toEqual(
    ["a", "b", "c", "d", "e"]
      .flatMap((id) => [
        `tool.execution.started ${id}`,
        `tool.execution.${id === "a" || id === "d" ? "completed" : "failed"} ${id}`,
      ])
      .sort(),
  );
  expect(
    memory
      .getFinishedSpans()
      .map((span) => span.attributes["gen_ai.tool.call.id"])
      .sort(),
  ).toEqual(["a", "b", "c", "d", "e"]);
  expect(unhandled).not.toHaveBeenCalled();
  process.off("unhandledRejection", unhandled);
});
