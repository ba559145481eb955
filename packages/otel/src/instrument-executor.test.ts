import { type AnyTool, ToolExecutor, type ToolResult } from "@kit/tools";
import { context, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  badOutputTool,
  canaryCredentials,
  echoTool,
  slowTool,
  throwingTool,
  weatherTool,
} from "../test/fixtures";
import { createTelemetry, onlySpan, spanSeconds, type Telemetry } from "../test/harness";
import { instrumentExecutor } from "./instrument-executor";

const BUCKETS = [
  0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92,
];

let contextManager: AsyncLocalStorageContextManager;
let telemetry: Telemetry;
let executor: ToolExecutor;

beforeAll(() => {
  contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
});
afterAll(() => {
  context.disable();
});
beforeEach(() => {
  telemetry = createTelemetry();
  executor = new ToolExecutor({ credentials: canaryCredentials() });
});
afterEach(async () => {
  await telemetry.shutdown();
});

interface Case {
  readonly title: string;
  readonly tool: AnyTool;
  readonly inputs: unknown;
  readonly timeoutMs?: number;
  readonly errorType?: "ToolValidationError" | "ToolExecutionError";
  readonly direction?: "input" | "output";
  readonly message?: RegExp;
}

const cases: readonly Case[] = [
  { title: "a success", tool: weatherTool, inputs: { city: "Oslo" } },
  {
    title: "an input validation failure",
    tool: weatherTool,
    inputs: { city: 42 },
    errorType: "ToolValidationError",
    direction: "input",
    message: /^Tool 'get_weather' input validation failed:\n {2}Parameter 'city'/,
  },
  {
    title: "an output validation failure",
    tool: badOutputTool,
    inputs: {},
    errorType: "ToolValidationError",
    direction: "output",
    message: /^Tool 'bad_output' output validation failed:/,
  },
  {
    title: "a throwing tool",
    tool: throwingTool,
    inputs: {},
    errorType: "ToolExecutionError",
    message: /^Tool 'throwing' execution failed: boom$/,
  },
  {
    title: "a timeout",
    tool: slowTool,
    inputs: {},
    timeoutMs: 15,
    errorType: "ToolExecutionError",
    message: /^Tool 'slow' execution failed: .*15/,
  },
];

/** Runs one call inside an active parent span; returns the result in result mode. */
async function callUnderParent(
  testCase: Case,
  raiseOnFailure: boolean,
): Promise<{
  parent: ReadableSpan;
  tool: ReadableSpan;
  result: ToolResult | undefined;
  thrown: unknown;
}> {
  const tracer = telemetry.tracerProvider.getTracer("test");
  let result: ToolResult | undefined;
  let thrown: unknown;
  await tracer.startActiveSpan("agent turn", async (parent) => {
    try {
      result = await executor.execute(testCase.tool, testCase.inputs, {
        callId: "call-1",
        raiseOnFailure,
        ...(testCase.timeoutMs === undefined ? {} : { timeoutMs: testCase.timeoutMs }),
      });
    } catch (error) {
      thrown = error;
    } finally {
      parent.end();
    }
  });
  const spans = telemetry.spans();
  const toolSpan = onlySpan(spans, `execute_tool ${testCase.tool.name}`);
  return { parent: onlySpan(spans, "agent turn"), tool: toolSpan, result, thrown };
}

