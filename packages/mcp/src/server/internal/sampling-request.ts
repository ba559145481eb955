// A tool's request for a completion (context.sample) as MCP's sampling/createMessage, and the
// client's answer back as kit's SampleResponse.
import type { SampleHandlerRequest, SampleResponse, SamplingMessage } from "@kit/tools";
import type {
  CreateMessageRequestParams,
  CreateMessageResult,
  CreateMessageResultWithTools,
} from "@modelcontextprotocol/server";
import { base64 } from "../../shared/content-blocks";

type McpMessage = CreateMessageRequestParams["messages"][number];

/** The params of `sampling/createMessage` for a tool's request. */
export function samplingParams(request: SampleHandlerRequest): CreateMessageRequestParams {
  const params: CreateMessageRequestParams = {
    messages: request.messages.map(message),
    maxTokens: request.maxTokens,
  };
  if (request.systemPrompt !== undefined) params.systemPrompt = request.systemPrompt;
  if (request.temperature !== undefined) params.temperature = request.temperature;
  if (request.stopSequences !== undefined) params.stopSequences = [...request.stopSequences];
  if (request.modelPreferences !== undefined) {
    params.modelPreferences =
      request.modelPreferences as CreateMessageRequestParams["modelPreferences"];
  }
  return params;
}

function message({ role, content }: SamplingMessage): McpMessage {
  if (content.type === "text") return { role, content: { type: "text", text: content.text } };
  return {
    role,
    content: { type: content.type, data: base64(content.data), mimeType: content.mimeType },
  };
}

/**
 * The client's completion as kit gives it to the tool: one text, image or audio block.
 * @throws Error when the completion is anything else (several blocks, a tool use).
 */
export function sampleResponse(
  result: CreateMessageResult | CreateMessageResultWithTools,
): SampleResponse {
  const blocks = Array.isArray(result.content) ? result.content : [result.content];
  const [block] = blocks;
  let content: SampleResponse["content"];
  if (blocks.length === 1 && block?.type === "text") {
    content = { type: "text", text: block.text };
  } else if (blocks.length === 1 && (block?.type === "image" || block?.type === "audio")) {
    content = { type: block.type, data: block.data, mimeType: block.mimeType };
  } else {
    const kinds = blocks.map((each) => each?.type).join(", ");
    throw new Error(
      `The client's sampling answer holds ${kinds || "nothing"}; a tool can take one text, image or audio block.`,
    );
  }
  const response: { -readonly [K in keyof SampleResponse]: SampleResponse[K] } = {
    role: "assistant",
    content,
    model: result.model,
  };
  if (result.stopReason !== undefined) response.stopReason = result.stopReason;
  return response;
}
