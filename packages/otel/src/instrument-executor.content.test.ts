// Opt-in capture of arguments and results as bounded JSON.
import { ToolExecutor } from "@kit/tools";
import { describe, expect, it } from "vitest";
import { echoTool, throwingTool, weatherTool } from "../test/fixtures";
import { freshTelemetryPerTest, type Telemetry } from "../test/harness";
import { instrumentExecutor } from "./instrument-executor";

const bed = freshTelemetryPerTest();

describe("content capture", () => {
  const provider = (): { tracerProvider: Telemetry["tracerProvider"] } => ({
    tracerProvider: bed.telemetry.tracerProvider,
  });

  it("is off by default", async () => {
    instrumentExecutor(bed.executor, provider());
    await bed.executor.execute(weatherTool, { city: "Oslo" });
    const [span] = bed.telemetry.spans();
    expect(span?.attributes).not.toHaveProperty("gen_ai.tool.call.arguments");
    expect(span?.attributes).not.toHaveProperty("gen_ai.tool.call.result");
  });

  it("records the caller's arguments and the output as JSON", async () => {
    instrumentExecutor(bed.executor, { ...provider(), recordArguments: true, recordResult: true });
    await bed.executor.execute(weatherTool, { city: "Oslo", extra: [1n] });
    const [span] = bed.telemetry.spans();
    expect(span?.attributes["gen_ai.tool.call.arguments"]).toBe('{"city":"Oslo","extra":["1"]}');
    expect(span?.attributes["gen_ai.tool.call.result"]).toBe('{"city":"Oslo","celsius":21.5}');
  });

  it("records arguments but no result for a failure", async () => {
    instrumentExecutor(bed.executor, { ...provider(), recordArguments: true, recordResult: true });
    await bed.executor.execute(throwingTool, { n: 1 }, { raiseOnFailure: false });
    const [span] = bed.telemetry.spans();
    expect(span?.attributes["gen_ai.tool.call.arguments"]).toBe('{"n":1}');
    expect(span?.attributes).not.toHaveProperty("gen_ai.tool.call.result");
  });

  it("cuts arguments and result to maxContentLength, 4096 by default", async () => {
    instrumentExecutor(bed.executor, { ...provider(), recordArguments: true, recordResult: true });
    await bed.executor.execute(echoTool, { text: "x".repeat(10_000) });
    const short = new ToolExecutor();
    instrumentExecutor(short, { ...provider(), recordResult: true, maxContentLength: 12 });
    await short.execute(echoTool, { text: "x".repeat(10_000) });
    const [first, second] = bed.telemetry.spans();
    expect(first?.attributes["gen_ai.tool.call.arguments"]).toHaveLength(4096);
    expect(first?.attributes["gen_ai.tool.call.result"]).toHaveLength(4096);
    expect(second?.attributes["gen_ai.tool.call.result"]).toBe('{"text":"xx…');
  });

  it("marks a result that cannot be JSON, and the call still succeeds", async () => {
    instrumentExecutor(bed.executor, { ...provider(), recordResult: true });
    const inputs: Record<string, unknown> = {};
    inputs.self = inputs;
    const result = await bed.executor.execute(echoTool, inputs);
    expect(result.status).toBe("success");
    const [span] = bed.telemetry.spans();
    expect(span?.attributes["gen_ai.tool.call.result"]).toBe("[unserializable]");
  });

  it("rejects a maxContentLength that is not a positive integer", () => {
    for (const maxContentLength of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => instrumentExecutor(bed.executor, { maxContentLength })).toThrow(RangeError);
    }
    expect(() => instrumentExecutor(bed.executor, { maxContentLength: 0 })).toThrow(
      "instrumentExecutor: option 'maxContentLength' must be a positive integer, got 0",
    );
  });
});
