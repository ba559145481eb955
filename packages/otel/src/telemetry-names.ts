// The names this package emits, fixed by the design contract and the OpenTelemetry GenAI
// semantic conventions for tool execution.

/** The instrumentation scope: tracer and meter name. */
export const SCOPE_NAME = "@kit/otel";

/** Bucket advice of both duration histograms, in seconds. */
export const DURATION_BUCKETS: readonly number[] = [
  0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92,
];

export const OPERATION_NAME = "gen_ai.operation.name";
export const TOOL_NAME = "gen_ai.tool.name";
export const TOOL_TYPE = "gen_ai.tool.type";
export const TOOL_DESCRIPTION = "gen_ai.tool.description";
export const TOOL_CALL_ID = "gen_ai.tool.call.id";
export const TOOL_CALL_ARGUMENTS = "gen_ai.tool.call.arguments";
export const TOOL_CALL_RESULT = "gen_ai.tool.call.result";
export const TOOL_VERSION = "kit.tool.version";
export const TOOL_STATUS = "kit.tool.status";
export const VALIDATION_DIRECTION = "kit.tool.validation.direction";
export const ERROR_TYPE = "error.type";
