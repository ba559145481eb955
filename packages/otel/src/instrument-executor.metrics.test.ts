// The duration histograms: names, units, aggregation and the GenAI opt-in.
import { ToolExecutor } from "@kit/tools";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { canaryCredentials, echoTool, throwingTool, weatherTool } from "../test/fixtures";
import { createTelemetry, EXPECTED_BUCKETS, spanSeconds, type Telemetry } from "../test/harness";
import { instrumentExecutor } from "./instrument-executor";

let telemetry: Telemetry;
let executor: ToolExecutor;

beforeEach(() => {
  telemetry = createTelemetry();
  executor = new ToolExecutor({ credentials: canaryCredentials() });
});
afterEach(async () => {
  await telemetry.shutdown();
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
    expect(success?.value.buckets.boundaries).toEqual(EXPECTED_BUCKETS);
    expect(success?.value.sum).toBe(ours[0]?.value.sum);
    expect(failure?.value.sum).toBe(ours[1]?.value.sum);
    expect(success?.value.sum).toBeCloseTo(spanSeconds(spans[0]!), 9);
    expect(failure?.value.sum).toBeCloseTo(spanSeconds(spans[1]!), 9);
  });
});
