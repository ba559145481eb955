// The server's own requests to the client, answered by the user's handlers: elicitation/create
// (form mode) by `elicit`, sampling/createMessage by `sample`. The inverse of
// elicitation-request.ts and sampling-request.ts.
import type { CallHandlers, ElicitAnswer, SampleResponse, SamplingMessage } from "@kit/tools";
import type {
  CreateMessageRequest,
  CreateMessageResult,
  ElicitRequest,
  ElicitResult,
} from "@modelcontextprotocol/client";
import { base64 } from "../../shared/content-blocks";
import { remoteSchema } from "./remote-schema";

/** The call a server's request is taken to come from: the one running, if only one runs. */
export interface RequestOrigin {
  readonly toolName: string;
  readonly callId: string;
}

/** The answer to `elicitation/create`, from the `elicit` handler. */
export async function answerElicitation(
  elicit: NonNullable<CallHandlers["elicit"]>,
  params: ElicitRequest["params"],
  origin: RequestOrigin,
  signal: AbortSignal,
): Promise<ElicitResult> {
  if (params.mode === "url") {
    // Only form mode is declared; a server that asks for a URL anyway is declined.
    return { action: "decline" };
  }
  const { schema } = remoteSchema(params.requestedSchema as Record<string, unknown>);
  const answer: ElicitAnswer = await elicit({ ...origin, message: params.message, schema, signal });
  if (answer.action === "accept") {
    return { action: "accept", content: { ...answer.content } as ElicitResult["content"] };
  }
  return { action: answer.action };
}

type McpSamplingContent = CreateMessageRequest["params"]["messages"][number]["content"];

function samplingContent(content: McpSamplingContent): SamplingMessage["content"] {
  const block = Array.isArray(content) ? content[0] : content;
  if (block?.type === "image" || block?.type === "audio") {
    return { type: block.type, data: block.data, mimeType: block.mimeType };
  }
  if (block?.type === "text") return { type: "text", text: block.text };
  throw new Error(
    `The server's sampling request holds a '${String(block?.type)}' block; kit's sample handler takes text, images and audio.`,
  );
}

/** The answer to `sampling/createMessage`, from the `sample` handler. */
export async function answerSampling(
  sample: NonNullable<CallHandlers["sample"]>,
  params: CreateMessageRequest["params"],
  origin: RequestOrigin,
  signal: AbortSignal,
): Promise<CreateMessageResult> {
  const response: SampleResponse = await sample({
    ...origin,
    signal,
    messages: params.messages.map((message) => ({
      role: message.role,
      content: samplingContent(message.content),
    })),
    maxTokens: params.maxTokens,
    systemPrompt: params.systemPrompt,
    temperature: params.temperature,
    stopSequences: params.stopSequences,
    modelPreferences: params.modelPreferences,
  });
  const { content } = response;
  const result: CreateMessageResult = {
    role: "assistant",
    model: response.model,
    content:
      content.type === "text"
        ? { type: "text", text: content.text }
        : { type: content.type, data: base64(content.data), mimeType: content.mimeType },
  };
  if (response.stopReason !== undefined) result.stopReason = response.stopReason;
  return result;
}
