// The results of Chat Completions for tools that returned content parts. A tool message takes
// text only, so images and PDFs go in one user message after all the tool messages (the API
// wants the tool messages right after the assistant message that called), each call's media
// introduced by a text part naming the call; the tool message says where they went.
import type { ToolCallOutcome } from "@kit/tools";
import type {
  OpenAIChatResultMessage,
  OpenAIChatTextPart,
  OpenAIChatUserMessage,
} from "../openai-chat-format";
import { base64Encoder } from "./base64";
import {
  type ContentBlock,
  contentBlocks,
  dataUrl,
  fileName,
  type MediaSupport,
} from "./content-blocks";
import { OPENAI_IMAGES } from "./responses-output";
import { capText } from "./result-text";
import { formatSize } from "./stand-in";

const SUPPORT: MediaSupport = {
  api: "OpenAI Chat Completions",
  images: OPENAI_IMAGES,
  files: new Set(["application/pdf"]),
  textFiles: false,
};

const WHERE = "sent in the user message after the tool results";

/**
 * One tool message per outcome, in order, then one user message with the images and files of
 * every result that has some (none when no result has any).
 */
export function chatResults(
  outcomes: readonly ToolCallOutcome[],
  max: number,
): OpenAIChatResultMessage[] {
  const encode = base64Encoder();
  const messages: OpenAIChatResultMessage[] = [];
  const media: OpenAIChatUserMessage["content"] = [];
  for (const outcome of outcomes) {
    const tool_call_id = outcome.request.id;
    const blocks = contentBlocks(outcome, SUPPORT, max, encode);
    if (blocks === undefined) {
      messages.push({ role: "tool", tool_call_id, content: capText(outcome.text, max) });
      continue;
    }
    const content: OpenAIChatTextPart[] = [];
    const callMedia: OpenAIChatUserMessage["content"] = [];
    for (const block of blocks) {
      content.push({ type: "text", text: textOf(block) });
      if (block.type === "image") {
        callMedia.push({
          type: "image_url",
          image_url: { url: dataUrl(block.mimeType, block.data) },
        });
      } else if (block.type === "file") {
        const file = {
          filename: fileName(block.uri),
          file_data: dataUrl(block.mimeType, block.data),
        };
        callMedia.push({ type: "file", file });
      }
    }
    messages.push({ role: "tool", tool_call_id, content });
    if (callMedia.length > 0) {
      const name = outcome.request.name;
      const intro = `The images and files of the result of tool call ${tool_call_id} (${name}), which a tool message cannot hold:`;
      media.push({ type: "text", text: intro }, ...callMedia);
    }
  }
  if (media.length > 0) messages.push({ role: "user", content: media });
  return messages;
}

// What the tool message says for each block: its text, or where its image or file went.
function textOf(block: ContentBlock): string {
  switch (block.type) {
    case "text":
    case "text_file":
      return block.text;
    case "image":
      return `[${block.mimeType}, ${formatSize(block.bytes)}: ${WHERE}]`;
    case "file":
      return `[${block.uri} (${block.mimeType}), ${formatSize(block.bytes)}: ${WHERE}]`;
  }
}
