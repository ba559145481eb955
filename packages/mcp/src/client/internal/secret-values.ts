// The values a connection must never show: those of its `env` and its `headers`, and the
// tokens and client secrets its OAuth obtains. Errors of the
// SDK and of Node.js, and a child process's stderr, may repeat them; they are replaced before
// anything leaves the connection.

const REDACTED = "[REDACTED]";

// A value this short (`"1"`, `"true"`) is not a secret, and replacing it would garble text.
const MIN_SECRET_LENGTH = 4;

/** Replaces each of a connection's secret values in text by `[REDACTED]`. */
export class SecretValues {
  #values: readonly string[] = [];

  /** @param values - every env and header value of the connection. */
  constructor(values: Iterable<string>) {
    this.add(values);
  }

  /**
   * Adds values learned later (credentials resolved on a connect, an OAuth token, a registered
   * client's secret); those known stay.
   */
  add(values: Iterable<string> | string): void {
    if (typeof values === "string") values = [values];
    // Longest first, so a value that contains another is replaced whole.
    this.#values = [...new Set([...this.#values, ...values])]
      .filter((value) => value.length >= MIN_SECRET_LENGTH)
      .sort((a, b) => b.length - a.length);
  }

  /** Whether there is no value to replace (a connection without `env` or `headers`). */
  get empty(): boolean {
    return this.#values.length === 0;
  }

  /** The text with every secret value replaced. */
  clean(text: string): string {
    let cleaned = text;
    for (const value of this.#values) {
      if (cleaned.includes(value)) cleaned = cleaned.split(value).join(REDACTED);
    }
    return cleaned;
  }

  /**
   * The text of a tail cut off at its start, with every secret value replaced, and the end of
   * one at its very start too (the rest of a secret whose head was cut off).
   */
  cleanTail(text: string): string {
    for (const value of this.#values) {
      for (let length = Math.min(value.length - 1, text.length); length > 0; length--) {
        if (text.startsWith(value.slice(value.length - length))) {
          return this.clean(REDACTED + text.slice(length));
        }
      }
    }
    return this.clean(text);
  }

  /**
   * An error (and its causes) safe to show: the same object when no message or field holds a
   * secret, else a plain `Error` copy with the same `name`, the messages cleaned. Anything that
   * is not an `Error` becomes its cleaned string form.
   */
  cleanError(error: unknown, depth = 0): unknown {
    if (!(error instanceof Error)) {
      return typeof error === "string" ? this.clean(error) : error;
    }
    const message = this.clean(error.message);
    const cause =
      depth < 8 && error.cause !== undefined ? this.cleanError(error.cause, depth + 1) : undefined;
    if (message === error.message && cause === error.cause && !this.#holdsSecret(error)) {
      return error;
    }
    const copy = new Error(message, cause === undefined ? undefined : { cause });
    copy.name = error.name;
    copy.stack = `${copy.name}: ${message}`;
    return copy;
  }

  // Whether the error's own fields (the SDK's `data`, with a refused response's body) hold one.
  #holdsSecret(error: Error): boolean {
    let json: string | undefined;
    try {
      json = JSON.stringify(error);
    } catch {
      return true;
    }
    return json !== undefined && this.clean(json) !== json;
  }
}
