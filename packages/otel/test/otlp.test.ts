// The spans reach a real OTLP/HTTP endpoint through the official exporter.
import { ToolExecutor } from "@kit/tools";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { BasicTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { instrumentExecutor } from "../src/instrument-executor";
import { canaryCredentials, weatherTool } from "./fixtures";
import { type OtlpReceiver, startOtlpReceiver } from "./otlp-receiver";

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
}
interface OtlpSpan {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  attributes: { key: string; value: OtlpValue }[];
  status?: { code?: number; message?: string };
  events?: { name: string }[];
}
interface OtlpRequest {
  resourceSpans: { scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[] }[];
}

function receivedSpans(receiver: OtlpReceiver): OtlpSpan[] {
  return (receiver.requests as OtlpRequest[]).flatMap((request) =>
    request.resourceSpans.flatMap((resource) =>
      resource.scopeSpans.flatMap((scope) => scope.spans),
    ),
  );
}

function attributes(span: OtlpSpan): Record<string, string | number | undefined> {
  return Object.fromEntries(
    span.attributes.map(({ key, value }) => [key, value.stringValue ?? value.intValue]),
  );
}

let receiver: OtlpReceiver;
let tracerProvider: BasicTracerProvider;

beforeEach(async () => {
  receiver = await startOtlpReceiver();
  tracerProvider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(new OTLPTraceExporter({ url: receiver.url }))],
  });
});
afterEach(async () => {
  await tracerProvider.shutdown();
  await receiver.close();
});

describe("OTLP/HTTP export", () => {
  it("delivers a success and a failure span with their attributes and status", async () => {
    const executor = new ToolExecutor({ credentials: canaryCredentials() });
    instrumentExecutor(executor, { tracerProvider });
    await executor.execute(weatherTool, { city: "Oslo" }, { callId: "call-ok" });
    const failed = await executor.execute(
      weatherTool,
      {},
      { callId: "call-bad", raiseOnFailure: false },
    );
    await tracerProvider.forceFlush();

    expect(receiver.contentTypes.every((type) => type.startsWith("application/json"))).toBe(true);
    const spans = receivedSpans(receiver);
    expect(spans.map((span) => span.name)).toEqual([
      "execute_tool get_weather",
      "execute_tool get_weather",
    ]);
    // Each span is its own POST, so they may arrive in either order.
    const byCallId = (id: string) =>
      spans.find((span) => attributes(span)["gen_ai.tool.call.id"] === id);
    const [ok, bad] = [byCallId("call-ok"), byCallId("call-bad")];
    if (ok === undefined || bad === undefined) throw new Error("spans missing");
    expect(ok.kind).toBe(1); // SPAN_KIND_INTERNAL
    expect(attributes(ok)).toEqual({
      "gen_ai.operation.name": "execute_tool",
      "gen_ai.tool.name": "get_weather",
      "gen_ai.tool.call.id": "call-ok",
      "gen_ai.tool.description": "Current weather for a city",
      "gen_ai.tool.type": "function",
      "kit.tool.version": "2.1.0",
      "kit.tool.attempts": 1,
    });
    expect(ok.status?.code ?? 0).toBe(0); // STATUS_CODE_UNSET
    expect(attributes(bad)).toMatchObject({
      "gen_ai.tool.call.id": "call-bad",
      "error.type": "ToolValidationError",
      "kit.tool.validation.direction": "input",
      "kit.tool.attempts": 0,
    });
    expect(bad.status).toEqual({ code: 2, message: failed.error?.message }); // STATUS_CODE_ERROR
    expect(bad.events?.map((event) => event.name)).toEqual(["exception"]);
  });
});
