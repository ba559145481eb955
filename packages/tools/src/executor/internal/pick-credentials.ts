// Hot path: runs on every call of a tool that declares credentials.
// The tool sees exactly the credentials it declared, whatever else the manager returned.

/**
 * Takes the declared names out of what the credential manager returned.
 * @param names - the tool's credential names.
 * @param resolved - the manager's answer.
 * @returns a frozen object with exactly those names.
 * @throws Error naming the credential when the manager returned no string for it.
 */
export function pickCredentials(
  names: readonly string[],
  resolved: unknown,
): Readonly<Record<string, string>> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value =
      typeof resolved === "object" && resolved !== null && Object.hasOwn(resolved, name)
        ? (resolved as Record<string, unknown>)[name]
        : undefined;
    if (typeof value !== "string") {
      throw new Error(`The credential manager returned no value for '${name}'.`);
    }
    // A plain assignment to "__proto__" would set the prototype instead of a key.
    Object.defineProperty(picked, name, { value, enumerable: true });
  }
  return Object.freeze(picked);
}
