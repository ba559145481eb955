// One canary test over every sink at once: results, errors in both modes with their cause
// chains, event payloads, spans, metrics, util.inspect and JSON.stringify of everything a
// user can reach. The canary reaches the tools through the real credential manager.
import {
  CredentialManager,
  EnvironmentCredentialProvider,
  StaticCredentialProvider,
} from "@kit/credentials";
import { instrumentExecutor } from "@kit/otel";
import { recordEvents } from "@kit/test-executor";
import { visibleText } from "@kit/test-support";
import { ToolExecutor } from "@kit/tools";
import { MeterProvider, MetricReader } from "@opentelemetry/sdk-metrics";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { expect, test } from "vitest";
import { leakingTools, NAMES } from "./canary-tools";

const CANARY_STATIC = "canary-static-4b1d9e27f0a3c865";
const CANARY_ENV = "canary-env-93e6a0d4c2b17f58";

class CollectingReader extends MetricReader {
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

test("the canary is nowhere a user, a log or a telemetry backend can look", async () => {
  const staticProvider = new StaticCredentialProvider({ [NAMES[0]]: CANARY_STATIC });
  const envProvider = new EnvironmentCredentialProvider({
    prefix: "KIT_CANARY_",
    env: { KIT_CANARY_ENV_KEY: CANARY_ENV },
  });
  const manager = new CredentialManager([envProvider, staticProvider]);
  const executor = new ToolExecutor({ credentials: manager, timeoutMs: 5_000 });
  const spans = new InMemorySpanExporter();
  const tracerProvider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(spans)],
  });
  const reader = new CollectingReader();
  const meterProvider = new MeterProvider({ readers: [reader] });
  instrumentExecutor(executor, {
    tracerProvider,
    meterProvider,
    recordArguments: true,
    recordResult: true,
  });

  const reachable: unknown[] = [executor, manager, staticProvider, envProvider];
  const events = recordEvents(executor);
  const tools = leakingTools();
  let failures = 0;
  for (const tool of tools) {
    reachable.push(tool, tool.inputSchema, tool.outputSchema);
    const result = await executor.execute(tool, { city: "Oslo" }, { raiseOnFailure: false });
    reachable.push(result, result.output, result.error);
    if (result.status === "failure") failures += 1;
    try {
      reachable.push(await executor.execute(tool, { city: "Oslo" }));
    } catch (error) {
      reachable.push(error);
    }
  }
  const { resourceMetrics } = await reader.collect();
  reachable.push(
    ...events.map((event) => event.payload),
    resourceMetrics,
    ...spans.getFinishedSpans().map((span) => ({
      name: span.name,
      attributes: span.attributes,
      events: span.events,
      status: span.status,
    })),
  );

  // The tools really had the canaries, and every sink was really exercised.
  expect(failures).toBe(4);
  expect(spans.getFinishedSpans()).toHaveLength(tools.length * 2);
  const everything = reachable.map(visibleText).join("\n");
  expect(everything).toContain("[REDACTED]");
  expect(everything).toContain("gen_ai.tool.call.result");
  expect(everything).not.toContain(CANARY_STATIC);
  expect(everything).not.toContain(CANARY_ENV);
});
