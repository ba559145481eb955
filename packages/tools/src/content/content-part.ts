// What a tool may return besides its structured output: an ordered list of parts, each one of
// the kinds every tool protocol knows (MCP's content blocks, the providers' tool results).

/**
 * Binary data: the bytes themselves, or their base64 text. Bytes are kept as given (never
 * copied by kit) and turned into base64 once, by whatever sends them.
 */
export type BinaryData = Uint8Array | string;

/** Plain text for the model to read. */
export interface TextPart {
  /** The kind of part. */
  readonly type: "text";
  /** The text. Credential values in it are redacted. */
  readonly text: string;
}

/** An image, such as a chart a tool drew. */
export interface ImagePart {
  /** The kind of part. */
  readonly type: "image";
  /** The image's bytes, or their base64 text. */
  readonly data: BinaryData;
  /** Its media type, such as `image/png`. */
  readonly mimeType: string;
}

/** A sound, such as speech a tool made. */
export interface AudioPart {
  /** The kind of part. */
  readonly type: "audio";
  /** The sound's bytes, or their base64 text. */
  readonly data: BinaryData;
  /** Its media type, such as `audio/wav`. */
  readonly mimeType: string;
}

/**
 * A file or other resource, embedded whole: its text (`text`) or its bytes (`blob`), never
 * both, under the URI that names it.
 */
export interface ResourcePart {
  /** The kind of part. */
  readonly type: "resource";
  /** The URI that names the resource, such as `file:///reports/q3.pdf`. */
  readonly uri: string;
  /** Its media type, such as `application/pdf`; required for `blob`. */
  readonly mimeType?: string | undefined;
  /** The resource's text, for a text file. Credential values in it are redacted. */
  readonly text?: string | undefined;
  /** The resource's bytes, or their base64 text, for a binary file. */
  readonly blob?: BinaryData | undefined;
}

/** A pointer to a resource the caller can fetch itself, instead of its contents. */
export interface ResourceLinkPart {
  /** The kind of part. */
  readonly type: "resource_link";
  /** The resource's URI. */
  readonly uri: string;
  /** A name for it, such as its file name. */
  readonly name: string;
  /** Its media type, when known. */
  readonly mimeType?: string | undefined;
  /** What it holds, for the model. */
  readonly description?: string | undefined;
}

/** One part of a tool's result: text, an image, audio, an embedded resource, or a link. */
export type ContentPart = TextPart | ImagePart | AudioPart | ResourcePart | ResourceLinkPart;

/** The kinds of {@link ContentPart}. */
export type ContentPartType = ContentPart["type"];
