// Turns whatever was thrown (an Error, a string, undefined, an object) into text or an Error,
// in one place, so every caller treats odd thrown values alike.

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

/**
 * Normalises a thrown value to an `Error`: an `Error` is returned as is, anything else is
 * wrapped in one whose message is its string form and whose `cause` is the value.
 * @param value - anything that was thrown or rejected with.
 * @returns an `Error`.
 */
export function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(describeThrown(value), { cause: value });
}
