// Hot path: runs on every call, through isDictionary and the generated check.

/**
 * The prototype half of `isDictionary`, for an object: true when the prototype is
 * `Object.prototype` or `null`.
 *
 * The generated check calls it right after its own `"constructor" in value`: that test runs no
 * getter, and made at the generated code's own site it teaches V8 the shapes seen there, after
 * which `Object.getPrototypeOf` costs nothing instead of a call (about 8 ns, more than the rest
 * of a small check). Shared code such as the interpreter does not make it: where many shapes
 * meet, the `in` test costs about 20 ns instead.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
export const hasPlainPrototype = (function (value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
});
