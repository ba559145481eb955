import type {
  ContentBlock,
  DocumentBlockParam,
  ImageBlockParam,
  Message,
  MessageParam,
  TextBlockParam,
  Tool,
  ToolResultBlockParam,
  ToolUnion,
  ToolUseBlock,
} from "@anthropic-ai/sdk/resources/messages";
import { expectTypeOf, test } from "vitest";
import {
  type AnthropicDocumentBlock,
  type AnthropicImageBlock,
  type AnthropicReply,
  type AnthropicResultContent,
  type AnthropicTextBlock,
  anthropicFormat,
} from "./anthropic-format";

const format = anthropicFormat();

test("declarations are the SDK's tools", () => {
  expectTypeOf(format.tools([])).toExtend<Tool[]>();
  expectTypeOf(format.tools([])).toExtend<ToolUnion[]>();
});

test("calls() takes the SDK's message and its content blocks", () => {
  expectTypeOf<Message>().toExtend<AnthropicReply>();
  expectTypeOf<ContentBlock[]>().toExtend<AnthropicReply>();
  expectTypeOf<ToolUseBlock[]>().toExtend<AnthropicReply>();
});

test("results are tool_result blocks of one user message", () => {
  const content = format.results([]);
  expectTypeOf(content).toExtend<ToolResultBlockParam[]>();
  expectTypeOf({ role: "user" as const, content }).toExtend<MessageParam>();
});

test("each block of a result with content is the SDK's block", () => {
  expectTypeOf<AnthropicTextBlock>().toExtend<TextBlockParam>();
  expectTypeOf<AnthropicImageBlock>().toExtend<ImageBlockParam>();
  expectTypeOf<AnthropicDocumentBlock>().toExtend<DocumentBlockParam>();
  expectTypeOf<AnthropicResultContent[]>().toExtend<ToolResultBlockParam["content"]>();
});
