// Cleans text and underlying errors so that neither a known secret value nor an obvious
// token reaches a message, a stack or a cause chain. Originals are never changed.
import { inspect } from "node:util";

/** What a removed secret or token is replaced by. */
export const REDACTED = "[REDACTED]";

const TOKEN_PATTERNS: readonly [RegExp, string][] = [
  // Authorization schemes: "Bearer abc", "Basic dXNlcjpw".
  [/\b(Bearer|Basic|Token)(\s+)[A-Za-z0-9._~+/=-]+/gi, `$1$2${REDACTED}`],
  // key=value and key: value where the key looks secret.
  [
    /\b([A-Za-z0-9_-]*(?:token|secret|password|passwd|api[_-]?key|access[_-]?key|private[_-]?key|authorization)[A-Za-z0-9_-]*)(["']?\s*[=:]\s*["']?)[^\s"'&,;]+/gi,
    `$1$2${REDACTED}`,
  ],
  // User information in URLs: https://user:password@host.
  [/(\/\/)[^/\s:@]+:[^/\s@]+@/g, `$1${REDACTED}@`],
  // JSON Web Tokens.
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REDACTED],
];

// Long runs of base64 or hex with both letters and digits look like keys, not words.
const LONG_RUN = /[A-Za-z0-9+_=-]{40,}/g;

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
const MAX_DEPTH = 8;

/**
 * Replaces every known secret value, then every obvious token, in a text.
 * @param text - any text.
 * @param secrets - values to remove; empty strings are ignored.
 * @returns the cleaned text.
 */
export function redactText(text: string, secrets: readonly string[] = []): string {
  let result = replaceSecrets(text, secrets);
  for (const [pattern, replacement] of TOKEN_PATTERNS)
    result = result.replace(pattern, replacement);
  return result.replace(LONG_RUN, (run) =>
    /\d/.test(run) && /[A-Za-z]/.test(run) ? REDACTED : run,
  );
}

/**
 * Replaces every known secret value in a text, and nothing else.
 * @param text - any text.
 * @param secrets - values to remove; empty strings are ignored.
 * @returns the text with each value replaced by `[REDACTED]`.
 */
export function replaceSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  const known = secrets.filter((secret) => secret.length > 0).sort((a, b) => b.length - a.length);
  for (const secret of known) result = result.split(secret).join(REDACTED);
  return result;
}

/**
 * Makes a cleaned copy of a thrown value: an `Error` with the same `name`, a cleaned
 * message and stack, the harmless diagnostic fields (`code`, `errno`, `path`, ...) and a
 * cleaned `cause` chain. Anything else the original carried (response bodies, output
 * buffers, headers) is left behind.
 * @param value - what was thrown.
 * @param secrets - known values to remove.
 * @returns a new error; the original is not changed.
 */
export function cleanError(value: unknown, secrets: readonly string[] = []): Error {
  return cleanAt(value, secrets, 0);
}

function cleanAt(value: unknown, secrets: readonly string[], depth: number): Error {
  if (!isErrorLike(value)) {
    const text = typeof value === "string" ? redactText(value, secrets) : describe(value);
    return new Error(text);
  }
  const copy = new Error(redactText(value.message, secrets));
  const name = value.name;
  if (typeof name === "string" && name !== "Error") define(copy, "name", redactText(name, secrets));
  const stack = value.stack;
  define(copy, "stack", typeof stack === "string" ? redactText(stack, secrets) : undefined);
  for (const key of SAFE_KEYS) {
    const field: unknown = Object.hasOwn(value, key) ? Reflect.get(value, key) : undefined;
    if (typeof field === "string") define(copy, key, redactText(field, secrets), true);
    else if (typeof field === "number" || typeof field === "boolean")
      define(copy, key, field, true);
  }
  if (depth < MAX_DEPTH && Object.hasOwn(value, "cause")) {
    define(copy, "cause", cleanAt(Reflect.get(value, "cause"), secrets, depth + 1));
  }
  const errors: unknown = Object.hasOwn(value, "errors") ? Reflect.get(value, "errors") : undefined;
  if (depth < MAX_DEPTH && Array.isArray(errors)) {
    define(
      copy,
      "errors",
      errors.map((item: unknown) => cleanAt(item, secrets, depth + 1)),
    );
  }
  return copy;
}

/**
 * Tells whether any known secret appears anywhere in what `util.inspect` shows of a value,
 * hidden properties and the whole cause chain included.
 * @param value - an error or any value.
 * @param secrets - the values to look for; empty strings are ignored.
 * @returns `true` when one of them appears.
 */
export function containsSecret(value: unknown, secrets: readonly string[]): boolean {
  const known = secrets.filter((secret) => secret.length > 0);
  if (known.length === 0) return false;
  const text = `${inspect(value, { depth: Number.POSITIVE_INFINITY, showHidden: true })}\n${
    value instanceof Error ? `${value.message}\n${value.stack ?? ""}` : ""
  }`;
  return known.some((secret) => text.includes(secret));
}

function isErrorLike(
  value: unknown,
): value is { message: string; name?: unknown; stack?: unknown } {
  if (value instanceof Error) return true;
  return (
    typeof value === "object" && value !== null && typeof Reflect.get(value, "message") === "string"
  );
}

function describe(value: unknown): string {
  if (value === null) return "Non-error value thrown: null";
  return `Non-error value thrown, of type ${typeof value}`;
}

function define(target: object, key: string, value: unknown, enumerable = false): void {
  Object.defineProperty(target, key, { value, enumerable, writable: true, configurable: true });
}
