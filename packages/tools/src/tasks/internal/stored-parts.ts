// A task's content parts to store (bytes as base64, so the outcome is JSON data) and back.
import { Buffer } from "node:buffer";
import type { BinaryData, ContentPart } from "../../content/content-part";
import type { StoredBinary, StoredContentPart } from "../stored-content-part";

/** The parts as JSON data: a copy of each, bytes encoded once as base64. */
export function storeParts(parts: readonly ContentPart[]): StoredContentPart[] {
  return parts.map((part): StoredContentPart => {
    switch (part.type) {
      case "image":
      case "audio":
        return { ...part, data: storeBinary(part.data) };
      case "resource": {
        const { blob, ...rest } = part;
        return blob === undefined ? rest : { ...rest, blob: storeBinary(blob) };
      }
      default:
        return { ...part };
    }
  });
}

/** The parts the tool gave, from the stored ones: bytes again where bytes were given. */
export function readParts(stored: readonly StoredContentPart[]): readonly ContentPart[] {
  return Object.freeze(
    stored.map((part): ContentPart => {
      switch (part.type) {
        case "image":
        case "audio":
          return Object.freeze({ ...part, data: readBinary(part.data) });
        case "resource": {
          const { blob, ...rest } = part;
          return Object.freeze(blob === undefined ? rest : { ...rest, blob: readBinary(blob) });
        }
        default:
          return Object.freeze({ ...part });
      }
    }),
  );
}

function storeBinary(data: BinaryData): StoredBinary {
  if (typeof data === "string") return data;
  return { base64: Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("base64") };
}

function readBinary(data: StoredBinary): BinaryData {
  if (typeof data === "string") return data;
  // A plain Uint8Array of its own (not a view of Buffer's shared pool), as a tool gives bytes.
  return new Uint8Array(Buffer.from(data.base64, "base64"));
}
