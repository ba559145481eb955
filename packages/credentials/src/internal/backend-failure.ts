// The one wording of a backend failure, shared by every backend of this package and the manager:
// "Credential backend '<provider>' failed to look up '<credential>' in <where>: <what>".
import { CredentialBackendError } from "../errors/credential-backend-error";

/** What went wrong, and where. */
export interface BackendFailure {
  /** The backend's name. */
  provider: string;
  /** The credential being looked up; `""` when the failure concerns none. */
  credential: string;
  /** Where the backend looked, already quoted: `'/run/secrets'`, `service 'my-agent'`. */
  where?: string;
  /** What failed, never a secret value. */
  what: string;
  /** The underlying error; the error keeps a cleaned copy. */
  cause?: unknown;
  /** Values known to be secret, removed from the message and the cause. */
  secrets?: readonly string[];
  /** What the backend was doing; default `"look up"` (the writable backends also store and delete). */
  operation?: "look up" | "store" | "delete";
}

/** Builds the {@link CredentialBackendError} for a failure, worded as every backend words it. */
export function backendFailure(failure: BackendFailure): CredentialBackendError {
  const { provider, credential, where, what, operation = "look up" } = failure;
  const action =
    credential === ""
      ? `failed${where === undefined ? "" : ` to read ${where}`}`
      : `failed to ${operation} '${credential}'${where === undefined ? "" : ` in ${where}`}`;
  // The error takes provider, credential, cause and secrets from the failure itself.
  return new CredentialBackendError(`Credential backend '${provider}' ${action}: ${what}`, failure);
}

/**
 * The same wording without a place, for the manager: "Credential backend '<provider>' failed
 * to look up '<credential>': <what>". Apart from {@link backendFailure} so that a bundle
 * holding only the manager does not carry the wording of places.
 */
export function lookupFailure(
  provider: string,
  credential: string,
  what: string,
  cause?: unknown,
): CredentialBackendError {
  return new CredentialBackendError(
    `Credential backend '${provider}' failed to look up '${credential}': ${what}`,
    { provider, credential, cause },
  );
}
