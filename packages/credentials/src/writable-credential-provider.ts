// The write side of a backend: what a client that obtains secrets at run time (OAuth tokens,
// a rotated key) needs to keep them across restarts.
import type { CredentialLookupOptions, CredentialProvider } from "./credential-provider";

/**
 * A backend that can also store and delete credentials: the in-memory, secrets-directory and
 * keyring backends of this package. What `set` stored, `get` returns, in this process and (for
 * the directory and the keyring) in the next one.
 *
 * @example
 * ```ts
 * import { MemoryCredentialProvider } from "@kit/credentials";
 *
 * const store = new MemoryCredentialProvider();
 * await store.set("github-token", "ghp_example");
 * await store.get("github-token"); // "ghp_example"
 * await store.delete("github-token"); // true
 * ```
 */
export interface WritableCredentialProvider extends CredentialProvider {
  /**
   * Stores a value under a name, replacing any value it held.
   * @param name - a valid credential name; checked before the backend is touched.
   * @param value - the secret; never part of an error.
   * @throws CredentialError for an invalid name; TypeError for a value that is not a string;
   * CredentialBackendError when the backend cannot store it (naming the backend and the
   * credential); the signal's `reason` when aborted.
   */
  set(name: string, value: string, options?: CredentialLookupOptions): Promise<void>;
  /**
   * Removes a credential.
   * @returns `true` when the backend held it, `false` when it did not.
   * @throws CredentialError for an invalid name; CredentialBackendError when the backend
   * cannot delete it; the signal's `reason` when aborted.
   */
  delete(name: string, options?: CredentialLookupOptions): Promise<boolean>;
}

/**
 * Tells whether a provider can also store and delete credentials (has `set` and `delete`).
 * @param provider - any credential provider.
 * @returns `true` when it is a {@link WritableCredentialProvider}.
 */
export function isWritableCredentialProvider(
  provider: CredentialProvider,
): provider is WritableCredentialProvider {
  const candidate = provider as Partial<WritableCredentialProvider> | null | undefined;
  return typeof candidate?.set === "function" && typeof candidate.delete === "function";
}
