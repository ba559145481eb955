import type { AnyTool, ToolResult } from "@kit/tools";
import { context, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { badOutputTool, echoTool, slowTool, throwingTool, weatherTool } from "../test/fixtures";
import { EXPECTED_BUCKETS, freshTelemetryPerTest, onlySpan, spanSeconds } from "../test/harness";
import { instrumentExecutor } from "./instrument-executor";

let contextManager: AsyncLocalStorageContextManager;
const bed = freshTelemetryPerTest();
beforeAll(() => {
  contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
});
afterAll(() => {
  context.disable();
});

interface Case {
  readonly title: string;
  readonly tool: AnyTool;
  readonly inputs: unknown;
  readonly timeoutMs?: number;
  readonly errorType?: "ToolValidationError" | "ToolExecutionError";
  readonly direction?: "input" | "output";
  readonly message?: RegExp;
  /** `kit.tool.attempts`: how many times the tool ran. */
  readonly attempts: number;
  /** `kit.tool.failure.cause`, when the cause is one of kit's own failures. */
  readonly cause?: string;
}

const cases: readonly Case[] = [
  { title: "a success", tool: weatherTool, inputs: { city: "Oslo" }, attempts: 1 },
  {
    title: "an input validation failure",
    tool: weatherTool,
    inputs: { city: 42 },
    errorType: "ToolValidationError",
    direction: "input",
    attempts: 0,
    message: /^Tool 'get_weather' input validation failed:\n {2}Parameter 'city'/,
  },
  {
    title: "an output validation failure",
    tool: badOutputTool,
    inputs: {},
    errorType: "ToolValidationError",
    direction: "output",
    attempts: 1,
    message: /^Tool 'bad_output' output validation failed:/,
  },
  {
    title: "a throwing tool",
    tool: throwingTool,
    inputs: {},
    errorType: "ToolExecutionError",
    attempts: 1,
    message: /^Tool 'throwing' execution failed: boom$/,
  },
  {
    title: "a timeout",
    tool: slowTool,
    inputs: {},
    timeoutMs: 15,
    errorType: "ToolExecutionError",
    attempts: 1,
    cause: "TimeoutError",
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
  const tracer = bed.telemetry.tracerProvider.getTracer("test");
  let result: ToolResult | undefined;
  let thrown: unknown;
  await tracer.startActiveSpan("agent turn", async (parent) => {
    try {
      result = await bed.executor.execute(testCase.tool, testCase.inputs, {
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
  const spans = bed.telemetry.spans();
  const toolSpan = onlySpan(spans, `execute_tool ${testCase.tool.name}`);
  return { parent: onlySpan(spans, "agent turn"), tool: toolSpan, result, thrown };
}

describe.each(cases)("the span of $title", (testCase) => {
  beforeEach(() => {
    instrumentExecutor(bed.executor, {
      tracerProvider: bed.telemetry.tracerProvider,
      meterProvider: bed.telemetry.meterProvider,
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
        "kit.tool.attempts": testCase.attempts,
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
        ...(testCase.cause ? { "kit.tool.failure.cause": testCase.cause } : {}),
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
    const points = await bed.telemetry.histogram("agent.tool.execution.duration");
    expect(points).toHaveLength(1);
    const [point] = points;
    expect(point?.value.count).toBe(1);
    expect(point?.value.sum).toBeCloseTo(spanSeconds(tool), 9);
    expect(point?.value.min).toBe(point?.value.sum);
    expect(point?.value.buckets.boundaries).toEqual(EXPECTED_BUCKETS);
    expect(point?.attributes).toEqual({
      "gen_ai.tool.name": testCase.tool.name,
      "gen_ai.tool.type": "function",
      ...(testCase.errorType === undefined
        ? { "kit.tool.status": "success" }
        : { "kit.tool.status": "failure", "error.type": testCase.errorType }),
    });
    expect(await bed.telemetry.histogram("gen_ai.execute_tool.duration")).toEqual([]);
  });
});

describe("the tracer and meter", () => {
  it("are named after the package, with its version", async () => {
    instrumentExecutor(bed.executor, {
      tracerProvider: bed.telemetry.tracerProvider,
      meterProvider: bed.telemetry.meterProvider,
    });
    await bed.executor.execute(echoTool, {});
    const { version } = (await import("../package.json")).default;
    const [span] = bed.telemetry.spans();
    expect(span?.instrumentationScope).toMatchObject({ name: "@kit/otel", version });
    const { resourceMetrics } = await bed.telemetry.metricReader.collect();
    expect(resourceMetrics.scopeMetrics[0]?.scope).toMatchObject({ name: "@kit/otel", version });
  });

  it("default to the global providers, looked up when a call runs", async () => {
    instrumentExecutor(bed.executor);
    trace.setGlobalTracerProvider(bed.telemetry.tracerProvider);
    const { metrics } = await import("@opentelemetry/api");
    metrics.setGlobalMeterProvider(bed.telemetry.meterProvider);
    try {
      await bed.executor.execute(echoTool, {});
    } finally {
      trace.disable();
      metrics.disable();
    }
    expect(bed.telemetry.spans().map((span) => span.name)).toEqual(["execute_tool echo"]);
    expect(await bed.telemetry.histogram("agent.tool.execution.duration")).toHaveLength(1);
  });
});

describe("global state", () => {
  it("is never registered by the library", async () => {
    const { metrics, propagation } = await import("@opentelemetry/api");
    const spies = [
      vi.spyOn(trace, "setGlobalTracerProvider"),
      vi.spyOn(metrics, "setGlobalMeterProvider"),
      vi.spyOn(context, "setGlobalContextManager"),
      vi.spyOn(propagation, "setGlobalPropagator"),
    ];
    try {
      const undo = instrumentExecutor(bed.executor, { recordGenAIMetric: true });
      await bed.executor.execute(echoTool, {});
      await bed.executor.execute(throwingTool, {}, { raiseOnFailure: false });
      undo();
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
