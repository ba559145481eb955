// Anthropic Messages: `tool_use` content blocks, results as `tool_result` blocks of one user
// message (`is_error` on a failure).
import {
  type AnthropicMessage,
  type AnthropicToolResultBlock,
  anthropicFormat,
} from "@kit/providers";
import type { Conversation } from "./conversation";
import { describeContent } from "./describe-content";

/** The Messages conversation of the demo. */
export const anthropic: Conversation<AnthropicMessage, AnthropicToolResultBlock> = {
  title: "Anthropic Messages",
  fixtures: "anthropic",
  prompt:
    "What's the weather in Bergen and in Paris? And in Atlantis? Then order two ABC-1234 and one XYZ-0001 at 4.50 for customer 1042.",
  format: anthropicFormat(),
  text: (reply) =>
    typeof reply.content === "string"
      ? reply.content
      : reply.content.map((block) => ("text" in block ? String(block.text) : "")).join(""),
  view: (block) => ({
    kind: block.type,
    id: block.tool_use_id,
    text: describeContent(block.content),
    ...(block.is_error === true ? { flag: "is_error" } : {}),
  }),
};
