import type {
  ContentBlock,
  Message,
  MessageParam,
  Tool,
  ToolResultBlockParam,
  ToolUnion,
  ToolUseBlock,
} from "@anthropic-ai/sdk/resources/messages";
import { expectTypeOf, test } from "vitest";
import { type AnthropicReply, anthropicFormat } from "./anthropic-format";

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
