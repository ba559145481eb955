import type {
  Content,
  FunctionCall,
  FunctionDeclaration,
  FunctionResponse,
  FunctionResponsePart,
  GenerateContentResponse,
  Part,
  Schema,
  Tool,
  Type,
} from "@google/genai";
import { expectTypeOf, test } from "vitest";
import {
  type GeminiFunctionDeclaration,
  type GeminiFunctionResponseMedia,
  type GeminiFunctionResponsePart,
  type GeminiTool,
  GeminiType,
  geminiFormat,
} from "./gemini-format";
import type { GeminiSchema } from "./gemini-schema";

const format = geminiFormat();

test("declarations are the SDK's Tool, FunctionDeclaration and Schema", () => {
  expectTypeOf(format.tools([])).toExtend<Tool[]>();
  expectTypeOf<GeminiTool>().toExtend<Tool>();
  expectTypeOf<GeminiFunctionDeclaration>().toExtend<FunctionDeclaration>();
  expectTypeOf<GeminiSchema>().toExtend<Schema>();
  expectTypeOf(GeminiType.STRING).toExtend<Type>();
});

test("calls() takes the SDK's response, content, parts and functionCalls", () => {
  expectTypeOf(format.calls).toBeCallableWith({} as GenerateContentResponse);
  expectTypeOf(format.calls).toBeCallableWith({} as Content);
  expectTypeOf(format.calls).toBeCallableWith([] as Part[]);
  expectTypeOf(format.calls).toBeCallableWith([] as FunctionCall[]);
  expectTypeOf(format.calls).toBeCallableWith(({} as GenerateContentResponse).functionCalls ?? []);
});

test("results are the SDK's Parts holding a FunctionResponse, for a Content", () => {
  expectTypeOf(format.results([])).toExtend<Part[]>();
  expectTypeOf<GeminiFunctionResponsePart["functionResponse"]>().toExtend<FunctionResponse>();
  const next: Content = { role: "user", parts: format.results([]) };
  expectTypeOf(next).toExtend<Content>();
});

test("the media of a result with content are the SDK's FunctionResponseParts", () => {
  expectTypeOf<GeminiFunctionResponseMedia>().toExtend<FunctionResponsePart>();
  expectTypeOf<GeminiFunctionResponseMedia[]>().toExtend<NonNullable<FunctionResponse["parts"]>>();
});
