// The content of an Anthropic tool_result for a tool that returned content parts: text blocks,
// base64 image blocks for the types the API takes, documents for PDFs and text files.
import type { ToolCallOutcome } from "@kit/tools";
import type { AnthropicImageBlock, AnthropicResultContent } from "../anthropic-format";
import type { Base64Encoder } from "./base64";
import { type ContentBlock, contentBlocks, type MediaSupport } from "./content-blocks";

const SUPPORT: MediaSupport = {
  api: "the Anthropic Messages API",
  images: new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]),
  files: new Set(["application/pdf"]),
  textFiles: true,
};

/** The blocks of the outcome's content; `undefined` when it has no content parts. */
export function anthropicContent(
  outcome: ToolCallOutcome,
  max: number,
  encode: Base64Encoder,
): AnthropicResultContent[] | undefined {
  return contentBlocks(outcome, SUPPORT, max, encode)?.map(anthropicBlock);
}

function anthropicBlock(block: ContentBlock): AnthropicResultContent {
  switch (block.type) {
    case "text":
      return { type: "text", text: block.text };
    case "image": {
      // Only the types of SUPPORT.images reach here.
      const media_type = block.mimeType as AnthropicImageBlock["source"]["media_type"];
      return { type: "image", source: { type: "base64", media_type, data: block.data } };
    }
    case "file":
      return {
        type: "document",
        source: { type: "base64", media_type: "application/pdf", data: block.data },
        title: block.uri,
      };
    case "text_file":
      return {
        type: "document",
        source: { type: "text", media_type: "text/plain", data: block.text },
        title: block.uri,
      };
  }
}
