// Hot path: runs on every call. What never changes between calls of one tool, under one
// instrumentation, is computed on the tool's first call and shared by the later ones.

import type { ToolCall } from "@kit/tools";
import type { Attributes } from "@opentelemetry/api";
import { Attribute } from "./telemetry-names";

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

// The tags @kit/mcp puts on a remote tool (`mcp.server`, `mcp.tool`) as span attributes.
function remoteAttributes(tags: Readonly<Record<string, string>>): Attributes {
  const server = tags["mcp.server"];
  const remoteName = tags["mcp.tool"];
  return {
    ...(server ? { [Attribute.MCP_SERVER]: server } : {}),
    ...(remoteName ? { [Attribute.MCP_TOOL]: remoteName } : {}),
  };
}

/**
 * Creates the lookup of each tool's constant telemetry, for one instrumentation.
 * @param agentName - `gen_ai.agent.name` on the span and every metric; `undefined` leaves it out.
 */
export function createToolAttributeCache(
  agentName: string | undefined,
): (tool: ToolCall["tool"]) => ToolAttributes {
  const cache = new WeakMap<ToolCall["tool"], ToolAttributes>();
  const agent: Attributes = agentName === undefined ? {} : { [Attribute.AGENT_NAME]: agentName };
  return (tool) => {
    let attributes = cache.get(tool);
    if (attributes === undefined) {
      const metric = {
        [Attribute.TOOL_NAME]: tool.name,
        [Attribute.TOOL_TYPE]: "function",
        ...agent,
      };
      attributes = {
        spanName: `execute_tool ${tool.name}`,
        span: Object.freeze({
          [Attribute.OPERATION_NAME]: "execute_tool",
          ...metric,
          [Attribute.TOOL_DESCRIPTION]: tool.description,
          [Attribute.TOOL_VERSION]: tool.version,
          ...remoteAttributes(tool.tags),
        }),
        metric: Object.freeze(metric),
        metricSuccess: Object.freeze({ ...metric, [Attribute.TOOL_STATUS]: "success" }),
        genAIMetric: Object.freeze({ [Attribute.OPERATION_NAME]: "execute_tool", ...metric }),
      };
      cache.set(tool, attributes);
    }
    return attributes;
  };
}
