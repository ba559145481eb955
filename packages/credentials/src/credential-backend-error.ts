import { CredentialError, isMarked, mark } from "./credential-error";
import { cleanCause, replaceSecrets } from "./redact-secrets";

/** Options of {@link CredentialBackendError}. */
export interface CredentialBackendErrorOptions {
  /** The name of the backend that failed (`"env"`, `"files"`, ...). */
  provider: string;
  /** The credential being looked up when it failed; `""` when the failure concerns none. */
  credential: string;
  /** The underlying error; the error keeps a cleaned copy of it, never the original. */
  cause?: unknown;
  /** Values known to be secret, replaced by `[REDACTED]` in the message and the cause. */
  secrets?: readonly string[];
}

/**
 * Thrown when a backend itself failed (down, locked, timed out, denied, unreadable): the
 * credential may exist, so this is never reported as "not found". Its `cause` is a
 * cleaned copy of the underlying error, without secret values or tokens.
 *
 * @example
 * ```ts
 * throw new CredentialBackendError("Vault is sealed", {
 *   provider: "vault",
 *   credential: "weather-api-key",
 *   cause: error,
 * });
 * ```
 */
export class CredentialBackendError extends CredentialError {
  /** The name of the backend that failed. */
  declare readonly provider: string;
  /** The credential being looked up, or `""`. */
  declare readonly credential: string;

  /**
   * Creates the error.
   * @param message - what failed, naming the backend and credential, never a value.
   * @param options - the backend, the credential, the underlying cause and known secrets.
   */
  constructor(message: string, options: CredentialBackendErrorOptions) {
    const { secrets = [], cause } = options;
    super(replaceSecrets(message, secrets), cleanCause(cause, secrets));
    mark(this, "CredentialBackendError");
    this.provider = options.provider;
    this.credential = options.credential;
  }

  /**
   * Tells whether a value is a `CredentialBackendError`, also from another installed copy.
   * @param value - any value.
   * @returns `true` when `value` is a `CredentialBackendError`.
   */
  static override isInstance(value: unknown): value is CredentialBackendError {
    return isMarked(value, "CredentialBackendError");
  }

  /**
   * The JSON form of the error, without the cause.
   * @returns name, message, provider and credential.
   */
  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), provider: this.provider, credential: this.credential };
  }
}
