/** Options of one lookup. */
export interface CredentialLookupOptions {
  /** Aborts the lookup; the returned promise then rejects with the signal's `reason`. */
  signal?: AbortSignal;
}

/**
 * One backend that looks credentials up by name.
 *
 * @example
 * ```ts
 * import { CredentialBackendError, type CredentialProvider } from "@kit/credentials";
 *
 * declare const url: string;
 * const vault: CredentialProvider = {
 *   name: "vault",
 *   async get(name, options) {
 *     const response = await fetch(`${url}/v1/secret/data/${name}`, {
 *       signal: options?.signal ?? null,
 *     });
 *     if (response.status === 404) return undefined;
 *     if (!response.ok) {
 *       throw new CredentialBackendError(
 *         `Credential backend 'vault' failed to look up '${name}': HTTP ${response.status}`,
 *         { provider: "vault", credential: name },
 *       );
 *     }
 *     const body = (await response.json()) as { data: { data: { value: string } } };
 *     return body.data.data.value;
 *   },
 * };
 * ```
 */
export interface CredentialProvider {
  /** Names the backend in messages: `"env"`, `"files"`, `"keyring"`, ... */
  readonly name: string;
  /**
   * Looks one credential up.
   * @returns the value, or `undefined` when this backend does not hold the name.
   * @throws CredentialError for an invalid name; CredentialBackendError when the backend
   * itself failed (down, locked, timed out, denied).
   */
  get(name: string, options?: CredentialLookupOptions): Promise<string | undefined>;
  /**
   * Says where this backend looks for a credential, for the manager's "not found" message:
   * `the environment variable 'KIT_CREDENTIAL_WEATHER_API_KEY'`. Optional; never a value.
   * @param name - a valid credential name.
   * @returns a short phrase naming the place, or `undefined` to say nothing.
   */
  describeLookup?(name: string): string | undefined;
}
