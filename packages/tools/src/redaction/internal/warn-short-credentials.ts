// Hot path: runs on every call of a tool that declares credentials (a length check per value).
// A credential value too short to hide inside other text is hidden only where a whole string
// equals it; the process hears about it once per credential name, never the value itself.
import { MIN_SUBSTRING_SECRET_LENGTH } from "./redactor";

/** The `code` of the warning, for `process.on("warning")` listeners and `--disable-warning`. */
export const SHORT_CREDENTIAL_WARNING_CODE = "KIT_SHORT_CREDENTIAL";

// Process-wide, as Node.js's own warnings are: a name warned about once stays quiet.
const warned = new Set<string>();

/**
 * Emits a process warning for each credential whose value is shorter than
 * `MIN_SUBSTRING_SECRET_LENGTH`, the first time such a value is resolved for its name. An empty
 * value hides nothing and is not warned about.
 * @param credentials - the resolved credentials, by name.
 */
export function warnShortCredentials(credentials: Readonly<Record<string, string>>): void {
  for (const name in credentials) {
    const { length } = credentials[name] as string;
    if (length === 0 || length >= MIN_SUBSTRING_SECRET_LENGTH || warned.has(name)) continue;
    warned.add(name);
    globalThis.process?.emitWarning?.(
      `The value of credential '${name}' is shorter than ${MIN_SUBSTRING_SECRET_LENGTH} characters: it is redacted only where a whole string equals it, never inside longer text. Use a longer value, or keep it out of outputs and messages.`,
      { code: SHORT_CREDENTIAL_WARNING_CODE },
    );
  }
}
