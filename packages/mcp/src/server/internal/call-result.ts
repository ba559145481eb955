// Hot path: runs on every tools/call. A dispatched call as the protocol answers it; with
// tool-listing.ts, the one place that knows MCP's shapes.
import { type ToolCallOutcome, UnknownToolError } from "@kit/tools";
import {
  type CallToolResult,
  type ContentBlock,
  ProtocolError,
  ProtocolErrorCode,
} from "@modelcontextprotocol/server";
import { appendContentBlocks } from "../../shared/content-blocks";
import { capText } from "../../shared/result-text";

/**
 * The tools/call result of an outcome: on success the output as `structuredContent` (for a
 * tool that declares an output schema, so it matches the listed `outputSchema`) and its text;
 * on failure `isError` with the text the model reads. Text longer than `maxResultLength` is
 * cut and ends with a marker; a structured output whose JSON is longer is not sent at all (a
 * cut value would not match its schema): the result is `isError`, naming the tool, the size
 * and the cap, so that the model can ask for less. Content parts follow the output's text (or
 * stand alone when the tool gave no output), in order, their texts sharing what is left of the
 * cap; their bytes are sent whole.
 * @throws ProtocolError (invalid params, -32602) for a tool the registry does not hold: the
 * protocol answers an unknown tool with an error, not with a tool result.
 */
export function callResult(
  outcome: ToolCallOutcome,
  hasOutputSchema: boolean,
  maxResultLength: number,
): CallToolResult {
  const { result, text } = outcome;
  if (result.status === "success") {
    if (result.content !== undefined) {
      return withParts(outcome, result.content, hasOutputSchema, maxResultLength);
    }
    // `text` is the output's JSON already: its length is the structured output's size.
    if (!hasOutputSchema)
      return { content: [{ type: "text", text: capText(text, maxResultLength) }] };
    if (text.length > maxResultLength)
      return tooLarge(outcome.request.name, text.length, maxResultLength);
    return {
      content: [{ type: "text", text }],
      structuredContent: result.output as Record<string, unknown>,
    };
  }
  if (UnknownToolError.isInstance(result.error)) throw invalidParams(text);
  return { content: [{ type: "text", text: capText(text, maxResultLength) }], isError: true };
}

function withParts(
  outcome: ToolCallOutcome,
  parts: NonNullable<ToolCallOutcome["result"]["content"]>,
  hasOutputSchema: boolean,
  maxResultLength: number,
): CallToolResult {
  const { output } = outcome.result;
  const content: ContentBlock[] = [];
  let left = maxResultLength;
  if (output !== undefined) {
    const { text } = outcome;
    if (hasOutputSchema && text.length > maxResultLength)
      return tooLarge(outcome.request.name, text.length, maxResultLength);
    const shown = hasOutputSchema ? text : capText(text, maxResultLength);
    content.push({ type: "text", text: shown });
    left -= shown.length;
  }
  appendContentBlocks(content, parts, left);
  if (!hasOutputSchema || output === undefined) return { content };
  return { content, structuredContent: output as Record<string, unknown> };
}

function tooLarge(name: string, length: number, max: number): CallToolResult {
  const text =
    `Tool '${name}' output was not sent: its JSON is ${length} characters, over the limit of ` +
    `${max}. Call it again asking for less (a narrower query, fewer items, a smaller page).`;
  return { content: [{ type: "text", text }], isError: true };
}

/** What a tools/call request asks for, read from its params. */
export interface CallParams {
  readonly name: string;
  readonly inputs: Readonly<Record<string, unknown>>;
  /** The caller's own call id (`_meta["kit/callId"]`), when it sent one. */
  readonly callId?: string;
}

/**
 * The `_meta` key under which a client may give its own call id, so that a retry of the same
 * call (on this process or another replica behind the same load balancer) is the same call to
 * the executor's exactly-once record.
 */
const CALL_ID_META_KEY = "kit/callId";

// Letters, digits and the separators model providers' tool-call ids and UUIDs use; `mcp_` is
// the prefix of the ids kit-mcp makes itself, so a caller cannot name one of those.
const CALLER_ID = /^(?!mcp_)[A-Za-z0-9._:-]{1,128}$/;

/**
 * Reads the params of a tools/call request; absent arguments are `{}`.
 * @throws ProtocolError (invalid params, -32602) when `name` is not a string, `arguments` is
 * present and not an object, or `_meta["kit/callId"]` is present and not a valid call id.
 */
export function readCallParams(params: unknown): CallParams {
  const {
    name,
    arguments: inputs = {},
    _meta: meta,
  } = (isObject(params) ? params : {}) as Record<string, unknown>;
  if (typeof name !== "string") {
    throw invalidParams("Invalid tools/call params: 'name' must be a string");
  }
  if (!isObject(inputs)) {
    throw invalidParams("Invalid tools/call params: 'arguments' must be an object");
  }
  const callId = isObject(meta) ? meta[CALL_ID_META_KEY] : undefined;
  if (callId === undefined) return { name, inputs };
  if (typeof callId !== "string" || !CALLER_ID.test(callId)) {
    throw invalidParams(
      `Invalid tools/call params: '_meta.${CALL_ID_META_KEY}' must be 1-128 letters, digits, ` +
        "'.', '_', ':' or '-', not starting with 'mcp_' (the prefix of the ids kit-mcp makes)",
    );
  }
  return { name, inputs, callId };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The JSON-RPC error -32602, whose message on the wire is exactly `text`. */
export function invalidParams(text: string): ProtocolError {
  return new ProtocolError(ProtocolErrorCode.InvalidParams, text);
}
