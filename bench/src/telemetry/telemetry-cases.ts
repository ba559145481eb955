// The telemetry cases: kit's instrumented executor, and a hand-written span around a direct call.
import { instrumentExecutor } from "@kit/otel";
import { ToolExecutor } from "@kit/tools";
import { asyncTool, syncTool } from "../executor/kit-executor";
import { answer, answerAsync, CALL_INPUT } from "../executor/trivial-tool";
import type { BenchCase } from "../harness/measure";
import type { OtelSdk } from "./otel-sdk";

const ARGUMENTS = CALL_INPUT as { city: string };

/** Builds the cases against one SDK; the span exporter is emptied every 1,000 calls. */
export function telemetryCases(sdk: OtelSdk): BenchCase<number>[] {
  const executor = new ToolExecutor();
  instrumentExecutor(executor, {
    tracerProvider: sdk.tracerProvider,
    meterProvider: sdk.meterProvider,
  });
  const tracer = sdk.tracerProvider.getTracer("bench");
  let calls = 0;
  // Runs outside the timed region (mitata makes inputs before starting the clock).
  const tick = (): number => {
    if (++calls % 1000 === 0) sdk.spans.reset();
    return calls;
  };
  return [
    {
      name: "hand span + direct sync",
      input: tick,
      run: (_tick) =>
        tracer.startActiveSpan("execute_tool fetch_weather", (span) => {
          const output = answer(ARGUMENTS);
          span.end();
          return output;
        }),
    },
    {
      name: "hand span + direct async",
      input: tick,
      run: (_tick) =>
        tracer.startActiveSpan("execute_tool fetch_weather", async (span) => {
          const output = await answerAsync(ARGUMENTS);
          span.end();
          return output;
        }),
    },
    {
      name: "kit + @kit/otel, sync tool",
      input: tick,
      run: (_tick) => executor.execute(syncTool, CALL_INPUT),
    },
    {
      name: "kit + @kit/otel, async tool",
      input: tick,
      run: (_tick) => executor.execute(asyncTool, CALL_INPUT),
    },
  ];
}

/** One instrumented call, checked: one span with the GenAI name, one duration measurement. */
export async function verifyTelemetry(
  sdk: OtelSdk,
  cases: readonly BenchCase<number>[],
): Promise<void> {
  sdk.spans.reset();
  const instrumented = cases.find((bench) => bench.name === "kit + @kit/otel, sync tool");
  await instrumented?.run(0);
  const spans = sdk.spans.getFinishedSpans();
  if (spans.length !== 1 || spans[0]?.name !== "execute_tool fetch_weather") {
    throw new Error(
      `expected one span 'execute_tool fetch_weather', got ${spans.map((span) => span.name)}`,
    );
  }
  const { resourceMetrics } = await sdk.reader.collect();
  const names = resourceMetrics.scopeMetrics.flatMap((scope) =>
    scope.metrics.map((metric) => metric.descriptor.name),
  );
  if (!names.includes("agent.tool.execution.duration")) {
    throw new Error(`no duration histogram recorded (metrics: ${names.join(", ")})`);
  }
  sdk.spans.reset();
}
