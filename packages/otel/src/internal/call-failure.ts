// Hot path: runs on every failed call. What a failed call puts on its span and metric: a
// bounded error type and redacted text.

import { type ToolCall, ToolExecutionError, ToolValidationError } from "@kit/tools";
import type { Exception } from "@opentelemetry/api";
import { reportError } from "./report-error";

/** A failed call, as its span and histogram point show it. */
export interface CallFailure {
  /** `error.type`: the error class name, or `_OTHER` when there is no usable one. */
  readonly type: string;
  /** The span status message: the error's message with credential values redacted. */
  readonly message: string;
  /** `kit.tool.validation.direction`, for a validation failure only. */
  readonly direction: "input" | "output" | undefined;
  /** The redacted exception recorded on the span. */
  readonly exception: Exception;
  /** `kit.tool.failure.cause`: the class of a `ToolExecutionError`'s cause, when kit made it. */
  readonly cause: string | undefined;
}

// The causes kit itself makes, recognised by their cross-copy marker (errors of the kit
// packages) or, for the executor's timeout, by name. A fixed list keeps the attribute bounded.
const MARKED_CAUSES = [
  "ApprovalDeniedError",
  "CredentialNotFoundError",
  "CredentialBackendError",
  "CredentialError",
] as const;

function knownCause(error: ToolExecutionError): string | undefined {
  const cause: unknown = error.cause;
  if (!(cause instanceof Error)) return undefined;
  for (const name of MARKED_CAUSES) {
    if ((cause as unknown as Record<symbol, unknown>)[Symbol.for(`kit.error.${name}`)] === true)
      return name;
  }
  return cause.name === "TimeoutError" ? "TimeoutError" : undefined;
}

// A class name is code, so its cardinality is bounded; anything else becomes `_OTHER`.
const CLASS_NAME = /^[A-Za-z_$][\w$]{0,99}$/;

/**
 * The telemetry of the error a call failed with; never throws.
 * @param error - the `ToolResult`'s error, or what the call rejected with.
 * @param call - redacts the text once more, so no credential value can get through.
 */
export function toCallFailure(error: unknown, call: ToolCall): CallFailure {
  try {
    const validation = ToolValidationError.isInstance(error);
    let type = "_OTHER";
    let cause: string | undefined;
    if (validation) type = "ToolValidationError";
    else if (ToolExecutionError.isInstance(error)) {
      type = "ToolExecutionError";
      cause = knownCause(error);
    } else if (error instanceof Error && CLASS_NAME.test(error.name)) type = error.name;
    const message = call.redact(String(error instanceof Error ? error.message : error));
    const stack = error instanceof Error ? error.stack : undefined;
    // A fresh record, not the error itself: the stack's first line was written before
    // any redaction, so it is redacted here too.
    const exception: Exception =
      typeof stack === "string"
        ? { name: type, message, stack: call.redact(stack) }
        : { name: type, message };
    const direction = validation ? error.direction : undefined;
    return { type, message, direction, exception, cause };
  } catch (failure) {
    reportError(failure);
    return {
      type: "_OTHER",
      message: "",
      direction: undefined,
      exception: { name: "_OTHER" },
      cause: undefined,
    };
  }
}
