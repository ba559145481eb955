// Turns whatever was thrown (an Error, a string, undefined, an object) into text, in one
// place, so every message treats odd thrown values alike.

/**
 * The message of an `Error`, or the string form of any other thrown value.
 * @param value - anything that was thrown or rejected with.
 * @returns text that never throws while being computed.
 */
export function describeThrown(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === "string") return value;
  try {
    return String(value);
  } catch {
    // A null-prototype object or a throwing toString.
    return Object.prototype.toString.call(value);
  }
}
