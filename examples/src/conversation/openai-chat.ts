// OpenAI Chat Completions: tool calls in the assistant message, results as `tool` messages (text
// only), and the images of results in one `user` message after them.
import {
  type OpenAIChatResponse,
  type OpenAIChatResultMessage,
  openAIChatFormat,
} from "@kit/providers";
import type { Conversation } from "./conversation";
import { describeContent } from "./describe-content";

/** The Chat Completions conversation of the demo. */
export const openAIChat: Conversation<OpenAIChatResponse, OpenAIChatResultMessage> = {
  title: "OpenAI Chat Completions",
  fixtures: "openai-chat",
  prompt:
    "What is 1234 × 5.5, how much are 250 EUR in NOK, and what is the weather in Oslo? And order two ABC-1234 and one XYZ-0001 at 4.50 for customer C-1042, on invoice.",
  format: openAIChatFormat(),
  text: (reply) => {
    const content = (reply.choices[0]?.message as { content?: unknown } | undefined)?.content;
    return typeof content === "string" ? content : "";
  },
  view: (message) => ({
    kind: message.role,
    id: message.role === "tool" ? message.tool_call_id : "",
    text: describeContent(message.content),
  }),
};
