// Hot path: isDictionary runs on every call. kindOf names a value's kind in every message.
import { hasPlainPrototype } from "./internal/has-plain-prototype";

/**
 * Tells whether a value is a dictionary in the schema's sense: a plain object whose prototype
 * is `Object.prototype` or `null`. Arrays, class instances, `Date`s and `Map`s are not; an
 * object parsed from JSON is, also with an own `__proto__` key.
 * @example
 * ```ts
 * import { isDictionary } from "@kit/schema";
 *
 * isDictionary({ city: "Oslo" }); // true
 * isDictionary(Object.create(null)); // true
 * isDictionary([1, 2]); // false
 * isDictionary(new Date()); // false
 * ```
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
export const isDictionary = (function (value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && hasPlainPrototype(value);
});

/**
 * Names the kind of a value the way validation messages do after "got": `string`, `integer`,
 * `float`, `boolean`, `list`, `dictionary`, `null`, `undefined`, `NaN`, `Infinity`,
 * `-Infinity`, or `typeof` for anything else (`object` for a `Date`, `Map` or class instance,
 * `function`, `bigint`, `symbol`). `integer` is any finite number with no fractional part
 * (`3`, `-0`, `1e21`); `float` is any other finite number.
 * @example
 * ```ts
 * import { kindOf } from "@kit/schema";
 *
 * kindOf(3); // "integer"
 * kindOf(2.5); // "float"
 * kindOf([1]); // "list"
 * kindOf(Number.NaN); // "NaN"
 * kindOf(new Map()); // "object"
 * ```
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
