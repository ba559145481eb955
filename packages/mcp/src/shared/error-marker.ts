// The identity of this package's errors: a marker under `Symbol.for("kit.error.<name>")`, which
// two installed copies of the package (an ESM and a CommonJS one, say) both recognise. The same
// few lines as in @kit/tools, which does not export its own.

/**
 * Names an error after its class and stamps it with the non-enumerable marker
 * `Symbol.for("kit.error.<name>")` that `isInstance` looks for.
 */
export function markError(error: Error, name: string): void {
  error.name = name;
  Object.defineProperty(error, Symbol.for(`kit.error.${name}`), { value: true });
}

/**
 * Tells whether a value carries the marker of an error class, whichever copy of the package
 * created it.
 */
export function hasErrorMarker(value: unknown, name: string): boolean {
  return typeof value === "object" && value !== null && Symbol.for(`kit.error.${name}`) in value;
}
