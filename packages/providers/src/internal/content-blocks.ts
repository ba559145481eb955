// A successful result's content parts as the blocks a provider can take, the same way for every
// format: what the provider takes natively becomes an image or a file (bytes as base64, encoded
// once), the rest becomes text, and nothing is dropped without a word. Each format then writes
// these blocks in its own shape.
import type { ContentPart, ToolCallOutcome } from "@kit/tools";
import type { Base64Encoder } from "./base64";
import { byteLength } from "./base64";
import { textBudget } from "./result-text";
import { baseMediaType, listMediaTypes, standIn } from "./stand-in";

/** One block of a result with content, before a format writes it in its shape. */
export type ContentBlock =
  | { readonly type: "text"; readonly text: string }
  | {
      readonly type: "image";
      readonly mimeType: string;
      readonly data: string;
      readonly bytes: number;
    }
  | {
      readonly type: "file";
      readonly mimeType: string;
      readonly data: string;
      readonly bytes: number;
      readonly uri: string;
    }
  | { readonly type: "text_file"; readonly uri: string; readonly text: string };

/** What a provider takes in a tool result, besides text. */
export interface MediaSupport {
  /** The API's name, for the reason of a stand-in: `the Anthropic Messages API`. */
  readonly api: string;
  /** The media types of images it takes. */
  readonly images: ReadonlySet<string>;
  /** The media types of embedded files (resources with bytes) it takes as files. */
  readonly files: ReadonlySet<string>;
  /** Whether it takes an embedded text file as a document (else: as text). */
  readonly textFiles: boolean;
}

/**
 * The blocks of an outcome with content parts, in order: the output's text first when the tool
 * gave an output beside its parts, then one block per part. `undefined` for an outcome without
 * parts (a failure, or a tool that returned its output alone), which each format writes as it
 * always has. All the text blocks share one `maxResultLength` budget; bytes are not counted.
 */
export function contentBlocks(
  outcome: ToolCallOutcome,
  support: MediaSupport,
  max: number,
  encode: Base64Encoder,
): ContentBlock[] | undefined {
  const { result } = outcome;
  if (result.status !== "success" || result.content === undefined) return undefined;
  if (result.content.length === 0) return undefined;
  const budget = textBudget(max);
  const blocks: ContentBlock[] = [];
  if (result.output !== undefined) blocks.push({ type: "text", text: budget(outcome.text) });
  for (const part of result.content) blocks.push(blockOf(part, support, budget, encode));
  return blocks;
}

function blockOf(
  part: ContentPart,
  support: MediaSupport,
  budget: (text: string) => string,
  encode: Base64Encoder,
): ContentBlock {
  switch (part.type) {
    case "text":
      return { type: "text", text: budget(part.text) };
    case "image": {
      const mimeType = baseMediaType(part.mimeType);
      if (support.images.has(mimeType)) return image(mimeType, part.data, encode);
      const reason = `${support.api} takes images only as ${listMediaTypes(support.images)}`;
      return { type: "text", text: standIn(part.mimeType, byteLength(part.data), reason) };
    }
    case "audio": {
      const reason = `${support.api} takes no audio in tool results`;
      return { type: "text", text: standIn(part.mimeType, byteLength(part.data), reason) };
    }
    case "resource":
      return resourceBlock(part, support, budget, encode);
    case "resource_link":
      return { type: "text", text: budget(linkText(part)) };
    default: {
      // The executor checks a tool's parts; a result an interceptor made by hand is not.
      const kind = String((part as { readonly type?: unknown }).type).slice(0, 40);
      return { type: "text", text: `[a content part of unknown type '${kind}': not sent]` };
    }
  }
}

function resourceBlock(
  part: Extract<ContentPart, { type: "resource" }>,
  support: MediaSupport,
  budget: (text: string) => string,
  encode: Base64Encoder,
): ContentBlock {
  if (part.blob === undefined) {
    const text = part.text ?? "";
    if (support.textFiles) return { type: "text_file", uri: part.uri, text: budget(text) };
    const type = part.mimeType === undefined ? "" : ` (${part.mimeType})`;
    return { type: "text", text: budget(`Resource ${part.uri}${type}:\n${text}`) };
  }
  const mimeType = part.mimeType === undefined ? "" : baseMediaType(part.mimeType);
  if (support.images.has(mimeType)) return image(mimeType, part.blob, encode);
  if (support.files.has(mimeType)) {
    const data = encode(part.blob);
    return { type: "file", mimeType, data, bytes: byteLength(part.blob), uri: part.uri };
  }
  const kinds = listMediaTypes(new Set([...support.images, ...support.files]));
  const what = `${part.uri} (${part.mimeType ?? "no media type"})`;
  const reason = `${support.api} takes embedded files only as ${kinds}`;
  return { type: "text", text: standIn(what, byteLength(part.blob), reason) };
}

function image(mimeType: string, data: string | Uint8Array, encode: Base64Encoder): ContentBlock {
  return { type: "image", mimeType, data: encode(data), bytes: byteLength(data) };
}

// A link is sent whole, as text: the model may ask for the resource with another tool.
function linkText(part: Extract<ContentPart, { type: "resource_link" }>): string {
  const type = part.mimeType === undefined ? "" : `, ${part.mimeType}`;
  const description = part.description === undefined ? "" : `: ${part.description}`;
  return `Resource link: ${part.name} (${part.uri}${type})${description}`;
}

/** `data:image/png;base64,...`: bytes as the data URL OpenAI takes for images and files. */
export function dataUrl(mimeType: string, base64: string): string {
  return `data:${mimeType};base64,${base64}`;
}

/** The last segment of a URI, as a file name (`file:///reports/q3.pdf` -> `q3.pdf`). */
export function fileName(uri: string): string {
  const path = uri.split(/[?#]/)[0] ?? uri;
  const name = path.slice(path.lastIndexOf("/") + 1);
  return name === "" ? uri : decodeSafely(name);
}

function decodeSafely(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
