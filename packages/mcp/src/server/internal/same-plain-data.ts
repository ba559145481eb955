// Hot path: runs on every fast-path tools/call of protocol 2026-07-28 (fast-tool-calls.ts).
/** The deepest nesting compared; deeper data is never the same (the caller checks it then). */
const MAX_DEPTH = 16;

/**
 * Whether two values are the same JSON data: strings, finite numbers, booleans and null equal by
 * value, arrays and plain objects (prototype `Object.prototype` or null) by their own keys in any
 * order, to 16 levels. Anything else (undefined, a Date, a class instance, NaN) is never the
 * same, so that a check known to pass for one value is known to pass for the other.
 */
export function samePlainData(a: unknown, b: unknown, depth = 0): boolean {
  if (typeof a !== "object" || a === null) {
    if (a === null || typeof a === "string" || typeof a === "boolean") return a === b;
    return typeof a === "number" && Number.isFinite(a) && a === b;
  }
  if (typeof b !== "object" || b === null || depth >= MAX_DEPTH) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) {
      if (!samePlainData(a[index], b[index], depth + 1)) return false;
    }
    return true;
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  const other = b as Record<string, unknown>;
  for (const key of keysA) {
    if (!Object.hasOwn(other, key)) return false;
    if (!samePlainData((a as Record<string, unknown>)[key], other[key], depth + 1)) return false;
  }
  return true;
}

function isPlain(value: object): boolean {
  if (Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
