import type {
  ChatCompletion,
  ChatCompletionFunctionTool,
  ChatCompletionMessage,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
  ChatCompletionTool,
  ChatCompletionToolMessageParam,
} from "openai/resources/chat/completions";
import type { FunctionParameters } from "openai/resources/shared";
import { expectTypeOf, test } from "vitest";
import type { JSONSchemaParameters } from "./json-schema-parameters";
import { type OpenAIChatReply, openAIChatFormat } from "./openai-chat-format";

const format = openAIChatFormat();

test("declarations are the SDK's tools", () => {
  expectTypeOf(format.tools([])).toExtend<ChatCompletionTool[]>();
  expectTypeOf(format.tools([])).toExtend<ChatCompletionFunctionTool[]>();
  expectTypeOf<JSONSchemaParameters>().toExtend<FunctionParameters>();
});

test("calls() takes the SDK's completion, message and tool calls", () => {
  expectTypeOf<ChatCompletion>().toExtend<OpenAIChatReply>();
  expectTypeOf<ChatCompletionMessage>().toExtend<OpenAIChatReply>();
  expectTypeOf<ChatCompletionMessageToolCall[]>().toExtend<OpenAIChatReply>();
});

test("results are the SDK's tool messages", () => {
  expectTypeOf(format.results([])).toExtend<ChatCompletionToolMessageParam[]>();
  expectTypeOf(format.results([])).toExtend<ChatCompletionMessageParam[]>();
});
