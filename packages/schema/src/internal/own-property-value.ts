/**
 * Reads an own property: an inherited value counts as absent, so a definition means the same
 * whatever `Object.prototype` holds.
 * @returns the own value, or `undefined`.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
export const ownPropertyValue = (function (object: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
});
