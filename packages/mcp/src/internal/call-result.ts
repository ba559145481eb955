// Hot path: runs on every tools/call. A dispatched call as the protocol answers it; with
// tool-listing.ts, the one place that knows MCP's shapes.
import { type ToolCallOutcome, UnknownToolError } from "@kit/tools";
import { type CallToolResult, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

/**
 * The tools/call result of an outcome: on success the output as `structuredContent` (for a
 * tool that declares an output schema, so it matches the listed `outputSchema`) and its text;
 * on failure `isError` with the text the model reads.
 * @throws McpError (invalid params, -32602) for a tool the registry does not hold: the
 * protocol answers an unknown tool with an error, not with a tool result.
 */
export function callResult(outcome: ToolCallOutcome, hasOutputSchema: boolean): CallToolResult {
  const { result, text } = outcome;
  if (result.status === "success") {
    const content: CallToolResult["content"] = [{ type: "text", text }];
    return hasOutputSchema
      ? { content, structuredContent: result.output as Record<string, unknown> }
      : { content };
  }
  if (UnknownToolError.isInstance(result.error)) throw invalidParams(text);
  return { content: [{ type: "text", text }], isError: true };
}

/** What a tools/call request asks for, read from its params. */
export interface CallParams {
  readonly name: string;
  readonly inputs: Readonly<Record<string, unknown>>;
}

/**
 * Reads the params of a tools/call request; absent arguments are `{}`.
 * @throws McpError (invalid params, -32602) when `name` is not a string or `arguments` is
 * present and not an object.
 */
export function readCallParams(params: unknown): CallParams {
  const { name, arguments: inputs } = (isObject(params) ? params : {}) as Record<string, unknown>;
  if (typeof name !== "string") {
    throw invalidParams("Invalid tools/call params: 'name' must be a string");
  }
  if (inputs === undefined) return { name, inputs: {} };
  if (!isObject(inputs)) {
    throw invalidParams("Invalid tools/call params: 'arguments' must be an object");
  }
  return { name, inputs };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The JSON-RPC error -32602, whose message on the wire is exactly `text`. */
function invalidParams(text: string): McpError {
  const error = new McpError(ErrorCode.InvalidParams, text);
  // McpError prefixes "MCP error -32602: ", which the client adds again when it reads the reply.
  error.message = text;
  return error;
}
