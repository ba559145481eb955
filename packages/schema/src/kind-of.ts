// The "got" word of every message: a value's kind in the six-type vocabulary, or a plain name.

/**
 * Tells whether a value is a dictionary: a plain object whose prototype is
 * `Object.prototype` or `null`. Arrays, class instances, Dates and Maps are not.
 * @param value - any value.
 * @returns true for plain objects.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
// biome-ignore lint/complexity/useArrowFunction: V8 compiles only `(function` expressions eagerly
export const isDictionary = (function (value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && hasPlainPrototype(value);
});

/**
 * The prototype half of {@link isDictionary}, for an object. The generated check calls it right
 * after its own `"constructor" in value`: that test runs no getter, and made at the generated
 * code's own site it teaches V8 the shapes seen there, after which `Object.getPrototypeOf`
 * costs nothing instead of a call (about 8 ns, more than the rest of a small check). Shared
 * code such as the interpreter does not make it: where many shapes meet, the `in` test costs
 * about 20 ns instead.
 * @param value - an object.
 * @returns true when the prototype is `Object.prototype` or `null`.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
// biome-ignore lint/complexity/useArrowFunction: V8 compiles only `(function` expressions eagerly
export const hasPlainPrototype = (function (value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
});

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
