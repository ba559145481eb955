// The public surface of @kit/providers: what this file exports is the package's API.

export type {
  AnthropicContentBlock,
  AnthropicMessage,
  AnthropicReply,
  AnthropicTool,
  AnthropicToolResultBlock,
  AnthropicToolUseBlock,
} from "./anthropic-format";
export { anthropicFormat } from "./anthropic-format";
export type {
  GeminiContent,
  GeminiFormat,
  GeminiFormatOptions,
  GeminiFunctionCall,
  GeminiFunctionDeclaration,
  GeminiFunctionResponsePart,
  GeminiPart,
  GeminiReply,
  GeminiResponse,
  GeminiTool,
} from "./gemini-format";
export { GeminiType, geminiFormat } from "./gemini-format";
export type { GeminiSchema } from "./gemini-schema";
export type { JSONSchemaParameter, JSONSchemaParameters } from "./json-schema-parameters";
export type {
  OpenAIChatMessage,
  OpenAIChatReply,
  OpenAIChatResponse,
  OpenAIChatTool,
  OpenAIChatToolCall,
  OpenAIFormatOptions,
  OpenAIFunctionDefinition,
  OpenAIToolMessage,
} from "./openai-chat-format";
export { openAIChatFormat } from "./openai-chat-format";
export type {
  OpenAIFunctionCall,
  OpenAIFunctionCallOutput,
  OpenAIResponsesOutputItem,
  OpenAIResponsesReply,
  OpenAIResponsesResponse,
  OpenAIResponsesTool,
} from "./openai-responses-format";
export { openAIResponsesFormat } from "./openai-responses-format";
export type { ResultOptions, ToolFormat } from "./tool-format";
