/**
 * Reads an own property. An inherited value counts as absent, so a definition means the same
 * whatever `Object.prototype` holds.
 * @param object - the object to read.
 * @param key - the property name.
 * @returns the own value, or `undefined`.
 */
export function ownValue(object: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}
