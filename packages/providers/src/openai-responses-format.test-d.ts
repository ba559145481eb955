import type {
  FunctionTool,
  Response,
  ResponseFunctionCallOutputItem,
  ResponseFunctionToolCall,
  ResponseInputFileContent,
  ResponseInputImageContent,
  ResponseInputItem,
  ResponseInputTextContent,
  ResponseOutputItem,
} from "openai/resources/responses/responses";
import { expectTypeOf, test } from "vitest";
import {
  type OpenAIFunctionCallOutput,
  type OpenAIInputFile,
  type OpenAIInputImage,
  type OpenAIInputText,
  type OpenAIResponsesReply,
  openAIResponsesFormat,
} from "./openai-responses-format";

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

test("each item of an output with content is the SDK's output item", () => {
  expectTypeOf<OpenAIInputText>().toExtend<ResponseInputTextContent>();
  expectTypeOf<OpenAIInputImage>().toExtend<ResponseInputImageContent>();
  expectTypeOf<OpenAIInputFile>().toExtend<ResponseInputFileContent>();
  expectTypeOf<OpenAIFunctionCallOutput["output"]>().toExtend<
    ResponseInputItem.FunctionCallOutput["output"]
  >();
  expectTypeOf<
    Exclude<OpenAIFunctionCallOutput["output"], string>[number]
  >().toExtend<ResponseFunctionCallOutputItem>();
});
