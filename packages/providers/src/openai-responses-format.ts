// The OpenAI Responses API tool format. What it relies on, from OpenAI's function calling guide
// (https://platform.openai.com/docs/guides/function-calling), its Structured Outputs guide
// (https://platform.openai.com/docs/guides/structured-outputs#supported-schemas) and the types of
// the `openai` SDK (`FunctionTool`, `ResponseFunctionToolCall`,
// `ResponseInputItem.FunctionCallOutput`):
// - a tool is `{ type: "function", name, description, parameters, strict }` (flat, unlike Chat);
// - a reply's calls are its `output` items of type `function_call`, each `{ call_id, name,
//   arguments }` with the arguments as JSON text (possibly broken); `call_id`, not the item's
//   `id`, is what the result refers to; other items (messages, reasoning, ...) are skipped;
// - a result is a `{ type: "function_call_output", call_id, output }` input item, one per call.
// The strict-mode rules are in internal/openai-strict.ts.
import type { AnyTool, ToolCallOutcome, ToolCallRequest, ToolRegistry } from "@kit/tools";
import { openAIFunctions } from "./internal/openai-function";
import { badReply, callRequest, isObject } from "./internal/read-reply";
import { capText, readMaxResultLength } from "./internal/result-text";
import type { JSONSchemaParameters } from "./json-schema-parameters";
import type { OpenAIFormatOptions } from "./openai-chat-format";
import type { ToolFormat } from "./tool-format";

/** A tool of a Responses request (the SDK's `FunctionTool`). */
export interface OpenAIResponsesTool {
  type: "function";
  name: string;
  description?: string;
  parameters: JSONSchemaParameters;
  strict: boolean;
}

/** A call of a function tool (the SDK's `ResponseFunctionToolCall`). */
export interface OpenAIFunctionCall {
  readonly type: "function_call";
  /** What the result refers to (not the item's own `id`). */
  readonly call_id: string;
  readonly name: string;
  /** The arguments as the JSON text the model wrote, which may be broken. */
  readonly arguments: string;
}

/** An item of a response's `output`: only `function_call` items are calls, the others are skipped. */
export type OpenAIResponsesOutputItem = OpenAIFunctionCall | { readonly type: string };

/** The part of a Responses API response that holds its calls (the SDK's `Response`). */
export interface OpenAIResponsesResponse {
  readonly output: readonly OpenAIResponsesOutputItem[];
}

/** What `calls()` takes: the response or its `output` items. */
export type OpenAIResponsesReply = OpenAIResponsesResponse | readonly OpenAIResponsesOutputItem[];

/** The result of one call (the SDK's `ResponseInputItem.FunctionCallOutput`). */
export interface OpenAIFunctionCallOutput {
  type: "function_call_output";
  call_id: string;
  output: string;
}

/**
 * The tool format of OpenAI's Responses API.
 * @throws RangeError for a `maxResultLength` that is not an integer of at least 100.
 * @example
 * ```ts
 * import { openAIResponsesFormat } from "@kit/providers";
 * import { defineTool, ToolDispatcher, ToolRegistry } from "@kit/tools";
 *
 * const registry = new ToolRegistry();
 * registry.register(defineTool({ name: "now", execute: () => ({ time: "12:00" }) }));
 * const format = openAIResponsesFormat();
 * const calls = format.calls({
 *   output: [{ type: "function_call", call_id: "call_1", name: "now", arguments: "{}" }],
 * });
 * const items = format.results(await new ToolDispatcher(registry).dispatchAll(calls));
 * // [{ type: "function_call_output", call_id: "call_1", output: '{"time":"12:00"}' }]
 * ```
 */
export function openAIResponsesFormat(
  options: OpenAIFormatOptions = {},
): ToolFormat<OpenAIResponsesTool, OpenAIResponsesReply, OpenAIFunctionCallOutput> {
  const strict = options.strict ?? true;
  const max = readMaxResultLength(options);
  return {
    name: "openai-responses",
    tools(tools: ToolRegistry | Iterable<AnyTool>): OpenAIResponsesTool[] {
      return openAIFunctions("openai-responses", tools, strict).map((definition) => ({
        type: "function",
        ...definition,
      }));
    },
    calls(reply: OpenAIResponsesReply): ToolCallRequest[] {
      const requests: ToolCallRequest[] = [];
      for (const item of outputItems(reply)) {
        if (!isObject(item) || item.type !== "function_call") continue;
        requests.push(callRequest(item.call_id, item.name, item.arguments, strict));
      }
      return requests;
    },
    results(outcomes: readonly ToolCallOutcome[]): OpenAIFunctionCallOutput[] {
      return outcomes.map((outcome) => ({
        type: "function_call_output",
        call_id: outcome.request.id,
        output: capText(outcome.text, max),
      }));
    },
  };
}

function outputItems(reply: OpenAIResponsesReply): readonly unknown[] {
  if (Array.isArray(reply)) return reply;
  if (isObject(reply) && Array.isArray(reply.output)) return reply.output;
  throw badReply("openai-responses", "a Response or its output items");
}
