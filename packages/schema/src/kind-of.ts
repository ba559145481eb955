// The "got" word of every message: a value's kind in the six-type vocabulary, or a plain name.

/**
 * Tells whether a value is a dictionary: a plain object whose prototype is
 * `Object.prototype` or `null`. Arrays, class instances, Dates and Maps are not.
 * @param value - any value.
 * @returns true for plain objects.
 */
export function isDictionary(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Names the kind of a value the way validation messages do: `string`, `integer`, `float`,
 * `boolean`, `list`, `dictionary`, `null`, `undefined`, `NaN`, `Infinity`, `-Infinity`, or
 * `typeof` for anything else (`object` for a Date, Map or class instance, `function`,
 * `bigint`, `symbol`).
 * @param value - any value.
 * @returns the word used after "got" in messages.
 */
export function kindOf(value: unknown): string {
  if (typeof value === "number") {
    // The other numbers are NaN, Infinity and -Infinity, which String spells as messages do.
    return Number.isInteger(value) ? "integer" : value - value === 0 ? "float" : String(value);
  }
  if (value === null) return "null";
  if (Array.isArray(value)) return "list";
  return isDictionary(value) ? "dictionary" : typeof value;
}
