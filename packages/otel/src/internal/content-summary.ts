// What a span says about a result's content parts: each part's kind, media type and size,
// never its text, its URI or its bytes (an image can be megabytes; text can be personal).
import type { ContentPart } from "@kit/tools";

/** One content part as a span records it. */
interface PartSummary {
  readonly type: string;
  readonly mimeType?: string;
  /** The length of a text, in UTF-16 code units. */
  readonly length?: number;
  /** The size of binary data, decoded from base64 when given as text. */
  readonly bytes?: number;
}

/**
 * Summarizes the parts in order; a part that is not an object is summarized by its type only.
 * Reads only a few fields of each part, so its cost does not depend on the parts' size.
 */
export function summarizeContent(parts: readonly ContentPart[]): PartSummary[] {
  const summaries: PartSummary[] = [];
  for (const part of parts) summaries.push(summarizePart(part));
  return summaries;
}

function summarizePart(part: ContentPart): PartSummary {
  if (typeof part !== "object" || part === null) return { type: typeof part };
  const summary: { -readonly [K in keyof PartSummary]: PartSummary[K] } = {
    type: String(part.type),
  };
  if ("mimeType" in part && typeof part.mimeType === "string") summary.mimeType = part.mimeType;
  const text = part.type === "text" ? part.text : part.type === "resource" ? part.text : undefined;
  if (typeof text === "string") summary.length = text.length;
  const data =
    part.type === "image" || part.type === "audio"
      ? part.data
      : part.type === "resource"
        ? part.blob
        : undefined;
  const bytes = byteCount(data);
  if (bytes !== undefined) summary.bytes = bytes;
  return summary;
}

function byteCount(data: unknown): number | undefined {
  if (data instanceof Uint8Array) return data.byteLength;
  if (typeof data !== "string") return undefined;
  // Base64: four characters for three bytes, less one per `=` of padding.
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((data.length * 3) / 4) - padding);
}
