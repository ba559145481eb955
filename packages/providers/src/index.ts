// The public surface of @kit/providers: what this file exports is the package's API.

export type {
  AnthropicContentBlock,
  AnthropicDocumentBlock,
  AnthropicFormatOptions,
  AnthropicImageBlock,
  AnthropicMessage,
  AnthropicReply,
  AnthropicResultContent,
  AnthropicTextBlock,
  AnthropicTool,
  AnthropicToolResultBlock,
  AnthropicToolUseBlock,
} from "./anthropic-format";
export { anthropicFormat } from "./anthropic-format";
export type { DeclarationChange, ToolDeclarationReport } from "./declaration-report";
export type {
  GeminiContent,
  GeminiFormat,
  GeminiFormatOptions,
  GeminiFunctionCall,
  GeminiFunctionDeclaration,
  GeminiFunctionResponseMedia,
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
  OpenAIChatFilePart,
  OpenAIChatImagePart,
  OpenAIChatMessage,
  OpenAIChatReply,
  OpenAIChatResponse,
  OpenAIChatResultMessage,
  OpenAIChatTextPart,
  OpenAIChatTool,
  OpenAIChatToolCall,
  OpenAIChatUserMessage,
  OpenAIFormatOptions,
  OpenAIFunctionDefinition,
  OpenAIToolMessage,
} from "./openai-chat-format";
export { openAIChatFormat } from "./openai-chat-format";
export type {
  OpenAIFunctionCall,
  OpenAIFunctionCallOutput,
  OpenAIFunctionOutputItem,
  OpenAIInputFile,
  OpenAIInputImage,
  OpenAIInputText,
  OpenAIResponsesOutputItem,
  OpenAIResponsesReply,
  OpenAIResponsesResponse,
  OpenAIResponsesTool,
} from "./openai-responses-format";
export { openAIResponsesFormat } from "./openai-responses-format";
export type { ResultOptions, ToolDeclarationOptions, ToolFormat } from "./tool-format";
