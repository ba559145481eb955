import { instrumentExecutor } from "@kit/otel";
import { defineTool, ToolExecutor } from "@kit/tools";
import { context } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from "@opentelemetry/sdk-metrics";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";

// Once per process, as for every OpenTelemetry library: spans follow `await`s.
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());

// Your providers (here in memory; in production an OTLP exporter).
const spans = new InMemorySpanExporter();
const tracerProvider = new BasicTracerProvider({
  spanProcessors: [new SimpleSpanProcessor(spans)],
});
const metrics = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
const meterProvider = new MeterProvider({
  readers: [new PeriodicExportingMetricReader({ exporter: metrics })],
});

const getWeather = defineTool({
  name: "get_weather",
  description: "Current weather for a city",
  inputSchema: { parameters: [{ name: "city", type: "string" }] },
  execute: async ({ city }) => ({ city, celsius: 21.5 }),
});

const executor = new ToolExecutor();
const uninstrument = instrumentExecutor(executor, { tracerProvider, meterProvider });

await executor.execute(getWeather, { city: "Oslo" }, { callId: "call_1" });
await meterProvider.forceFlush();

const [span] = spans.getFinishedSpans();
console.log(span?.name, span?.attributes);
// execute_tool get_weather {
//   'gen_ai.operation.name': 'execute_tool',
//   'gen_ai.tool.name': 'get_weather',
//   'gen_ai.tool.type': 'function',
//   'gen_ai.tool.description': 'Current weather for a city',
//   'kit.tool.version': '1.0.0',
//   'gen_ai.tool.call.id': 'call_1',
//   'kit.tool.attempts': 1
// }
const [histogram] = metrics.getMetrics()[0]?.scopeMetrics[0]?.metrics ?? [];
console.log(histogram?.descriptor.name, histogram?.descriptor.unit);
// agent.tool.execution.duration s

uninstrument();
await Promise.all([tracerProvider.shutdown(), meterProvider.shutdown()]);
