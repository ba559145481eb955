// The OpenAI Responses API tool format. What it relies on, from OpenAI's function calling guide
// (https://platform.openai.com/docs/guides/function-calling), its Structured Outputs guide
// (https://platform.openai.com/docs/guides/structured-outputs#supported-schemas) and the types of
// the `openai` SDK (`FunctionTool`, `ResponseFunctionToolCall`,
// `ResponseInputItem.FunctionCallOutput`):
// - a tool is `{ type: "function", name, description, parameters, strict }` (flat, unlike Chat);
// - a reply's calls are its `output` items of type `function_call`, each `{ call_id, name,
//   arguments }` with the arguments as JSON text (possibly broken); `call_id`, not the item's
//   `id`, is what the result refers to; other items (messages, reasoning, ...) are skipped;
// - a result is a `{ type: "function_call_output", call_id, output }` input item, one per call;
//   its `output` may be a list of `input_text`, `input_image` (a data URL) and `input_file`
//   (`file_data` as a data URL, with a `filename`) items (`ResponseFunctionCallOutputItemList`):
//   content parts become those (internal/responses-output.ts), audio a text stand-in.
// The strict-mode rules are in internal/openai-strict.ts.
import type { AnyTool, ToolCallOutcome, ToolCallRequest, ToolRegistry } from "@kit/tools";
import type { ToolDeclarationReport } from "./declaration-report";
import { base64Encoder } from "./internal/base64";
import { QUIET } from "./internal/declare-each";
import { openAIFunctions } from "./internal/openai-function";
import { badReply, callRequest, isObject } from "./internal/read-reply";
import { responsesOutput } from "./internal/responses-output";
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

/** Text in a function's output (the SDK's `ResponseInputTextContent`). */
export interface OpenAIInputText {
  type: "input_text";
  text: string;
}

/** An image in a function's output, as a data URL (the SDK's `ResponseInputImageContent`). */
export interface OpenAIInputImage {
  type: "input_image";
  image_url: string;
}

/**
 * A file in a function's output (the SDK's `ResponseInputFileContent`): a PDF as a data URL,
 * named after the last segment of the resource's URI.
 */
export interface OpenAIInputFile {
  type: "input_file";
  filename: string;
  file_data: string;
}

/** An item of a function's output, for a tool that returned content parts. */
export type OpenAIFunctionOutputItem = OpenAIInputText | OpenAIInputImage | OpenAIInputFile;

/** The result of one call (the SDK's `ResponseInputItem.FunctionCallOutput`). */
export interface OpenAIFunctionCallOutput {
  type: "function_call_output";
  call_id: string;
  /**
   * The result's text; a list of items when the tool returned content parts (its output's text
   * first, then one item per part).
   */
  output: string | OpenAIFunctionOutputItem[];
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
      return openAIFunctions("openai-responses", tools, strict, options).declarations.map(
        (definition) => ({
          type: "function",
          ...definition,
        }),
      );
    },
    explain(tools: ToolRegistry | Iterable<AnyTool>): ToolDeclarationReport[] {
      return openAIFunctions("openai-responses", tools, strict, QUIET).reports;
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
      const encode = base64Encoder();
      return outcomes.map((outcome) => ({
        type: "function_call_output",
        call_id: outcome.request.id,
        output: responsesOutput(outcome, max, encode) ?? capText(outcome.text, max),
      }));
    },
  };
}

function outputItems(reply: OpenAIResponsesReply): readonly unknown[] {
  if (Array.isArray(reply)) return reply;
  if (isObject(reply) && Array.isArray(reply.output)) return reply.output;
  throw badReply("openai-responses", "a Response or its output items");
}
