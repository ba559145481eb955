// The base of every error this package throws, with an identity that survives two installed copies.
import { hasErrorMarker, markError } from "../internal/error-marker";

/** Options of {@link CredentialError}. */
export interface CredentialErrorOptions {
  /** The underlying error, if any. */
  cause?: unknown;
}

/**
 * Base class of the errors of `@kit/credentials`. Messages name credentials and backends,
 * never a secret value.
 *
 * Recognise it with {@link CredentialError.isInstance} rather than `instanceof`: an
 * application can load this package twice (its ESM and its CommonJS build, or two versions),
 * and an error from one copy is not an `instanceof` the other copy's class.
 *
 * `toJSON` gives `name`, `message` and the class's context fields, never the `cause`: a
 * cause may hold a third-party client's data.
 *
 * @example
 * ```ts
 * import { CredentialError, type CredentialManager } from "@kit/credentials";
 *
 * declare const manager: CredentialManager;
 * try {
 *   await manager.resolve(["weather-api-key"]);
 * } catch (error) {
 *   if (CredentialError.isInstance(error)) console.error(error.message);
 *   else throw error;
 * }
 * ```
 */
export class CredentialError extends Error {
  /**
   * Creates the error.
   * @param message - what went wrong, naming the credential or backend at fault.
   */
  constructor(message: string, options: CredentialErrorOptions = {}) {
    // Error installs `cause` only when the options hold one, as here.
    super(message, options);
    markError(this, "CredentialError");
  }

  /**
   * Tells whether a value is a `CredentialError` (or a subclass), also one created by
   * another installed copy of this package.
   */
  static isInstance(value: unknown): value is CredentialError {
    return hasErrorMarker(value, "CredentialError");
  }

  /**
   * The JSON form of the error: `name`, `message` and the context fields of its class,
   * never the `cause`.
   */
  toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message };
  }
}
