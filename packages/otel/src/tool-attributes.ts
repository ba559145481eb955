// What never changes between calls of one tool is computed once and shared.

import type { ToolCall } from "@kit/tools";
import type { Attributes } from "@opentelemetry/api";
import {
  OPERATION_NAME,
  TOOL_DESCRIPTION,
  TOOL_NAME,
  TOOL_STATUS,
  TOOL_TYPE,
  TOOL_VERSION,
} from "./telemetry-names";

/** A tool's span name and the attributes shared by all its calls. */
export interface ToolAttributes {
  readonly spanName: string;
  readonly span: Attributes;
  /** The `agent.tool.execution.duration` attributes every call has; a failure adds to them. */
  readonly metric: Attributes;
  /** The `agent.tool.execution.duration` attributes of a success. */
  readonly metricSuccess: Attributes;
  /** `gen_ai.execute_tool.duration` attributes of a success (and the base of a failure). */
  readonly genAIMetric: Attributes;
}

const cache = new WeakMap<ToolCall["tool"], ToolAttributes>();

/** The constant telemetry of `tool`, computed on its first call. */
export function toolAttributes(tool: ToolCall["tool"]): ToolAttributes {
  let attributes = cache.get(tool);
  if (attributes === undefined) {
    const metric = { [TOOL_NAME]: tool.name, [TOOL_TYPE]: "function" };
    attributes = {
      spanName: `execute_tool ${tool.name}`,
      span: Object.freeze({
        [OPERATION_NAME]: "execute_tool",
        ...metric,
        [TOOL_DESCRIPTION]: tool.description,
        [TOOL_VERSION]: tool.version,
      }),
      metric: Object.freeze(metric),
      metricSuccess: Object.freeze({ ...metric, [TOOL_STATUS]: "success" }),
      genAIMetric: Object.freeze({ [OPERATION_NAME]: "execute_tool", ...metric }),
    };
    cache.set(tool, attributes);
  }
  return attributes;
}
