// Turns whatever was thrown (an Error, a string, undefined, an object, a proxy) into text, in
// one place, so every message treats odd thrown values alike.

/**
 * The message of an `Error`, or the string form of any other thrown value.
 * @param value - anything that was thrown or rejected with.
 * @returns text; computing it never throws, whatever the value's getters, traps or
 * `toString` do.
 */
export function describeThrown(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    // `instanceof` runs a proxy's getPrototypeOf trap; `message` may be a throwing getter.
    return value instanceof Error ? String(value.message) : String(value);
  } catch {
    try {
      // A null-prototype object, a throwing toString or message getter.
      return Object.prototype.toString.call(value);
    } catch {
      // A revoked proxy refuses even that.
      return "a value that cannot be described";
    }
  }
}
