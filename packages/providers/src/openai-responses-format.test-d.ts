import type {
  FunctionTool,
  Response,
  ResponseFunctionToolCall,
  ResponseInputItem,
  ResponseOutputItem,
} from "openai/resources/responses/responses";
import { expectTypeOf, test } from "vitest";
import { type OpenAIResponsesReply, openAIResponsesFormat } from "./openai-responses-format";

const format = openAIResponsesFormat();

test("declarations are the SDK's function tools", () => {
  expectTypeOf(format.tools([])).toExtend<FunctionTool[]>();
});

test("calls() takes the SDK's response and its output items", () => {
  expectTypeOf<Response>().toExtend<OpenAIResponsesReply>();
  expectTypeOf<ResponseOutputItem[]>().toExtend<OpenAIResponsesReply>();
  expectTypeOf<ResponseFunctionToolCall[]>().toExtend<OpenAIResponsesReply>();
});

test("results are the SDK's input items", () => {
  expectTypeOf(format.results([])).toExtend<ResponseInputItem.FunctionCallOutput[]>();
  expectTypeOf(format.results([])).toExtend<ResponseInputItem[]>();
});
