// Bytes as base64, the one form every provider takes them in. Each Uint8Array is encoded once
// per results() call, straight from its memory (never copied first); a string is already
// base64 and passes as it is.
import type { BinaryData } from "@kit/tools";

/** Gives the base64 text of binary data; made once per `results()` call. */
export type Base64Encoder = (data: BinaryData) => string;

/**
 * An encoder that remembers what it encoded, so bytes given twice in one `results()` call are
 * encoded once.
 */
export function base64Encoder(): Base64Encoder {
  // Made on first use: most results() calls have no bytes at all.
  let encoded: Map<Uint8Array, string> | undefined;
  return (data) => {
    if (typeof data === "string") return data;
    encoded ??= new Map();
    let text = encoded.get(data);
    if (text === undefined) {
      text = encode(data);
      encoded.set(data, text);
    }
    return text;
  };
}

/** How many bytes the data holds: its length, or what its base64 text decodes to. */
export function byteLength(data: BinaryData): number {
  if (typeof data !== "string") return data.byteLength;
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((data.length * 3) / 4) - padding);
}

// Node.js reads the bytes where they are: a Buffer over the same memory, no copy.
function encode(bytes: Uint8Array): string {
  const NodeBuffer = (globalThis as { Buffer?: typeof Buffer }).Buffer;
  if (NodeBuffer !== undefined) {
    return NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
  }
  // Elsewhere (a browser, a worker): btoa over chunks small enough for apply's argument limit.
  let binary = "";
  const CHUNK = 0x8000;
  for (let start = 0; start < bytes.byteLength; start += CHUNK) {
    binary += String.fromCharCode.apply(
      null,
      bytes.subarray(start, start + CHUNK) as unknown as number[],
    );
  }
  return btoa(binary);
}
