/**
 * What every resolved credential value is replaced by wherever it would leave a call: in
 * outputs, error messages and causes, event payloads, and what `ToolCall.redact` returns.
 */
export const REDACTED: "[REDACTED]" = "[REDACTED]";
