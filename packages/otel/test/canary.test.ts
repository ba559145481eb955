// A credential value echoed by tools, in outputs, errors and arguments, never reaches an
// exported span, event, status or metric.
import { inspect } from "node:util";
import { defineTool, ToolExecutor } from "@kit/tools";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { instrumentExecutor } from "../src/instrument-executor";
import { CANARY, canaryCredentials, leakyFailingTool, weatherTool } from "./fixtures";
import { createTelemetry, type Telemetry } from "./harness";

const rejectingWithString = defineTool({
  name: "rejects_with_string",
  credentialNames: ["weather-api-key"],
  execute: async (_inputs, credentials) => {
    throw `bad key ${credentials["weather-api-key"]}`;
  },
});

const strictEcho = defineTool({
  name: "strict_echo",
  credentialNames: ["weather-api-key"],
  outputSchema: { parameters: [{ name: "ok", type: "boolean" }], strict: true },
  execute: (_inputs, credentials) => ({ ok: true, [credentials["weather-api-key"]]: 1 }),
});

const nestedCause = defineTool({
  name: "nested_cause",
  credentialNames: ["weather-api-key"],
  execute: (_inputs, credentials) => {
    const inner = new Error(`token ${credentials["weather-api-key"]} expired`);
    throw new Error("request failed", { cause: inner });
  },
});

function spanText(span: ReadableSpan): string {
  const { name, attributes, events, status, links } = span;
  return JSON.stringify({ name, attributes, events, status, links }) + inspect(span, { depth: 8 });
}

let telemetry: Telemetry;
beforeEach(() => {
  telemetry = createTelemetry();
});
afterEach(async () => {
  await telemetry.shutdown();
});

describe.each([
  { capture: false, label: "without content capture" },
  { capture: true, label: "with argument and result capture" },
])("a canary credential, $label", ({ capture }) => {
  it("appears in no span, event, status or metric", async () => {
    const executor = new ToolExecutor({ credentials: canaryCredentials() });
    instrumentExecutor(executor, {
      tracerProvider: telemetry.tracerProvider,
      meterProvider: telemetry.meterProvider,
      recordArguments: capture,
      recordResult: capture,
      recordGenAIMetric: true,
    });
    const failureMode = { raiseOnFailure: false } as const;
    const echoed = await executor.execute(weatherTool, { city: "Oslo", echo: true });
    const asArgument = await executor.execute(weatherTool, { city: CANARY, echo: true });
    const results = [
      echoed,
      asArgument,
      await executor.execute(leakyFailingTool, { note: CANARY }, failureMode),
      await executor.execute(rejectingWithString, {}, failureMode),
      await executor.execute(strictEcho, {}, failureMode),
      await executor.execute(nestedCause, {}, failureMode),
    ];
    await expect(executor.execute(leakyFailingTool, {})).rejects.toThrow("[REDACTED]");

    // The calls did carry the canary, so the test can fail.
    expect(echoed.output).toMatchObject({ key: "[REDACTED]" });
    expect(results.map((result) => result.status)).toEqual([
      "success",
      "success",
      "failure",
      "failure",
      "failure",
      "failure",
    ]);
    expect(results[2]?.error?.message).toContain("[REDACTED]");

    const spans = telemetry.spans();
    expect(spans).toHaveLength(7);
    if (capture) {
      const captured = spans.map((span) => span.attributes["gen_ai.tool.call.result"]);
      expect(captured[0]).toContain("[REDACTED]");
      expect(spans[1]?.attributes["gen_ai.tool.call.arguments"]).toContain("[REDACTED]");
    }
    for (const span of spans) expect(spanText(span)).not.toContain(CANARY);
    const metricText = JSON.stringify(await telemetry.metrics());
    expect(metricText).toContain("agent.tool.execution.duration");
    expect(metricText).not.toContain(CANARY);
  });
});
