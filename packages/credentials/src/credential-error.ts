// The base of every error this package throws, with an identity that survives two installed copies.

/** Options of {@link CredentialError}. */
export interface CredentialErrorOptions {
  /** The underlying error, if any. */
  cause?: unknown;
}

/**
 * Base class of the errors of `@kit/credentials`. Its messages name credentials and
 * backends, never a secret value.
 *
 * @example
 * ```ts
 * try {
 *   await manager.resolve(["weather-api-key"]);
 * } catch (error) {
 *   if (CredentialError.isInstance(error)) console.error(error.message);
 * }
 * ```
 */
export class CredentialError extends Error {
  /**
   * Creates the error.
   * @param message - what went wrong, naming the credential or backend at fault.
   * @param options - the underlying `cause`, if any.
   */
  constructor(message: string, options: CredentialErrorOptions = {}) {
    // Error installs `cause` only when the options hold one, as here.
    super(message, options);
    mark(this, "CredentialError");
  }

  /**
   * Tells whether a value is a `CredentialError`, also one created by another installed
   * copy of this package.
   * @param value - any value.
   * @returns `true` when `value` is a `CredentialError` (or a subclass).
   */
  static isInstance(value: unknown): value is CredentialError {
    return isMarked(value, "CredentialError");
  }

  /**
   * The JSON form of the error: its name and message, and no cause.
   * @returns a plain object for `JSON.stringify`.
   */
  toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message };
  }
}

/**
 * Names an error after its class and marks it with `Symbol.for("kit.error.<name>")`, the
 * identity that `isInstance` recognises across installed copies of this package.
 * @param error - the new error.
 * @param name - its class name.
 */
export function mark(error: Error, name: string): void {
  error.name = name;
  Object.defineProperty(error, Symbol.for(`kit.error.${name}`), { value: true });
}

/**
 * Tells whether a value carries the marker of an error class.
 * @param value - any value.
 * @param name - the class name.
 * @returns `true` when the value is an object holding the marker.
 */
export function isMarked(value: unknown, name: string): boolean {
  return typeof value === "object" && value !== null && Symbol.for(`kit.error.${name}`) in value;
}
