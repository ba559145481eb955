import type { MeterProvider, TracerProvider } from "@opentelemetry/api";

/** Options of {@link instrumentExecutor}. */
export interface InstrumentExecutorOptions {
  /** Where the spans go. Default: the global tracer provider (`trace.getTracerProvider()`). */
  tracerProvider?: TracerProvider | undefined;
  /**
   * Where the duration histograms go. Default: the global meter provider
   * (`metrics.getMeterProvider()`), looked up at each call, so a provider registered after
   * `instrumentExecutor` ran is still used.
   */
  meterProvider?: MeterProvider | undefined;
  /**
   * The name of the agent the executor works for, recorded as `gen_ai.agent.name` on every
   * span and every histogram point, as the GenAI conventions ask where there is an agent.
   * Keep it to a few fixed names (it is a metric attribute, so each name is a series).
   * Default: no agent name, and no `gen_ai.agent.name` attribute.
   */
  agentName?: string | undefined;
  /**
   * Records the call's inputs as JSON in `gen_ai.tool.call.arguments`. Off by default:
   * inputs may hold personal data. Credential values are redacted; the JSON is cut to
   * `maxContentLength` characters.
   */
  recordArguments?: boolean | undefined;
  /**
   * Records a successful call's output as JSON in `gen_ai.tool.call.result`. Off by default:
   * outputs may hold personal data. Credential values are redacted; the JSON is cut to
   * `maxContentLength` characters.
   */
  recordResult?: boolean | undefined;
  /**
   * Records the `data` of a tool's log message (`context.log(level, message, data)`) as JSON in
   * `kit.tool.log.data` on its `kit.tool.log` span event. Off by default: like inputs and
   * outputs it may hold personal data (the level and the message are always recorded).
   * Credential values are redacted; the JSON is cut to `maxContentLength` characters.
   */
  recordLogData?: boolean | undefined;
  /**
   * Also records the OpenTelemetry GenAI metric `gen_ai.execute_tool.duration` (same value
   * and buckets as `agent.tool.execution.duration`). Off by default: that convention is
   * still in development and may change.
   */
  recordGenAIMetric?: boolean | undefined;
  /**
   * The longest captured text: `gen_ai.tool.call.arguments`, `gen_ai.tool.call.result`,
   * `kit.tool.content`, and the message and data of a progress or log event, in UTF-16 code
   * units. Default 4096.
   */
  maxContentLength?: number | undefined;
}
