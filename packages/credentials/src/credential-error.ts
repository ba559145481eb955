// The base of every error this package throws, with an identity that survives two installed copies.
const marker: unique symbol = Symbol.for("kit.error.CredentialError");

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
    super(message, "cause" in options ? { cause: options.cause } : undefined);
    this.name = "CredentialError";
    Object.defineProperty(this, marker, { value: true });
  }

  /**
   * Tells whether a value is a `CredentialError`, also one created by another installed
   * copy of this package.
   * @param value - any value.
   * @returns `true` when `value` is a `CredentialError` (or a subclass).
   */
  static isInstance(value: unknown): value is CredentialError {
    return typeof value === "object" && value !== null && marker in value;
  }

  /**
   * The JSON form of the error: its name and message, and no cause.
   * @returns a plain object for `JSON.stringify`.
   */
  toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message };
  }
}
