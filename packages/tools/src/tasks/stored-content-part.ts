// A tool's content parts as a task store keeps them: JSON data, bytes as base64 text.
import type {
  AudioPart,
  ImagePart,
  ResourceLinkPart,
  ResourcePart,
  TextPart,
} from "../content/content-part";

/**
 * Binary data as a store keeps it: bytes (a `Uint8Array`) as `{ base64 }`, which reads back as
 * bytes; base64 text as the string it was given, which reads back as that string.
 */
export type StoredBinary = string | { readonly base64: string };

/**
 * A content part as a task store keeps it (JSON data): a `ContentPart` whose `data` or `blob`
 * is a {@link StoredBinary}. Reading the task's result turns it back into the part the tool gave.
 */
export type StoredContentPart =
  | TextPart
  | ResourceLinkPart
  | (Omit<ImagePart, "data"> & { readonly data: StoredBinary })
  | (Omit<AudioPart, "data"> & { readonly data: StoredBinary })
  | (Omit<ResourcePart, "blob"> & { readonly blob?: StoredBinary | undefined });
