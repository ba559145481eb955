// The agentName option: gen_ai.agent.name on every span and histogram point.
import { ToolExecutor } from "@kit/tools";
import { describe, expect, it } from "vitest";
import { echoTool, throwingTool, weatherTool } from "../test/fixtures";
import { countsBy, freshTelemetryPerTest } from "../test/harness";
import { instrumentExecutor } from "./instrument-executor";

const bed = freshTelemetryPerTest();

const instrument = (executor: ToolExecutor, agentName?: string): void => {
  instrumentExecutor(executor, {
    tracerProvider: bed.telemetry.tracerProvider,
    meterProvider: bed.telemetry.meterProvider,
    recordGenAIMetric: true,
    ...(agentName === undefined ? {} : { agentName }),
  });
};

describe("agentName", () => {
  it("puts gen_ai.agent.name on the span of a success and of a failure", async () => {
    instrument(bed.executor, "travel-planner");
    await bed.executor.execute(weatherTool, { city: "Oslo" });
    await bed.executor.execute(throwingTool, {}, { raiseOnFailure: false });
    const spans = bed.telemetry.spans();
    expect(spans).toHaveLength(2);
    for (const span of spans) {
      expect(span.attributes["gen_ai.agent.name"]).toBe("travel-planner");
    }
  });

  it("puts gen_ai.agent.name on every point of both histograms", async () => {
    instrument(bed.executor, "travel-planner");
    await bed.executor.execute(weatherTool, { city: "Oslo" });
    await bed.executor.execute(weatherTool, {}, { raiseOnFailure: false });
    const [success, failure] = await bed.telemetry.histogram("agent.tool.execution.duration");
    expect(success?.attributes).toEqual({
      "gen_ai.agent.name": "travel-planner",
      "gen_ai.tool.name": "get_weather",
      "gen_ai.tool.type": "function",
      "kit.tool.status": "success",
    });
    expect(failure?.attributes).toEqual({
      "gen_ai.agent.name": "travel-planner",
      "gen_ai.tool.name": "get_weather",
      "gen_ai.tool.type": "function",
      "kit.tool.status": "failure",
      "error.type": "ToolValidationError",
    });
    const genAI = await bed.telemetry.histogram("gen_ai.execute_tool.duration");
    expect(genAI.map((point) => point.attributes["gen_ai.agent.name"])).toEqual([
      "travel-planner",
      "travel-planner",
    ]);
  });

  it("is absent from spans and points when the option is not given", async () => {
    instrument(bed.executor);
    await bed.executor.execute(echoTool, {});
    const [span] = bed.telemetry.spans();
    expect(span?.attributes).not.toHaveProperty("gen_ai.agent.name");
    for (const name of ["agent.tool.execution.duration", "gen_ai.execute_tool.duration"]) {
      const [point] = await bed.telemetry.histogram(name);
      expect(point?.attributes).not.toHaveProperty("gen_ai.agent.name");
    }
  });

  it("belongs to its executor: two agents sharing a tool keep their own names", async () => {
    const other = new ToolExecutor();
    instrument(bed.executor, "planner");
    instrument(other, "booker");
    await bed.executor.execute(echoTool, {});
    await other.execute(echoTool, {});
    await bed.executor.execute(echoTool, {});
    const names = bed.telemetry.spans().map((span) => span.attributes["gen_ai.agent.name"]);
    expect(names).toEqual(["planner", "booker", "planner"]);
    const points = await bed.telemetry.histogram("agent.tool.execution.duration");
    expect(countsBy(points, "gen_ai.agent.name")).toEqual([
      ["planner", 2],
      ["booker", 1],
    ]);
  });

  it("rejects a value that is not a non-empty string, when instrumenting", () => {
    const message = (got: string): string =>
      `instrumentExecutor: option 'agentName' must be a non-empty string, got ${got}`;
    const bad: readonly [unknown, string][] = [
      ["", "''"],
      [42, "number"],
      [null, "null"],
      [{ name: "planner" }, "object"],
    ];
    for (const [agentName, got] of bad) {
      const options = { agentName } as unknown as { agentName: string };
      expect(() => instrumentExecutor(bed.executor, options)).toThrow(TypeError);
      expect(() => instrumentExecutor(bed.executor, options)).toThrow(message(got));
    }
  });
});
