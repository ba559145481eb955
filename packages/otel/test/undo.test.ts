// Undoing the instrumentation, instrumenting again, and independent executors.
import { defineTool, ToolExecutor } from "@kit/tools";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { instrumentExecutor } from "../src/instrument-executor";
import { echoTool } from "./fixtures";
import { createTelemetry, type Telemetry } from "./harness";

let telemetry: Telemetry;
beforeEach(() => {
  telemetry = createTelemetry();
});
afterEach(async () => {
  await telemetry.shutdown();
});

const count = async (): Promise<{ spans: number; measurements: number }> => ({
  spans: telemetry.spans().length,
  measurements: (await telemetry.histogram("agent.tool.execution.duration")).reduce(
    (sum, point) => sum + point.value.count,
    0,
  ),
});

describe("undo", () => {
  it("stops spans and metrics; instrumenting again works; a second undo is harmless", async () => {
    const executor = new ToolExecutor();
    const providers = {
      tracerProvider: telemetry.tracerProvider,
      meterProvider: telemetry.meterProvider,
      recordGenAIMetric: true,
    };
    const undo = instrumentExecutor(executor, providers);
    await executor.execute(echoTool, {});
    expect(await count()).toEqual({ spans: 1, measurements: 1 });

    undo();
    await executor.execute(echoTool, {});
    expect(await count()).toEqual({ spans: 1, measurements: 1 });
    const genAI = await telemetry.histogram("gen_ai.execute_tool.duration");
    expect(genAI[0]?.value.count).toBe(1);

    const undoAgain = instrumentExecutor(executor, providers);
    await executor.execute(echoTool, {});
    expect(await count()).toEqual({ spans: 2, measurements: 2 });

    undo();
    await executor.execute(echoTool, {});
    expect(await count()).toEqual({ spans: 3, measurements: 3 });

    undoAgain();
    undoAgain();
    await executor.execute(echoTool, {});
    expect(await count()).toEqual({ spans: 3, measurements: 3 });
  });

  it("finishes the span of a call that was running when undo ran", async () => {
    const executor = new ToolExecutor();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const waiting = defineTool({
      name: "waiting",
      execute: async () => {
        await gate;
        return {};
      },
    });
    const undo = instrumentExecutor(executor, { tracerProvider: telemetry.tracerProvider });
    const running = executor.execute(waiting, {});
    undo();
    release();
    await running;
    expect(telemetry.spans().map((span) => span.name)).toEqual(["execute_tool waiting"]);
  });

  it("keeps two instrumented executors independent", async () => {
    const first = new ToolExecutor();
    const second = new ToolExecutor();
    const other = createTelemetry();
    const undoFirst = instrumentExecutor(first, { tracerProvider: telemetry.tracerProvider });
    instrumentExecutor(second, { tracerProvider: other.tracerProvider });
    await first.execute(echoTool, {}, { callId: "first" });
    await second.execute(echoTool, {}, { callId: "second" });
    undoFirst();
    await first.execute(echoTool, {}, { callId: "first-after-undo" });
    await second.execute(echoTool, {}, { callId: "second-after-undo" });
    const ids = (spans: Telemetry) =>
      spans.spans().map((span) => span.attributes["gen_ai.tool.call.id"]);
    expect(ids(telemetry)).toEqual(["first"]);
    expect(ids(other)).toEqual(["second", "second-after-undo"]);
    await other.shutdown();
  });

  it("instrumenting one executor twice makes two spans per call, one per instrumentation", async () => {
    const executor = new ToolExecutor();
    const other = createTelemetry();
    instrumentExecutor(executor, { tracerProvider: telemetry.tracerProvider });
    instrumentExecutor(executor, { tracerProvider: other.tracerProvider });
    await executor.execute(echoTool, {});
    expect(telemetry.spans()).toHaveLength(1);
    expect(other.spans()).toHaveLength(1);
    await other.shutdown();
  });
});
