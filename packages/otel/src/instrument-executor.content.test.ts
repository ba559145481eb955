// Opt-in capture of arguments and results as bounded JSON.
import {
  audio,
  defineTool,
  image,
  resource,
  resourceLink,
  ToolExecutor,
  ToolResult,
  text,
  toolContent,
} from "@kit/tools";
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
    // The executor refuses such an output from a tool; an interceptor can still make one.
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    bed.executor.use(async (_call, next) => {
      const { toolName, durationMs, attempts } = await next();
      return new ToolResult({ toolName, status: "success", output: cycle, durationMs, attempts });
    });
    const result = await bed.executor.execute(echoTool, {});
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

  it("summarizes content parts by kind, media type and size, never their bytes or text", async () => {
    instrumentExecutor(bed.executor, { ...provider(), recordResult: true });
    const megabytes20 = new Uint8Array(20 * 1024 * 1024).fill(7);
    const chart = defineTool({
      name: "chart",
      execute: () =>
        toolContent(
          [
            text("A chart of Oslo."),
            image(megabytes20, "image/png"),
            audio("AAAA", "audio/wav"),
            resource({ uri: "file:///a.txt", text: "hello" }),
            resource({ uri: "file:///b.bin", blob: "AAE=", mimeType: "application/octet-stream" }),
            resourceLink({ uri: "file:///c.pdf", name: "c.pdf", mimeType: "application/pdf" }),
          ],
          { city: "Oslo" },
        ),
    });
    const result = await bed.executor.execute(chart, {});
    expect(result.content?.[1]?.type === "image" && result.content[1].data).toBe(megabytes20);
    const [span] = bed.telemetry.spans();
    expect(span?.attributes["gen_ai.tool.call.result"]).toBe('{"city":"Oslo"}');
    expect(JSON.parse(String(span?.attributes["kit.tool.content"]))).toEqual([
      { type: "text", length: 16 },
      { type: "image", mimeType: "image/png", bytes: 20 * 1024 * 1024 },
      { type: "audio", mimeType: "audio/wav", bytes: 3 },
      { type: "resource", length: 5 },
      { type: "resource", mimeType: "application/octet-stream", bytes: 2 },
      { type: "resource_link", mimeType: "application/pdf" },
    ]);
    expect(JSON.stringify(span?.attributes).length).toBeLessThan(2_000);
  });

  it("records no content summary without recordResult, nor for a result without parts", async () => {
    instrumentExecutor(bed.executor, provider());
    const parts = defineTool({ name: "parts", execute: () => toolContent([text("hi")]) });
    await bed.executor.execute(parts, {});
    const withResult = new ToolExecutor();
    instrumentExecutor(withResult, { ...provider(), recordResult: true });
    await withResult.execute(weatherTool, { city: "Oslo" }).catch(() => undefined);
    await withResult.execute(echoTool, { a: 1 });
    for (const span of bed.telemetry.spans()) {
      expect(span.attributes).not.toHaveProperty("kit.tool.content");
    }
  });

  it("writes bytes in an output an interceptor made as their count, never element by element", async () => {
    instrumentExecutor(bed.executor, { ...provider(), recordResult: true });
    const bytes = new Uint8Array(20 * 1024 * 1024);
    bed.executor.use(async (_call, next) => {
      const { toolName, durationMs, attempts } = await next();
      const output = { image: bytes, buffer: Buffer.from("abc"), raw: new ArrayBuffer(4) };
      return new ToolResult({ toolName, status: "success", output, durationMs, attempts });
    });
    await bed.executor.execute(echoTool, {});
    const [span] = bed.telemetry.spans();
    expect(span?.attributes["gen_ai.tool.call.result"]).toBe(
      `{"image":"[${20 * 1024 * 1024} bytes]","buffer":"[3 bytes]","raw":"[4 bytes]"}`,
    );
  });
});
