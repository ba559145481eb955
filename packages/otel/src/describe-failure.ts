// What a failed call puts on its span and metric: a bounded error type and redacted text.

import { type ToolCall, ToolExecutionError, ToolValidationError } from "@kit/tools";
import type { Exception } from "@opentelemetry/api";
import { reportError } from "./report-error";

/** A failed call, as telemetry shows it. */
export interface FailureDescription {
  /** `error.type`: the error class name, or `_OTHER` when there is no usable one. */
  readonly type: string;
  readonly message: string;
  readonly direction: "input" | "output" | undefined;
  readonly exception: Exception;
}

// A class name is code, so its cardinality is bounded; anything else becomes `_OTHER`.
const CLASS_NAME = /^[A-Za-z_$][\w$]{0,99}$/;

/**
 * Describes the error a call failed with; never throws.
 * @param error - the `ToolResult`'s error, or what the call rejected with.
 * @param call - redacts the text once more, so no credential value can get through.
 */
export function describeFailure(error: unknown, call: ToolCall): FailureDescription {
  try {
    const validation = ToolValidationError.isInstance(error);
    let type = "_OTHER";
    if (validation) type = "ToolValidationError";
    else if (ToolExecutionError.isInstance(error)) type = "ToolExecutionError";
    else if (error instanceof Error && CLASS_NAME.test(error.name)) type = error.name;
    const message = call.redact(error instanceof Error ? String(error.message) : String(error));
    const stack = error instanceof Error ? error.stack : undefined;
    // A fresh record, not the error itself: the stack's first line was written before
    // any redaction, so it is redacted here too.
    const exception: Exception =
      typeof stack === "string"
        ? { name: type, message, stack: call.redact(stack) }
        : { name: type, message };
    return { type, message, direction: validation ? error.direction : undefined, exception };
  } catch (failure) {
    reportError(failure);
    return { type: "_OTHER", message: "", direction: undefined, exception: { name: "_OTHER" } };
  }
}
