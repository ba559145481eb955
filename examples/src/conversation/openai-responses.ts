// OpenAI Responses: `function_call` output items, results as `function_call_output` items.
import {
  type OpenAIFunctionCallOutput,
  type OpenAIResponsesResponse,
  openAIResponsesFormat,
} from "@kit/providers";
import type { Conversation } from "./conversation";
import { describeContent } from "./describe-content";

interface MessageItem {
  type: "message";
  content: { type: string; text?: string }[];
}

/** The Responses conversation of the demo. */
export const openAIResponses: Conversation<OpenAIResponsesResponse, OpenAIFunctionCallOutput> = {
  title: "OpenAI Responses",
  fixtures: "openai-responses",
  prompt:
    "Show me my todo list, the .env file one folder up, and escape.txt. And order three TEA-0420 for customer C-1042, paid by my card ending 4242.",
  format: openAIResponsesFormat(),
  text: (reply) =>
    reply.output
      .filter((item): item is MessageItem => item.type === "message")
      .flatMap((item) => item.content.map((part) => part.text ?? ""))
      .join(""),
  view: (item) => ({ kind: item.type, id: item.call_id, text: describeContent(item.output) }),
};
