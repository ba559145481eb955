// The output of a Responses function_call_output for a tool that returned content parts:
// input_text, input_image (a data URL) and input_file (a PDF as a data URL) items.
import type { ToolCallOutcome } from "@kit/tools";
import type { OpenAIFunctionOutputItem } from "../openai-responses-format";
import type { Base64Encoder } from "./base64";
import {
  type ContentBlock,
  contentBlocks,
  dataUrl,
  fileName,
  type MediaSupport,
} from "./content-blocks";

/** What OpenAI takes as images and files, in the Responses API and in Chat Completions. */
export const OPENAI_IMAGES: ReadonlySet<string> = new Set([
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
]);

const SUPPORT: MediaSupport = {
  api: "the OpenAI Responses API",
  images: OPENAI_IMAGES,
  files: new Set(["application/pdf"]),
  textFiles: false,
};

/** The items of the outcome's content; `undefined` when it has no content parts. */
export function responsesOutput(
  outcome: ToolCallOutcome,
  max: number,
  encode: Base64Encoder,
): OpenAIFunctionOutputItem[] | undefined {
  return contentBlocks(outcome, SUPPORT, max, encode)?.map(responsesItem);
}

function responsesItem(block: ContentBlock): OpenAIFunctionOutputItem {
  switch (block.type) {
    case "text":
    case "text_file":
      return { type: "input_text", text: block.text };
    case "image":
      return { type: "input_image", image_url: dataUrl(block.mimeType, block.data) };
    case "file":
      return {
        type: "input_file",
        filename: fileName(block.uri),
        file_data: dataUrl(block.mimeType, block.data),
      };
  }
}
