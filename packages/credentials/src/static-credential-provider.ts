// Credentials held in memory: for tests, and for applications that load secrets themselves.
import { assertCredentialName } from "./credential-name";
import type { CredentialLookupOptions, CredentialProvider } from "./credential-provider";

/** Options of {@link StaticCredentialProvider}. */
export interface StaticCredentialProviderOptions {
  /** The name used in messages; default `"static"`. */
  name?: string;
}

/**
 * A backend holding a fixed set of credentials in memory. The values are copied at
 * construction, so later changes to the caller's object are not seen; neither
 * `util.inspect` nor `JSON.stringify` shows them.
 *
 * @example
 * ```ts
 * import { StaticCredentialProvider } from "@kit/credentials";
 *
 * const provider = new StaticCredentialProvider({ "weather-api-key": "test-key" });
 * const key = await provider.get("weather-api-key"); // "test-key"
 * ```
 */
export class StaticCredentialProvider implements CredentialProvider {
  /** The name used in messages. */
  readonly name: string;
  readonly #values: ReadonlyMap<string, string>;

  /**
   * Creates the provider.
   * @param values - credential names and values, as a record or a `Map`.
   * @throws CredentialError for an invalid credential name; TypeError for a value that is
   * not a string.
   */
  constructor(
    values: Readonly<Record<string, string>> | ReadonlyMap<string, string>,
    options: StaticCredentialProviderOptions = {},
  ) {
    const copy = new Map(values instanceof Map ? values : Object.entries(values));
    for (const [name, value] of copy) {
      assertCredentialName(name);
      if (typeof value !== "string") {
        throw new TypeError(`StaticCredentialProvider: the value of '${name}' is not a string.`);
      }
    }
    this.#values = copy;
    this.name = options.name ?? "static";
    // util.inspect and console.log show what toJSON shows.
    Object.defineProperty(this, Symbol.for("nodejs.util.inspect.custom"), {
      value: () => this.toJSON(),
    });
  }

  /**
   * Looks one credential up.
   * @returns the value, or `undefined` when it is not held.
   * @throws CredentialError for an invalid name; the signal's `reason` when aborted.
   */
  async get(name: string, options: CredentialLookupOptions = {}): Promise<string | undefined> {
    assertCredentialName(name);
    options.signal?.throwIfAborted();
    return this.#values.get(name);
  }

  /**
   * The JSON form: the provider's name and the credential names, never a value.
   */
  toJSON(): { name: string; credentials: string[] } {
    return { name: this.name, credentials: [...this.#values.keys()] };
  }
}
