// Error identity that survives two installed copies of the package (ESM and CommonJS, or two
// versions): a marker under a registered symbol, which `isInstance` looks for, rather than
// `instanceof`, which only knows one copy's classes.

/**
 * Names an error after its class and marks it with `Symbol.for("kit.error.<name>")`
 * (non-enumerable), the identity that `isInstance` recognises.
 * @param name - the error's class name.
 */
export function markError(error: Error, name: string): void {
  error.name = name;
  Object.defineProperty(error, Symbol.for(`kit.error.${name}`), { value: true });
}

/**
 * Tells whether a value carries the marker of an error class.
 * @param name - the class name.
 * @returns true when the value is an object holding the marker.
 */
export function hasErrorMarker(value: unknown, name: string): boolean {
  return typeof value === "object" && value !== null && Symbol.for(`kit.error.${name}`) in value;
}
