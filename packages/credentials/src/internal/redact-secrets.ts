// Cleans text and underlying errors so that neither a known secret value nor an obvious
// token reaches a message, a stack or a cause chain. Originals are never changed.
import { inspect } from "node:util";

/** What a removed secret or token is replaced by. */
export const REDACTED = "[REDACTED]";

// Applied in order, each to the text the previous one left. `\w` is [A-Za-z0-9_] (no `u` flag).
// Replacements are spelled out: a template with `${REDACTED}` would keep this list in bundles
// that never use it.
const TOKEN_PATTERNS: readonly [RegExp, string][] = [
  // Authorization schemes: "Bearer abc", "Basic dXNlcjpw".
  [/\b((?:Bearer|Basic|Token)\s+)[\w.~+/=-]+/gi, "$1[REDACTED]"],
  // key=value and key: value where the key looks secret.
  [
    /\b([\w-]*(?:token|secret|passw(?:or)?d|(?:api|access|private)[_-]?key|authorization)[\w-]*["']?\s*[=:]\s*["']?)[^\s"'&,;]+/gi,
    "$1[REDACTED]",
  ],
  // User information in URLs: https://user:password@host.
  [/(\/\/)[^/\s:@]+:[^/\s@]+@/g, "$1[REDACTED]@"],
  // JSON Web Tokens.
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, REDACTED],
];

// Harmless diagnostic fields a cleaned copy keeps. Literals only at the top level, so that a
// bundle that does not use this module drops it (a call such as .split() would be kept).
const SAFE_KEYS: readonly string[] = [
  "code",
  "errno",
  "syscall",
  "path",
  "dest",
  "status",
  "statusCode",
  "exitCode",
  "signal",
  "killed",
];

/**
 * Replaces every known secret value, then every obvious token, in a text.
 * @param secrets - values to remove; empty strings are ignored.
 */
export function redactText(text: string, secrets: readonly string[] = []): string {
  let result = replaceSecrets(text, secrets);
  for (const [pattern, replacement] of TOKEN_PATTERNS) {
    result = result.replace(pattern, replacement);
  }
  // Long runs of base64 or hex with both letters and digits look like keys, not words.
  return result.replace(/[\w+=-]{40,}/g, (run) =>
    /\d/.test(run) && /[a-z]/i.test(run) ? REDACTED : run,
  );
}

/**
 * Replaces every known secret value in a text, and nothing else.
 * @param secrets - values to remove; empty strings are ignored.
 * @returns the text with each value replaced by `[REDACTED]`.
 */
export function replaceSecrets(text: string, secrets: readonly string[]): string {
  // Longest first, so that a value containing another one goes as a whole.
  return known(secrets)
    .sort((a, b) => b.length - a.length)
    .reduce((result, secret) => result.replaceAll(secret, REDACTED), text);
}

/**
 * Makes a cleaned copy of a thrown value: an `Error` with the same `name`, a cleaned
 * message and stack, the harmless diagnostic fields (`code`, `errno`, `path`, ...) and a
 * cleaned `cause` chain. Anything else the original carried (response bodies, output
 * buffers, headers) is left behind.
 * @param depth - how deep in a cause chain `value` is; the chain is cut below 8.
 * @returns a new error; the original is not changed.
 */
export function cleanError(value: unknown, secrets: readonly string[] = [], depth = 0): Error {
  const clean = (text: string): string => redactText(text, secrets);
  const inner = (item: unknown): Error => cleanError(item, secrets, depth + 1);
  const message = isObject(value) ? Reflect.get(value, "message") : undefined;
  if (typeof message !== "string") {
    return new Error(
      typeof value === "string"
        ? clean(value)
        : `Non-error value thrown${value === null ? ": null" : `, of type ${typeof value}`}`,
    );
  }
  const copy = new Error(clean(message));
  const { name, stack } = value as Error;
  if (typeof name === "string" && name !== "Error") define(copy, "name", clean(name));
  define(copy, "stack", typeof stack === "string" ? clean(stack) : undefined);
  for (const key of SAFE_KEYS) {
    const field = own(value, key);
    if (typeof field === "string") define(copy, key, clean(field), true);
    else if (typeof field === "number" || typeof field === "boolean")
      define(copy, key, field, true);
  }
  if (depth < 8) {
    if (Object.hasOwn(value as object, "cause")) define(copy, "cause", inner(own(value, "cause")));
    const errors = own(value, "errors");
    if (Array.isArray(errors)) define(copy, "errors", errors.map(inner));
  }
  return copy;
}

/**
 * Error options holding a cleaned copy of a cause, or no cause at all when it is `undefined`.
 */
export function cleanCause(cause: unknown, secrets: readonly string[]): { cause?: Error } {
  return cause === undefined ? {} : { cause: cleanError(cause, secrets) };
}

/**
 * Tells whether any known secret appears anywhere in what `util.inspect` shows of a value,
 * hidden properties and the whole cause chain included.
 * @param secrets - the values to look for; empty strings are ignored.
 * @returns `true` when one of them appears.
 */
export function containsSecret(value: unknown, secrets: readonly string[]): boolean {
  const values = known(secrets);
  if (values.length === 0) return false;
  let text = inspect(value, { depth: Infinity, showHidden: true });
  if (value instanceof Error) text += `\n${value.message}\n${value.stack ?? ""}`;
  return values.some((secret) => text.includes(secret));
}

function known(secrets: readonly string[]): string[] {
  return secrets.filter((secret) => secret.length > 0);
}

function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

function own(value: unknown, key: string): unknown {
  return Object.hasOwn(value as object, key) ? Reflect.get(value as object, key) : undefined;
}

function define(target: object, key: string, value: unknown, enumerable = false): void {
  Object.defineProperty(target, key, { value, enumerable, writable: true, configurable: true });
}
