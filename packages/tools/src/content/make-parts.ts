// The small constructors of content parts: a typo in a kind or a field is a compile error, and
// the part is frozen (its bytes are not: they are the caller's, and are never copied).
import type {
  AudioPart,
  BinaryData,
  ImagePart,
  ResourceLinkPart,
  ResourcePart,
  TextPart,
} from "./content-part";

/**
 * A text part.
 * @param text - what the model reads.
 */
export function text(text: string): TextPart {
  return Object.freeze({ type: "text", text });
}

/**
 * An image part.
 * @param data - the image's bytes (a `Uint8Array` or `Buffer`) or their base64 text.
 * @param mimeType - its media type, such as `image/png`.
 * @example
 * ```ts
 * import { defineTool, image, toolContent } from "@kit/tools";
 *
 * declare function drawChart(values: number[]): Uint8Array;
 * const chart = defineTool({
 *   name: "chart",
 *   inputSchema: { parameters: [{ name: "values", type: "list", items: "float" }] },
 *   execute: ({ values }) => toolContent([image(drawChart(values), "image/png")]),
 * });
 * ```
 */
export function image(data: BinaryData, mimeType: string): ImagePart {
  return Object.freeze({ type: "image", data, mimeType });
}

/**
 * An audio part.
 * @param data - the sound's bytes or their base64 text.
 * @param mimeType - its media type, such as `audio/wav`.
 */
export function audio(data: BinaryData, mimeType: string): AudioPart {
  return Object.freeze({ type: "audio", data, mimeType });
}

/** What {@link resource} takes: a URI and either `text` or `blob`. */
export type ResourceOptions =
  | { readonly uri: string; readonly text: string; readonly mimeType?: string | undefined }
  | { readonly uri: string; readonly blob: BinaryData; readonly mimeType: string };

/**
 * An embedded resource: a file's text or bytes under its URI.
 * @param options - `{ uri, text, mimeType? }` for text, `{ uri, blob, mimeType }` for bytes.
 */
export function resource(options: ResourceOptions): ResourcePart {
  return Object.freeze({ type: "resource", ...options });
}

/** What {@link resourceLink} takes. */
export interface ResourceLinkOptions {
  /** The resource's URI. */
  readonly uri: string;
  /** A name for it, such as its file name. */
  readonly name: string;
  /** Its media type, when known. */
  readonly mimeType?: string | undefined;
  /** What it holds, for the model. */
  readonly description?: string | undefined;
}

/**
 * A link to a resource the caller can fetch, instead of its contents.
 * @param options - its URI, name, and optionally media type and description.
 */
export function resourceLink(options: ResourceLinkOptions): ResourceLinkPart {
  return Object.freeze({ type: "resource_link", ...options });
}
