// The response of a Gemini functionResponse for a tool that returned content parts: its output
// as a value, its text in `content`, and its images and files as inline parts that `content`
// refers to by name (`{ "$ref": "part-2" }`), in the order the tool gave them.
import type { ToolCallOutcome } from "@kit/tools";
import type { GeminiFunctionResponseMedia } from "../gemini-format";
import type { Base64Encoder } from "./base64";
import { contentBlocks, type MediaSupport } from "./content-blocks";

const SUPPORT: MediaSupport = {
  api: "the Gemini API",
  images: new Set(["image/png", "image/jpeg", "image/webp"]),
  files: new Set(["application/pdf", "text/plain"]),
  textFiles: false,
};

/** What a result with content parts sends: the `response` object and the media parts. */
export interface GeminiResultContent {
  readonly response: Record<string, unknown>;
  readonly parts: GeminiFunctionResponseMedia[];
}

/** The response and media of the outcome's content; `undefined` when it has no content parts. */
export function geminiContent(
  outcome: ToolCallOutcome,
  max: number,
  encode: Base64Encoder,
): GeminiResultContent | undefined {
  const blocks = contentBlocks(outcome, SUPPORT, max, encode);
  if (blocks === undefined) return undefined;
  const response: Record<string, unknown> = {};
  // The first block is the output's text when the tool gave an output beside its parts.
  const hasOutput = outcome.result.output !== undefined;
  const first = hasOutput ? blocks.shift() : undefined;
  if (first?.type === "text") response.output = outputValue(outcome.text, first.text);
  const content: unknown[] = [];
  const parts: GeminiFunctionResponseMedia[] = [];
  blocks.forEach((block, index) => {
    if (block.type === "text" || block.type === "text_file") {
      content.push(block.text);
      return;
    }
    // After the output's block, the blocks are the parts in order: `index` is the part's.
    const displayName = `part-${index}`;
    parts.push({ inlineData: { mimeType: block.mimeType, data: block.data, displayName } });
    content.push({ $ref: displayName });
  });
  response.content = content;
  return { response, parts };
}

/**
 * The output as a value Gemini reads as structured data, from its JSON text; the capped text
 * when the cap cut it.
 */
export function outputValue(text: string, capped: string): unknown {
  if (capped !== text) return capped;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
