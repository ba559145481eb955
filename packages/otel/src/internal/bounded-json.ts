// Hot path: runs on every call that records arguments or results. Content capture: any
// value becomes bounded, redacted JSON, and never throws.
import type { ToolCall } from "@kit/tools";
import { boundedText } from "./bounded-text";

/** Stands for a value that JSON cannot represent (a cycle, a throwing `toJSON` or getter). */
export const UNSERIALIZABLE = "[unserializable]";

/**
 * Renders `value` as JSON with the call's credential values redacted, cut to `maxLength`
 * UTF-16 code units (the cut ends with an ellipsis).
 * @returns the JSON, or `undefined` when the value has no JSON form (`undefined`, a function).
 */
export function boundedJson(value: unknown, call: ToolCall, maxLength: number): string | undefined {
  let json: string | undefined;
  try {
    json = JSON.stringify(call.redact(value), replaceUnwritable);
    if (json === undefined) return undefined;
    // Also catches a credential that only a toJSON method or a key brought in.
    json = call.redact(json);
  } catch {
    json = UNSERIALIZABLE;
  }
  return boundedText(json, maxLength);
}

// A BigInt as its decimal string; bytes (a typed array, a Buffer, an ArrayBuffer, say in a
// result an interceptor made) as their count, never element by element: 20 MB of bytes would
// be a JSON text of some 80 MB before the cut. The holder's own value is the one to look at,
// since a Buffer's toJSON has already turned `item` into a plain object of numbers.
function replaceUnwritable(this: unknown, key: string, item: unknown): unknown {
  if (typeof item === "bigint") return item.toString();
  if (typeof item === "object" && item !== null) {
    const original = (this as Record<string, unknown>)[key];
    if (ArrayBuffer.isView(original) || original instanceof ArrayBuffer) {
      return `[${original.byteLength} bytes]`;
    }
  }
  return item;
}
