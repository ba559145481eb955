// Hot path: runs on every call, through isDictionary and the generated check.

/**
 * The prototype half of `isDictionary`, for an object: true when the prototype is
 * `Object.prototype` or `null`. The generated check calls it on its own, right after a
 * `"constructor" in value` that makes the prototype read free there (see
 * docs/decisions/how-the-schema-checks-values.md).
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
export const hasPlainPrototype = (function (value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
});
