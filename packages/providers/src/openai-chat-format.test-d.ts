import type {
  ChatCompletion,
  ChatCompletionContentPart,
  ChatCompletionContentPartImage,
  ChatCompletionContentPartText,
  ChatCompletionFunctionTool,
  ChatCompletionMessage,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
  ChatCompletionTool,
  ChatCompletionToolMessageParam,
  ChatCompletionUserMessageParam,
} from "openai/resources/chat/completions";
import type { FunctionParameters } from "openai/resources/shared";
import { expectTypeOf, test } from "vitest";
import type { JSONSchemaParameters } from "./json-schema-parameters";
import {
  type OpenAIChatFilePart,
  type OpenAIChatImagePart,
  type OpenAIChatReply,
  type OpenAIChatTextPart,
  type OpenAIChatUserMessage,
  type OpenAIToolMessage,
  openAIChatFormat,
} from "./openai-chat-format";

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

test("results are the SDK's tool messages, then a user message with the media", () => {
  expectTypeOf(format.results([])).toExtend<ChatCompletionMessageParam[]>();
  expectTypeOf<OpenAIToolMessage>().toExtend<ChatCompletionToolMessageParam>();
  expectTypeOf<OpenAIChatUserMessage>().toExtend<ChatCompletionUserMessageParam>();
});

test("each part of a result with content is the SDK's content part", () => {
  expectTypeOf<OpenAIChatTextPart>().toExtend<ChatCompletionContentPartText>();
  expectTypeOf<OpenAIChatImagePart>().toExtend<ChatCompletionContentPartImage>();
  expectTypeOf<OpenAIChatFilePart>().toExtend<ChatCompletionContentPart.File>();
  expectTypeOf<OpenAIChatUserMessage["content"][number]>().toExtend<ChatCompletionContentPart>();
});
