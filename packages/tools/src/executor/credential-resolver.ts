/**
 * What the executor needs to resolve credentials: the shape of `CredentialManager.resolve`
 * from @kit/credentials. Any object with this method works, so tests can pass a fake.
 */
export interface CredentialResolver {
  /**
   * Resolves a set of credential names.
   * @param names - the names a tool declared.
   * @param options - the call's abort signal (timeout or caller abort).
   * @returns an object holding at least every name asked for.
   * @throws whatever the backend throws; the executor reports it as a `ToolExecutionError`.
   */
  resolve(
    names: readonly string[],
    options?: { signal?: AbortSignal },
  ): Promise<Readonly<Record<string, string>>>;
}
