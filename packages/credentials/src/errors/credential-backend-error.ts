// A backend that failed: the credential may exist, so this is never reported as "not found".
import { hasErrorMarker, markError } from "../internal/error-marker";
import { cleanCause, replaceSecrets } from "../internal/redact-secrets";
import { CredentialError } from "./credential-error";

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
 * Thrown when a backend itself failed (down, locked, timed out, denied, unreadable). Its
 * `cause` is a cleaned copy of the underlying error, without secret values or tokens.
 *
 * @example
 * ```ts
 * import { CredentialBackendError, type CredentialProvider } from "@kit/credentials";
 *
 * declare function readVault(name: string): Promise<string | undefined>;
 * const vault: CredentialProvider = {
 *   name: "vault",
 *   async get(name) {
 *     try {
 *       return await readVault(name);
 *     } catch (error) {
 *       throw new CredentialBackendError(
 *         `Credential backend 'vault' failed to look up '${name}': the vault is sealed`,
 *         { provider: "vault", credential: name, cause: error },
 *       );
 *     }
 *   },
 * };
 * ```
 */
export class CredentialBackendError extends CredentialError {
  /** The name of the backend that failed. */
  declare readonly provider: string;
  /** The credential being looked up, or `""` when the failure concerns none. */
  declare readonly credential: string;

  /**
   * Creates the error; known secrets are removed from the message and the cause.
   * @param message - what failed, naming the backend and the credential, never a value.
   */
  constructor(message: string, options: CredentialBackendErrorOptions) {
    const { secrets = [], cause } = options;
    super(replaceSecrets(message, secrets), cleanCause(cause, secrets));
    markError(this, "CredentialBackendError");
    this.provider = options.provider;
    this.credential = options.credential;
  }

  /** Tells whether a value is a `CredentialBackendError`, also from another installed copy. */
  static override isInstance(value: unknown): value is CredentialBackendError {
    return hasErrorMarker(value, "CredentialBackendError");
  }

  /** The JSON form: `name`, `message`, `provider` and `credential`, never the `cause`. */
  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), provider: this.provider, credential: this.credential };
  }
}
