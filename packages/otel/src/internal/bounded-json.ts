// Hot path: runs on every call that records arguments or results. Content capture: any
// value becomes bounded, redacted JSON, and never throws.
import type { ToolCall } from "@kit/tools";

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
    json = JSON.stringify(call.redact(value), (_key, item: unknown) =>
      typeof item === "bigint" ? item.toString() : item,
    );
    if (json === undefined) return undefined;
    // Also catches a credential that only a toJSON method or a key brought in.
    json = call.redact(json);
  } catch {
    json = UNSERIALIZABLE;
  }
  if (json.length <= maxLength) return json;
  // Never half a surrogate pair at the cut.
  return `${json.slice(0, maxLength - 1).replace(/[\uD800-\uDBFF]$/, "")}…`;
}
