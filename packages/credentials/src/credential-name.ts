// Hot path: runs on every call. The one rule every credential name follows, checked before any
// backend is asked (by the manager and by every provider).
import { CredentialError } from "./errors/credential-error";

// 1-128 of [A-Za-z0-9_.-] (`\w` is ASCII without the `u` flag), and neither "." nor "..".
const NAME_PATTERN = /^(?!\.\.?$)[\w.-]{1,128}$/;

/**
 * Tells whether a value is a valid credential name: 1-128 ASCII letters, digits, `-`, `_`
 * and `.`, and neither `.` nor `..`.
 * @returns `true` when `name` is a valid credential name.
 * @example
 * ```ts
 * import { isCredentialName } from "@kit/credentials";
 *
 * isCredentialName("weather-api-key"); // true
 * isCredentialName("../etc/passwd"); // false
 * ```
 */
export function isCredentialName(name: unknown): name is string {
  return typeof name === "string" && NAME_PATTERN.test(name);
}

/**
 * Checks a credential name.
 * @throws CredentialError naming the bad name (quoted, cut when long) and the rule.
 */
export function assertCredentialName(name: unknown): asserts name is string {
  if (isCredentialName(name)) return;
  throw new CredentialError(
    `Invalid credential name ${showName(name)}: use 1-128 ASCII letters, digits, '-', '_' ` +
      "or '.', and neither '.' nor '..'",
  );
}

// In single quotes, with control characters, backslashes and quotes escaped; cut after 40
// characters.
function showName(name: unknown): string {
  if (typeof name !== "string") return `(a value of type ${name === null ? "null" : typeof name})`;
  const quoted = (text: string): string =>
    `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
  return name.length > 40
    ? `${quoted(`${name.slice(0, 40)}...`)} (${name.length} characters)`
    : quoted(name);
}
