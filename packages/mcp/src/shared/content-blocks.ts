// Runs on every tools/call whose tool gave content parts: kit's parts as MCP content blocks,
// in order. With tool-listing.ts and call-result.ts, one of the places that know MCP's shapes.
import { Buffer } from "node:buffer";
import type { BinaryData, ContentPart } from "@kit/tools";
import type { ContentBlock } from "@modelcontextprotocol/server";
import { capTextWithin } from "./result-text";

/**
 * The base64 text of binary data: a string is base64 already; bytes are encoded once, read in
 * place through a Buffer view (never copied first).
 */
export function base64(data: BinaryData): string {
  if (typeof data === "string") return data;
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("base64");
}

/**
 * Appends the blocks of `parts` to `content`, in order. Texts (a text part's, an embedded
 * resource's) share what is `left` of the result's cap and are cut past it, with the marker;
 * bytes (images, audio, a resource's blob) are sent whole, as base64.
 * @returns what is left of the cap after the texts.
 */
export function appendContentBlocks(
  content: ContentBlock[],
  parts: readonly ContentPart[],
  left: number,
): number {
  for (const part of parts) {
    switch (part.type) {
      case "text": {
        const text = capTextWithin(part.text, left);
        left = Math.max(0, left - text.length);
        content.push({ type: "text", text });
        break;
      }
      case "image":
      case "audio":
        content.push({ type: part.type, data: base64(part.data), mimeType: part.mimeType });
        break;
      case "resource": {
        const { uri, mimeType } = part;
        if (part.text !== undefined) {
          const text = capTextWithin(part.text, left);
          left = Math.max(0, left - text.length);
          content.push({ type: "resource", resource: withMimeType({ uri, text }, mimeType) });
        } else {
          const blob = base64(part.blob ?? "");
          content.push({ type: "resource", resource: withMimeType({ uri, blob }, mimeType) });
        }
        break;
      }
      case "resource_link": {
        const link: ContentBlock & { type: "resource_link" } = {
          type: "resource_link",
          uri: part.uri,
          name: part.name,
        };
        if (part.mimeType !== undefined) link.mimeType = part.mimeType;
        if (part.description !== undefined) link.description = part.description;
        content.push(link);
        break;
      }
    }
  }
  return left;
}

function withMimeType<T extends { uri: string }>(
  resource: T,
  mimeType: string | undefined,
): T & { mimeType?: string } {
  return mimeType === undefined ? resource : { ...resource, mimeType };
}
