/**
 * Reads an own property. An inherited value counts as absent, so a definition means the same
 * whatever `Object.prototype` holds.
 * @param object - the object to read.
 * @param key - the property name.
 * @returns the own value, or `undefined`.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
// biome-ignore lint/complexity/useArrowFunction: V8 compiles only `(function` expressions eagerly
export const ownValue = (function (object: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
});
