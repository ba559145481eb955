// Hot path: runs on every call. One span per tool call: started with the tool's constant
// attributes, finished with the outcome.

import type { ToolCall, ToolResult } from "@kit/tools";
import type { HrTime, Span, SpanKind, SpanStatusCode, Tracer } from "@opentelemetry/api";
import { boundedJson } from "./bounded-json";
import type { CallFailure } from "./call-failure";
import { summarizeContent } from "./content-summary";
import { Attribute } from "./telemetry-names";
import type { ToolAttributes } from "./tool-attributes";

/** What the span records besides the outcome. */
export interface ContentOptions {
  readonly recordArguments: boolean;
  readonly recordResult: boolean;
  /** Records a log message's `data` as JSON on its span event. */
  readonly recordLogData: boolean;
  /** The longest captured JSON, in UTF-16 code units. */
  readonly maxContentLength: number;
}

/** Starts the call's span, a child of the active context (the caller's). */
export function startCallSpan(
  tracer: Tracer,
  call: ToolCall,
  constant: ToolAttributes,
  startTime: HrTime,
): Span {
  return tracer.startSpan(constant.spanName, {
    // Enum members as their values, so the bundle imports no enum object.
    kind: 0 satisfies SpanKind.INTERNAL,
    attributes: { ...constant.span, [Attribute.TOOL_CALL_ID]: call.callId },
    startTime,
  });
}

/** Makes a span started earlier (a task's) the call's span: its name and constant attributes. */
export function adoptCallSpan(span: Span, call: ToolCall, constant: ToolAttributes): void {
  span.updateName(constant.spanName);
  span.setAttributes({ ...constant.span, [Attribute.TOOL_CALL_ID]: call.callId });
}

/**
 * Records the outcome on the span; the caller ends it.
 * @param failure - `undefined` for a success.
 */
export function annotateCallSpan(
  span: Span,
  call: ToolCall,
  result: ToolResult | undefined,
  failure: CallFailure | undefined,
  endTime: HrTime,
  options: ContentOptions,
): void {
  if (options.recordArguments) {
    const json = boundedJson(call.inputs, call, options.maxContentLength);
    if (json !== undefined) span.setAttribute(Attribute.TOOL_CALL_ARGUMENTS, json);
  }
  // A result from another copy of @kit/tools, or made by an interceptor, may lack it.
  const attempts = result?.attempts;
  if (typeof attempts === "number") span.setAttribute(Attribute.TOOL_ATTEMPTS, attempts);
  if (failure === undefined) {
    if (options.recordResult && result !== undefined) {
      const json = boundedJson(result.output, call, options.maxContentLength);
      if (json !== undefined) span.setAttribute(Attribute.TOOL_CALL_RESULT, json);
      // A summary, never the parts themselves: their bytes can be megabytes.
      const { content } = result;
      if (Array.isArray(content) && content.length > 0) {
        const summary = boundedJson(summarizeContent(content), call, options.maxContentLength);
        if (summary !== undefined) span.setAttribute(Attribute.TOOL_CONTENT, summary);
      }
    }
    return;
  }
  span.setAttribute(Attribute.ERROR_TYPE, failure.type);
  if (failure.direction !== undefined) {
    span.setAttribute(Attribute.VALIDATION_DIRECTION, failure.direction);
  }
  if (failure.cause !== undefined) span.setAttribute(Attribute.FAILURE_CAUSE, failure.cause);
  span.recordException(failure.exception, endTime);
  span.setStatus({ code: 2 satisfies SpanStatusCode.ERROR, message: failure.message });
}
