// The OpenAI Chat Completions tool format. What it relies on, from OpenAI's function calling
// guide (https://platform.openai.com/docs/guides/function-calling), its Structured Outputs guide
// (https://platform.openai.com/docs/guides/structured-outputs#supported-schemas) and the types of
// the `openai` SDK (`ChatCompletionFunctionTool`, `ChatCompletionMessageToolCall`,
// `ChatCompletionToolMessageParam`):
// - a tool is `{ type: "function", function: { name, description, parameters, strict } }`;
// - a reply's calls are `choices[0].message.tool_calls`, each `{ id, type: "function", function:
//   { name, arguments } }` with the arguments as JSON text the model wrote (possibly broken);
//   calls of other types (custom tools, which this format never declares) are not taken;
// - a result is a `{ role: "tool", tool_call_id, content }` message, one per call; its content
//   is text only (`ChatCompletionToolMessageParam.content`: a string or text parts). The
//   documented way to show the model an image a tool made is a user message carrying it after
//   the tool messages (tool messages must follow the assistant message that called, so it
//   cannot go between them): internal/chat-results.ts.
// The strict-mode rules are in internal/openai-strict.ts.
import type { AnyTool, ToolCallOutcome, ToolCallRequest, ToolRegistry } from "@kit/tools";
import type { ToolDeclarationReport } from "./declaration-report";
import { chatResults } from "./internal/chat-results";
import { QUIET } from "./internal/declare-each";
import { type OpenAIFunctionFields, openAIFunctions } from "./internal/openai-function";
import { badReply, callRequest, isObject } from "./internal/read-reply";
import { readMaxResultLength } from "./internal/result-text";
import type { ResultOptions, ToolDeclarationOptions, ToolFormat } from "./tool-format";

/** A function as Chat Completions declares it (the SDK's `FunctionDefinition`). */
export type OpenAIFunctionDefinition = OpenAIFunctionFields;

/** A tool of a Chat Completions request (the SDK's `ChatCompletionFunctionTool`). */
export interface OpenAIChatTool {
  type: "function";
  function: OpenAIFunctionDefinition;
}

/** A tool call of an assistant message; only `type: "function"` calls carry `function`. */
export interface OpenAIChatToolCall {
  readonly id: string;
  readonly type: string;
  readonly function?: { readonly name: string; readonly arguments: string } | undefined;
}

/** The part of an assistant message that holds its tool calls (the SDK's `ChatCompletionMessage`). */
export interface OpenAIChatMessage {
  readonly tool_calls?: readonly OpenAIChatToolCall[] | null | undefined;
}

/** The part of a Chat Completions response that holds its calls (the SDK's `ChatCompletion`). */
export interface OpenAIChatResponse {
  readonly choices: readonly { readonly message: OpenAIChatMessage }[];
}

/** What `calls()` takes: the response, its assistant message, or the message's tool calls. */
export type OpenAIChatReply =
  | OpenAIChatResponse
  | OpenAIChatMessage
  | readonly OpenAIChatToolCall[];

/** Text in a message (the SDK's `ChatCompletionContentPartText`). */
export interface OpenAIChatTextPart {
  type: "text";
  text: string;
}

/** An image in a user message, as a data URL (the SDK's `ChatCompletionContentPartImage`). */
export interface OpenAIChatImagePart {
  type: "image_url";
  image_url: { url: string };
}

/**
 * A file in a user message (the SDK's `ChatCompletionContentPart.File`): a PDF as a data URL,
 * named after the last segment of the resource's URI.
 */
export interface OpenAIChatFilePart {
  type: "file";
  file: { filename: string; file_data: string };
}

/** The result of one call (the SDK's `ChatCompletionToolMessageParam`). */
export interface OpenAIToolMessage {
  role: "tool";
  tool_call_id: string;
  /**
   * The result's text; a list of text parts when the tool returned content parts (its output's
   * text first, then one part per content part, an image or a file saying where it went).
   */
  content: string | OpenAIChatTextPart[];
}

/**
 * The message after the tool messages that carries the images and files of their results
 * (the SDK's `ChatCompletionUserMessageParam`), each call's introduced by a text part naming it.
 */
