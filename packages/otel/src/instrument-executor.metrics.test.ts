// The duration histograms: names, units, aggregation and the GenAI opt-in.
import { describe, expect, it } from "vitest";
import { echoTool, throwingTool, weatherTool } from "../test/fixtures";
import { countsBy, EXPECTED_BUCKETS, freshTelemetryPerTest, spanSeconds } from "../test/harness";
import { instrumentExecutor } from "./instrument-executor";

const bed = freshTelemetryPerTest();

describe("the duration histograms", () => {
  it("declare their name, unit and description", async () => {
    instrumentExecutor(bed.executor, {
      meterProvider: bed.telemetry.meterProvider,
      recordGenAIMetric: true,
    });
    await bed.executor.execute(echoTool, {});
    const descriptors = (await bed.telemetry.metrics()).map((metric) => metric.descriptor);
    expect(descriptors.map(({ name, unit }) => ({ name, unit }))).toEqual([
      { name: "agent.tool.execution.duration", unit: "s" },
      { name: "gen_ai.execute_tool.duration", unit: "s" },
    ]);
    for (const descriptor of descriptors) expect(descriptor.description).not.toBe("");
  });

  it("aggregate several calls per tool and outcome", async () => {
    instrumentExecutor(bed.executor, { meterProvider: bed.telemetry.meterProvider });
    await bed.executor.execute(echoTool, {});
    await bed.executor.execute(echoTool, { a: 1 });
    await bed.executor.execute(throwingTool, {}, { raiseOnFailure: false });
    const points = await bed.telemetry.histogram("agent.tool.execution.duration");
    expect(countsBy(points, "gen_ai.tool.name")).toEqual([
      ["echo", 2],
      ["throwing", 1],
    ]);
  });

  it("record gen_ai.execute_tool.duration on request, with the same value and buckets", async () => {
    instrumentExecutor(bed.executor, {
      tracerProvider: bed.telemetry.tracerProvider,
      meterProvider: bed.telemetry.meterProvider,
      recordGenAIMetric: true,
    });
    await bed.executor.execute(weatherTool, { city: "Oslo" });
    await bed.executor.execute(weatherTool, {}, { raiseOnFailure: false });
    const [success, failure] = await bed.telemetry.histogram("gen_ai.execute_tool.duration");
    const ours = await bed.telemetry.histogram("agent.tool.execution.duration");
    const spans = bed.telemetry.spans();
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
