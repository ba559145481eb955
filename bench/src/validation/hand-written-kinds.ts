// The helpers every hand-written validator shares: the dictionary test, and the words of kit's
// messages (only reached on a problem).

/** A plain object: prototype `Object.prototype` or `null`. */
function isDictionary(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The prototype half of the dictionary test, for an object. Callers pass their own
 * `"constructor" in value` as `_shapeSeen`: made at the caller's site, that test runs no getter
 * and teaches the optimiser the shapes seen there, after which the prototype read is free
 * (otherwise it is a full call of about 8 ns). Kit's generated check does the same.
 */
export function hasPlainPrototype(
  value: object,
  _shapeSeen: boolean,
): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The kind of a value in the words of kit's messages. */
export function kindOf(value: unknown): string {
  switch (typeof value) {
    case "number":
      if (Number.isInteger(value)) return "integer";
      if (Number.isFinite(value)) return "float";
      return Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
    case "object":
      if (value === null) return "null";
      if (Array.isArray(value)) return "list";
      return isDictionary(value) ? "dictionary" : "object";
    default:
      return typeof value;
  }
}

/** The one problem of an input that is not a dictionary. */
export function notADictionary(values: unknown): string[] {
  return [`Expected a dictionary of parameters, got '${kindOf(values)}'`];
}

/**
 * A received value in an `enum` message: a string in single quotes, cut to 40 characters and
 * `...` when longer; a number bare.
 */
export function shownReceived(value: string | number): string {
  if (typeof value !== "string") return String(value);
  return `'${value.length > 40 ? `${value.slice(0, 40)}...` : value}'`;
}
