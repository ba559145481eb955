// Error identity that survives two installed copies of the package: a global symbol, not a
// class, tells an error's kind.

/**
 * Names an error and stamps it with the non-enumerable marker `Symbol.for("kit.error." + name)`.
 * Every error class of the package calls it in its constructor.
 */
export function markError(error: Error, name: string): void {
  error.name = name;
  Object.defineProperty(error, Symbol.for(`kit.error.${name}`), { value: true });
}

/** Tells whether a value carries the marker {@link markError} stamps for `name`. */
export function hasErrorMarker(value: unknown, name: string): boolean {
  return typeof value === "object" && value !== null && Symbol.for(`kit.error.${name}`) in value;
}
