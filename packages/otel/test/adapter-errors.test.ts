// Telemetry that breaks (provider, span processor, exporter, meter, diag itself) never
// changes a call's outcome, and the adapter's own failures are reported through diag.
import { ToolExecutor, type ToolResult } from "@kit/tools";
import {
  type DiagLogFunction,
  type DiagLogger,
  DiagLogLevel,
  diag,
  type Histogram,
  type Meter,
  type MeterOptions,
  type MeterProvider,
  type Tracer,
  type TracerOptions,
} from "@opentelemetry/api";
import { MeterProvider as SdkMeterProvider } from "@opentelemetry/sdk-metrics";
import {
  BasicTracerProvider,
  type ReadableSpan,
  SimpleSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { instrumentExecutor } from "../src/instrument-executor";
import type { InstrumentExecutorOptions } from "../src/instrument-executor-options";
import { echoTool, throwingTool } from "./fixtures";
import { CollectingMetricReader, createTelemetry, type Telemetry } from "./harness";

const failure = new Error("telemetry is broken");

class ThrowingTracerProvider extends BasicTracerProvider {
  override getTracer(_name: string, _version?: string, _options?: TracerOptions): Tracer {
    throw failure;
  }
}

class ThrowingMeterProvider extends SdkMeterProvider {
  override getMeter(_name: string, _version?: string, _options?: MeterOptions): Meter {
    throw failure;
  }
}

/** A real SDK meter provider whose histograms throw on record. */
function meterProviderWithThrowingHistograms(): MeterProvider {
  const real = new SdkMeterProvider({ readers: [new CollectingMetricReader()] });
  return {
    getMeter: (name, version, options) => {
      const meter = real.getMeter(name, version, options);
      return new Proxy(meter, {
        get: (target, key, receiver) =>
          key === "createHistogram"
            ? (...args: Parameters<Meter["createHistogram"]>): Histogram => {
                const histogram = target.createHistogram(...args);
                return new Proxy(histogram, {
                  get: (inner, property, innerReceiver) =>
                    property === "record"
                      ? () => {
                          throw failure;
                        }
                      : Reflect.get(inner, property, innerReceiver),
                });
              }
            : Reflect.get(target, key, receiver),
      });
    },
  };
}

function throwingProcessor(hook: "onStart" | "onEnd"): SpanProcessor {
  return {
    onStart: () => {
      if (hook === "onStart") throw failure;
    },
    onEnd: () => {
      if (hook === "onEnd") throw failure;
    },
    forceFlush: async () => {},
    shutdown: async () => {},
  };
}

const throwingExporter: SpanExporter = {
  export: () => {
    throw failure;
  },
  shutdown: async () => {},
};

let logger: DiagLogger & { error: Mock<DiagLogFunction> };
let telemetry: Telemetry;

beforeEach(() => {
  logger = {
    error: vi.fn<DiagLogFunction>(),
    warn: vi.fn(),
    info: vi.fn(),
    debug: vi.fn(),
    verbose: vi.fn(),
  };
  diag.setLogger(logger, { logLevel: DiagLogLevel.ERROR, suppressOverrideMessage: true });
  telemetry = createTelemetry();
});
afterEach(async () => {
  diag.disable();
  await telemetry.shutdown();
});

interface Outcomes {
  readonly success: ToolResult;
  readonly completedEvent: ToolResult | undefined;
  readonly thrown: unknown;
  readonly failedEvent: unknown;
}

/** Runs a success (result mode) and a failure (strict mode); keeps what the events saw. */
async function runCalls(options: InstrumentExecutorOptions): Promise<Outcomes> {
  const executor = new ToolExecutor();
  let completedEvent: ToolResult | undefined;
  let failedEvent: unknown;
  executor.on("tool.execution.completed", (event) => {
    completedEvent = event.result;
  });
  executor.on("tool.execution.failed", (event) => {
    failedEvent = event.error;
  });
  instrumentExecutor(executor, options);
  const success = await executor.execute(echoTool, { a: 1 }, { raiseOnFailure: false });
  const thrown = await executor.execute(throwingTool, {}).then(
    () => undefined,
    (error: unknown) => error,
  );
  return { success, completedEvent, thrown, failedEvent };
}

function expectOutcomesUnchanged(outcomes: Outcomes): void {
  expect(outcomes.success.status).toBe("success");
  expect(outcomes.success.output).toEqual({ a: 1 });
  expect(outcomes.success).toBe(outcomes.completedEvent);
  expect(outcomes.thrown).toBeInstanceOf(Error);
  expect(outcomes.thrown).toBe(outcomes.failedEvent);
  expect((outcomes.thrown as Error).message).toBe("Tool 'throwing' execution failed: boom");
}

function reportedFailures(): unknown[] {
  return logger.error.mock.calls.flat().filter((argument) => argument === failure);
}

describe("a broken telemetry pipeline", () => {
  it("a tracer provider whose getTracer throws: calls unchanged, reported once, metrics still kept", async () => {
    const outcomes = await runCalls({
      tracerProvider: new ThrowingTracerProvider(),
      meterProvider: telemetry.meterProvider,
    });
    expectOutcomesUnchanged(outcomes);
    expect(reportedFailures()).toHaveLength(1);
    expect(await telemetry.histogram("agent.tool.execution.duration")).toHaveLength(2);
  });

  it.each(["onStart", "onEnd"] as const)(
    "a span processor whose %s throws: calls unchanged, reported",
    async (hook) => {
      const tracerProvider = new BasicTracerProvider({
        spanProcessors: [new SimpleSpanProcessor(telemetry.spanExporter), throwingProcessor(hook)],
      });
      const outcomes = await runCalls({ tracerProvider, meterProvider: telemetry.meterProvider });
      expectOutcomesUnchanged(outcomes);
      expect(reportedFailures()).toHaveLength(2);
      expect(await telemetry.histogram("agent.tool.execution.duration")).toHaveLength(2);
      await tracerProvider.shutdown();
    },
  );

  it("an exporter that throws: calls unchanged", async () => {
    const tracerProvider = new BasicTracerProvider({
      spanProcessors: [new SimpleSpanProcessor(throwingExporter)],
    });
    const outcomes = await runCalls({ tracerProvider });
    expectOutcomesUnchanged(outcomes);
    await tracerProvider.shutdown();
  });

  it("a meter provider whose getMeter throws: calls unchanged, reported once, spans still kept", async () => {
    const outcomes = await runCalls({
      tracerProvider: telemetry.tracerProvider,
      meterProvider: new ThrowingMeterProvider(),
    });
    expectOutcomesUnchanged(outcomes);
    expect(reportedFailures()).toHaveLength(1);
    expect(telemetry.spans().map((span: ReadableSpan) => span.name)).toEqual([
      "execute_tool echo",
      "execute_tool throwing",
    ]);
  });

  it("a histogram whose record throws: calls unchanged, each failure reported", async () => {
    const outcomes = await runCalls({
      tracerProvider: telemetry.tracerProvider,
      meterProvider: meterProviderWithThrowingHistograms(),
      recordGenAIMetric: true,
    });
    expectOutcomesUnchanged(outcomes);
    expect(reportedFailures()).toHaveLength(2);
    expect(telemetry.spans()).toHaveLength(2);
  });

  it("a diag logger that throws too: calls unchanged", async () => {
    diag.setLogger(
      {
        ...logger,
        error: () => {
          throw new Error("logger broken");
        },
      },
      { logLevel: DiagLogLevel.ERROR, suppressOverrideMessage: true },
    );
    const outcomes = await runCalls({
      tracerProvider: new ThrowingTracerProvider(),
      meterProvider: new ThrowingMeterProvider(),
    });
    expectOutcomesUnchanged(outcomes);
  });
});

describe("a tool whose telemetry cannot be read", () => {
  it("runs its call unrecorded and reports the failure once", async () => {
    type Interceptor = Parameters<ToolExecutor["use"]>[0];
    let intercept: Interceptor | undefined;
    instrumentExecutor(
      {
        use: (interceptor) => {
          intercept = interceptor;
          return () => {};
        },
        on: () => () => {},
      },
      { tracerProvider: telemetry.tracerProvider, meterProvider: telemetry.meterProvider },
    );
    const hostileTool = {
      get name(): string {
        throw failure;
      },
    };
    const call = { tool: hostileTool } as unknown as Parameters<Interceptor>[0];
    const result = { status: "success", output: {} } as unknown as ToolResult;
    await expect(intercept?.(call, async () => result)).resolves.toBe(result);
    expect(reportedFailures()).toHaveLength(1);
    expect(telemetry.spans()).toEqual([]);
    expect(await telemetry.histogram("agent.tool.execution.duration")).toEqual([]);
  });
});