export interface OpenAIChatUserMessage {
  role: "user";
  content: (OpenAIChatTextPart | OpenAIChatImagePart | OpenAIChatFilePart)[];
}

/**
 * What `results()` gives: one tool message per outcome, in order, then, when some results hold
 * images or PDFs (which a tool message cannot), one user message carrying them.
 */
export type OpenAIChatResultMessage = OpenAIToolMessage | OpenAIChatUserMessage;

/** Options of {@link openAIChatFormat}. */
export interface OpenAIFormatOptions extends ResultOptions, ToolDeclarationOptions {
  /**
   * Declare tools in OpenAI's strict mode where their schema can be expressed in it
   * (`strict: false` on the others), and make optional keys nullable at every depth in every
   * declaration, a `null` being read as absent. A schema that is not strict is declared strict
   * too: its declaration refuses the unknown keys that dispatch would drop. A dictionary of
   * caller-chosen keys with a definition for its values is declared as a list of
   * `{ key, value }` entries, which dispatch reads back (requests marked
   * `dictionariesAsEntries`). Defaults to `true`.
   */
  readonly strict?: boolean | undefined;
}

/**
 * The tool format of OpenAI's Chat Completions API.
 * @throws RangeError for a `maxResultLength` that is not an integer of at least 100.
 * @example
 * ```ts
 * import { openAIChatFormat } from "@kit/providers";
 * import { defineTool, ToolDispatcher, ToolRegistry } from "@kit/tools";
 *
 * const registry = new ToolRegistry();
 * registry.register(
 *   defineTool({
 *     name: "add",
 *     inputSchema: { parameters: [{ name: "a", type: "float" }, { name: "b", type: "float" }] },
 *     execute: ({ a, b }) => ({ sum: a + b }),
 *   }),
 * );
 * const format = openAIChatFormat();
 * const tools = format.tools(registry); // the request's `tools`
 * const calls = format.calls({
 *   tool_calls: [{ id: "call_1", type: "function", function: { name: "add", arguments: '{"a":1,"b":2}' } }],
 * });
 * const messages = format.results(await new ToolDispatcher(registry).dispatchAll(calls));
 * // [{ role: "tool", tool_call_id: "call_1", content: '{"sum":3}' }]
 * ```
 */
export function openAIChatFormat(
  options: OpenAIFormatOptions = {},
): ToolFormat<OpenAIChatTool, OpenAIChatReply, OpenAIChatResultMessage> {
  const strict = options.strict ?? true;
  const max = readMaxResultLength(options);
  return {
    name: "openai-chat",
    tools(tools: ToolRegistry | Iterable<AnyTool>): OpenAIChatTool[] {
      return openAIFunctions("openai-chat", tools, strict, options).declarations.map(
        (definition) => ({
          type: "function",
          function: definition,
        }),
      );
    },
    explain(tools: ToolRegistry | Iterable<AnyTool>): ToolDeclarationReport[] {
      return openAIFunctions("openai-chat", tools, strict, QUIET).reports;
    },
    calls(reply: OpenAIChatReply): ToolCallRequest[] {
      const requests: ToolCallRequest[] = [];
      for (const call of toolCalls(reply)) {
        if (!isObject(call) || call.type !== "function" || !isObject(call.function)) continue;
        requests.push(callRequest(call.id, call.function.name, call.function.arguments, strict));
      }
      return requests;
    },
    results(outcomes: readonly ToolCallOutcome[]): OpenAIChatResultMessage[] {
      return chatResults(outcomes, max);
    },
  };
}

// The calls of the first choice: with several choices (`n` above 1) the conversation goes on
// with one of them, and its message is what to pass.
function toolCalls(reply: OpenAIChatReply): readonly unknown[] {
  if (Array.isArray(reply)) return reply;
  if (!isObject(reply)) {
    throw badReply("openai-chat", "a ChatCompletion, an assistant message or its tool_calls");
  }
  if (Array.isArray(reply.choices)) {
    const first: unknown = reply.choices[0];
    return isObject(first) && isObject(first.message) ? listOf(first.message.tool_calls) : [];
  }
  return listOf(reply.tool_calls);
}

function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}
