// The SDK versions a Node.js 20 app gets: openai 7 and @google/genai 3 need Node.js 22, so on 20
// npm installs openai 6.49 and @google/genai 2.32 (installed here under other names). kit's
// formats are assignable to their types, and take what they return, as with the newest ones.
import type { GenerateContentResponse, Tool } from "genai-node20";
import type {
  ChatCompletion,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from "openai-node20/resources/chat/completions";
import type {
  FunctionTool,
  Response,
  ResponseInputItem,
} from "openai-node20/resources/responses/responses";
import { expectTypeOf, test } from "vitest";
import {
  type GeminiTool,
  geminiFormat,
  type OpenAIChatReply,
  type OpenAIResponsesReply,
  openAIChatFormat,
  openAIResponsesFormat,
} from "./index";

test("openai 6.49: Chat Completions and Responses declarations, replies and results", () => {
  expectTypeOf(openAIChatFormat().tools([])).toExtend<ChatCompletionTool[]>();
  expectTypeOf<ChatCompletion>().toExtend<OpenAIChatReply>();
  expectTypeOf(openAIChatFormat().results([])).toExtend<ChatCompletionMessageParam[]>();
  expectTypeOf(openAIResponsesFormat().tools([])).toExtend<FunctionTool[]>();
  expectTypeOf<Response>().toExtend<OpenAIResponsesReply>();
  expectTypeOf(openAIResponsesFormat().results([])).toExtend<ResponseInputItem[]>();
});

test("@google/genai 2.32: the Tool, replies and results", () => {
  const format = geminiFormat();
  expectTypeOf(format.tools([])).toExtend<Tool[]>();
  expectTypeOf<GeminiTool>().toExtend<Tool>();
  expectTypeOf(format.calls).toBeCallableWith({} as GenerateContentResponse);
});
