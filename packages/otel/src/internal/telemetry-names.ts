// The names this package emits. They follow the OpenTelemetry GenAI semantic conventions
// for tool execution (https://opentelemetry.io/docs/specs/semconv/gen-ai/gen-ai-spans/#execute-tool-span);
// the `kit.*` names are this package's own, for what the conventions do not cover.

/** The instrumentation scope: tracer and meter name. */
export const SCOPE_NAME = "@kit/otel";

/** Bucket advice of both duration histograms, in seconds. */
export const DURATION_BUCKETS: readonly number[] = [
  0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92,
];

/**
 * The attribute names, as an enum so that the build writes each name where it is used
 * instead of keeping a variable per name.
 */
export enum Attribute {
  /** `execute_tool`, on the span and on `gen_ai.execute_tool.duration`. */
  OPERATION_NAME = "gen_ai.operation.name",
  /** The `agentName` option, on the span and on every histogram point, when given. */
  AGENT_NAME = "gen_ai.agent.name",
  /** The tool's name, on the span and on every histogram point. */
  TOOL_NAME = "gen_ai.tool.name",
  /** Always `function`: every kit tool runs in the application's process. */
  TOOL_TYPE = "gen_ai.tool.type",
  /** The tool's description, on the span only. */
  TOOL_DESCRIPTION = "gen_ai.tool.description",
  /** The call's id, on the span only (unbounded, so never on a metric). */
  TOOL_CALL_ID = "gen_ai.tool.call.id",
  /** The call's inputs as bounded JSON, with `recordArguments`. */
  TOOL_CALL_ARGUMENTS = "gen_ai.tool.call.arguments",
  /** A successful call's output as bounded JSON, with `recordResult`. */
  TOOL_CALL_RESULT = "gen_ai.tool.call.result",
  /**
   * The MCP server a remote tool runs on: its `mcp.server` tag (the label given to
   * `connectMcpServer` of @kit/mcp), on the span only. Not `server.address`: the label is not a
   * network address (a stdio server has none), and the MCP conventions keep that for the
   * `tools/call` client span, which this span is not.
   */
  MCP_SERVER = "kit.mcp.server",
  /** A remote tool's name on its MCP server (its `mcp.tool` tag, without a prefix), on the span. */
  MCP_TOOL = "kit.mcp.tool",
  /** The tool's version, on the span. */
  TOOL_VERSION = "kit.tool.version",
  /** `success` or `failure`, on `agent.tool.execution.duration`. */
  TOOL_STATUS = "kit.tool.status",
  /** `input` or `output`, on the span of a validation failure. */
  VALIDATION_DIRECTION = "kit.tool.validation.direction",
  /** How many times the tool ran in the call (retries included), on the span only. */
  TOOL_ATTEMPTS = "kit.tool.attempts",
  /**
   * Why a `ToolExecutionError` happened, when its cause is one of kit's own failures (such as
   * `ApprovalDeniedError` or `TimeoutError`): a class name from a fixed list, on the span only.
   */
  FAILURE_CAUSE = "kit.tool.failure.cause",
  /** A task's id: on the span of the task's run and on the spans of those who read it. */
  TASK_ID = "kit.task.id",
  /** `get`, `await` or `cancel`: what a task read span did. */
  TASK_OPERATION = "kit.task.operation",
  /** The task's status as a task read span found it. */
  TASK_STATUS = "kit.task.status",
  /** The error class name of a failure (bounded: `_OTHER` for anything else). */
  ERROR_TYPE = "error.type",
  /**
   * A successful call's content parts as a JSON summary (kind, media type, size; never text
   * or bytes), with `recordResult`.
   */
  TOOL_CONTENT = "kit.tool.content",
  /** How much is done, on a `kit.tool.progress` event. */
  PROGRESS_DONE = "kit.tool.progress.done",
  /** How much there is in all, on a `kit.tool.progress` event whose tool said. */
  PROGRESS_TOTAL = "kit.tool.progress.total",
  /** What the tool is doing, on a `kit.tool.progress` event whose tool said. */
  PROGRESS_MESSAGE = "kit.tool.progress.message",
  /** The syslog level (`debug` to `emergency`), on a `kit.tool.log` event. */
  LOG_LEVEL = "kit.tool.log.level",
  /** The message, on a `kit.tool.log` event. */
  LOG_MESSAGE = "kit.tool.log.message",
  /** The details as JSON, on a `kit.tool.log` event, with `recordLogData`. */
  LOG_DATA = "kit.tool.log.data",
}

/** The names of the span events a running call adds to its span. */
export enum SpanEvent {
  /** One `context.progress(done, total, message)` report. */
  PROGRESS = "kit.tool.progress",
  /** One `context.log(level, message, data)` message. */
  LOG = "kit.tool.log",
}
