// The one check of a value given to a backend's `set`: a string, named by its credential only.

/**
 * Throws unless the value is a string.
 * @throws TypeError naming the backend and the credential, never the value.
 */
export function checkSecretValue(provider: string, name: string, value: unknown): void {
  if (typeof value !== "string") {
    throw new TypeError(
      `Credential backend '${provider}' cannot store '${name}': the value must be a string, got ${value === null ? "null" : typeof value}.`,
    );
  }
}