describe.each(cases)("the span of $title", (testCase) => {
  beforeEach(() => {
    instrumentExecutor(executor, {
      tracerProvider: telemetry.tracerProvider,
      meterProvider: telemetry.meterProvider,
    });
  });

  it.each([true, false])(
    "has the name, kind, attributes, parent and status (raiseOnFailure: %s)",
    async (raise) => {
      const { parent, tool, result, thrown } = await callUnderParent(testCase, raise);
      const error = raise ? thrown : result?.error;
      expect(tool.kind).toBe(SpanKind.INTERNAL);
      expect(tool.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
      expect(tool.spanContext().traceId).toBe(parent.spanContext().traceId);
      const constant = {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": testCase.tool.name,
        "gen_ai.tool.call.id": "call-1",
        "gen_ai.tool.description": testCase.tool.description,
        "gen_ai.tool.type": "function",
        "kit.tool.version": testCase.tool.version,
      };
      if (testCase.errorType === undefined) {
        expect(error).toBeUndefined();
        expect(tool.attributes).toEqual(constant);
        expect(tool.status).toEqual({ code: SpanStatusCode.UNSET });
        expect(tool.events).toEqual([]);
        return;
      }
      if (!(error instanceof Error)) throw new Error("expected the call to fail");
      expect(error.name).toBe(testCase.errorType);
      expect(error.message).toMatch(testCase.message ?? /./);
      expect(tool.attributes).toEqual({
        ...constant,
        "error.type": testCase.errorType,
        ...(testCase.direction ? { "kit.tool.validation.direction": testCase.direction } : {}),
      });
      expect(tool.status).toEqual({ code: SpanStatusCode.ERROR, message: error.message });
      expect(tool.events).toHaveLength(1);
      const [event] = tool.events;
      expect(event?.name).toBe("exception");
      expect(event?.attributes?.["exception.type"]).toBe(testCase.errorType);
      expect(event?.attributes?.["exception.message"]).toBe(error.message);
      expect(event?.attributes?.["exception.stacktrace"]).toContain(testCase.errorType);
    },
  );

  it("records the span's exact duration in agent.tool.execution.duration", async () => {
    const { tool } = await callUnderParent(testCase, false);
    const points = await telemetry.histogram("agent.tool.execution.duration");
    expect(points).toHaveLength(1);
    const [point] = points;
    expect(point?.value.count).toBe(1);
    expect(point?.value.sum).toBeCloseTo(spanSeconds(tool), 9);
    expect(point?.value.min).toBe(point?.value.sum);
    expect(point?.value.buckets.boundaries).toEqual(BUCKETS);
    expect(point?.attributes).toEqual({
      "gen_ai.tool.name": testCase.tool.name,
      "gen_ai.tool.type": "function",
      ...(testCase.errorType === undefined
        ? { "kit.tool.status": "success" }
        : { "kit.tool.status": "failure", "error.type": testCase.errorType }),
    });
    expect(await telemetry.histogram("gen_ai.execute_tool.duration")).toEqual([]);
  });
});

describe("the duration histograms", () => {
  it("declare their name, unit and description", async () => {
    instrumentExecutor(executor, {
      meterProvider: telemetry.meterProvider,
      recordGenAIMetric: true,
    });
    await executor.execute(echoTool, {});
    const descriptors = (await telemetry.metrics()).map((metric) => metric.descriptor);
    expect(descriptors.map(({ name, unit }) => ({ name, unit }))).toEqual([
      { name: "agent.tool.execution.duration", unit: "s" },
      { name: "gen_ai.execute_tool.duration", unit: "s" },
    ]);
    for (const descriptor of descriptors) expect(descriptor.description).not.toBe("");
  });

  it("aggregate several calls per tool and outcome", async () => {
    instrumentExecutor(executor, { meterProvider: telemetry.meterProvider });
    await executor.execute(echoTool, {});
    await executor.execute(echoTool, { a: 1 });
    await executor.execute(throwingTool, {}, { raiseOnFailure: false });
    const points = await telemetry.histogram("agent.tool.execution.duration");
    const summary = points.map((point) => [
      point.attributes["gen_ai.tool.name"],
      point.value.count,
    ]);
    expect(summary).toEqual([
      ["echo", 2],
      ["throwing", 1],
    ]);
  });

  it("record gen_ai.execute_tool.duration on request, with the same value and buckets", async () => {
    instrumentExecutor(executor, {
      tracerProvider: telemetry.tracerProvider,
      meterProvider: telemetry.meterProvider,
      recordGenAIMetric: true,
    });
    await executor.execute(weatherTool, { city: "Oslo" });
    await executor.execute(weatherTool, {}, { raiseOnFailure: false });
    const [success, failure] = await telemetry.histogram("gen_ai.execute_tool.duration");
    const ours = await telemetry.histogram("agent.tool.execution.duration");
    const spans = telemetry.spans();
    expect(success?.attributes).toEqual({
      "gen_ai.operation.name": "execute_tool",
      "gen_ai.tool.name": "get_weather",
      "gen_ai.tool.type": "function",
    });
    expect(failure?.attributes).toEqual({
      "gen_ai.operation.name": "execute_tool",
      "gen_ai.tool.name": "get_weather",
      "gen_ai.tool.type": "function",
      "error.type": "ToolValidationError",
    });
    expect(success?.value.buckets.boundaries).toEqual(BUCKETS);
    expect(success?.value.sum).toBe(ours[0]?.value.sum);
    expect(failure?.value.sum).toBe(ours[1]?.value.sum);
    expect(success?.value.sum).toBeCloseTo(spanSeconds(spans[0]!), 9);
    expect(failure?.value.sum).toBeCloseTo(spanSeconds(spans[1]!), 9);
  });
});

describe("content capture", () => {
  const provider = (): { tracerProvider: Telemetry["tracerProvider"] } => ({
    tracerProvider: telemetry.tracerProvider,
  });

  it("is off by default", async () => {
    instrumentExecutor(executor, provider());
    await executor.execute(weatherTool, { city: "Oslo" });
    const [span] = telemetry.spans();
    expect(span?.attributes).not.toHaveProperty("gen_ai.tool.call.arguments");
    expect(span?.attributes).not.toHaveProperty("gen_ai.tool.call.result");
  });

  it("records the caller's arguments and the output as JSON", async () => {
    instrumentExecutor(executor, { ...provider(), recordArguments: true, recordResult: true });
    await executor.execute(weatherTool, { city: "Oslo", extra: [1n] });
    const [span] = telemetry.spans();
    expect(span?.attributes["gen_ai.tool.call.arguments"]).toBe('{"city":"Oslo","extra":["1"]}');
    expect(span?.attributes["gen_ai.tool.call.result"]).toBe('{"city":"Oslo","celsius":21.5}');
  });

  it("records arguments but no result for a failure", async () => {
    instrumentExecutor(executor, { ...provider(), recordArguments: true, recordResult: true });
    await executor.execute(throwingTool, { n: 1 }, { raiseOnFailure: false });
    const [span] = telemetry.spans();
    expect(span?.attributes["gen_ai.tool.call.arguments"]).toBe('{"n":1}');
    expect(span?.attributes).not.toHaveProperty("gen_ai.tool.call.result");
  });

  it("cuts arguments and result to maxContentLength, 4096 by default", async () => {
    instrumentExecutor(executor, { ...provider(), recordArguments: true, recordResult: true });
    await executor.execute(echoTool, { text: "x".repeat(10_000) });
    const short = new ToolExecutor();
    instrumentExecutor(short, { ...provider(), recordResult: true, maxContentLength: 12 });
    await short.execute(echoTool, { text: "x".repeat(10_000) });
    const [first, second] = telemetry.spans();
    expect(first?.attributes["gen_ai.tool.call.arguments"]).toHaveLength(4096);
    expect(first?.attributes["gen_ai.tool.call.result"]).toHaveLength(4096);
    expect(second?.attributes["gen_ai.tool.call.result"]).toBe('{"text":"xx…');
  });

  it("marks a result that cannot be JSON, and the call still succeeds", async () => {
    instrumentExecutor(executor, { ...provider(), recordResult: true });
    const inputs: Record<string, unknown> = {};
    inputs.self = inputs;
    const result = await executor.execute(echoTool, inputs);
    expect(result.status).toBe("success");
    const [span] = telemetry.spans();
    expect(span?.attributes["gen_ai.tool.call.result"]).toBe("[unserializable]");
  });

  it("rejects a maxContentLength that is not a positive integer", () => {
    for (const maxContentLength of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => instrumentExecutor(executor, { maxContentLength })).toThrow(RangeError);
    }
  });
});

describe("the tracer and meter", () => {
  it("are named after the package, with its version", async () => {
    instrumentExecutor(executor, {
      tracerProvider: telemetry.tracerProvider,
      meterProvider: telemetry.meterProvider,
    });
    await executor.execute(echoTool, {});
    const { version } = (await import("../package.json")).default;
    const [span] = telemetry.spans();
    expect(span?.instrumentationScope).toMatchObject({ name: "@kit/otel", version });
    const { resourceMetrics } = await telemetry.metricReader.collect();
    expect(resourceMetrics.scopeMetrics[0]?.scope).toMatchObject({ name: "@kit/otel", version });
  });

  it("default to the global providers, looked up when a call runs", async () => {
    instrumentExecutor(executor);
    trace.setGlobalTracerProvider(telemetry.tracerProvider);
    const { metrics } = await import("@opentelemetry/api");
    metrics.setGlobalMeterProvider(telemetry.meterProvider);
    try {
      await executor.execute(echoTool, {});
    } finally {
      trace.disable();
      metrics.disable();
    }
    expect(telemetry.spans().map((span) => span.name)).toEqual(["execute_tool echo"]);
    expect(await telemetry.histogram("agent.tool.execution.duration")).toHaveLength(1);
  });
});
