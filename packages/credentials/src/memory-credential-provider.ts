// Credentials held in this process's memory, writable: for tests, for tokens that need not
// outlive the process, and as the store of a client that obtains secrets at run time.
import { assertCredentialName } from "./credential-name";
import type { CredentialLookupOptions } from "./credential-provider";
import { checkSecretValue } from "./internal/check-secret-value";
import type { WritableCredentialProvider } from "./writable-credential-provider";

/** Options of {@link MemoryCredentialProvider}. */
export interface MemoryCredentialProviderOptions {
  /** The name used in messages; default `"memory"`. */
  name?: string;
}

/**
 * A writable backend in memory. Unlike `StaticCredentialProvider` (a fixed set), it can be
 * written with `set` and `delete`; its values end with the process. Neither `util.inspect` nor
 * `JSON.stringify` shows a value.
 *
 * @example
 * ```ts
 * import { MemoryCredentialProvider } from "@kit/credentials";
 *
 * const memory = new MemoryCredentialProvider({ "weather-api-key": "test-key" });
 * await memory.set("oauth-token", "t-1");
 * await memory.get("oauth-token"); // "t-1"
 * ```
 */
export class MemoryCredentialProvider implements WritableCredentialProvider {
  /** The name used in messages. */
  readonly name: string;
  readonly #values = new Map<string, string>();

  /**
   * Creates the provider, holding a copy of the initial values.
   * @param values - credential names and values to start with.
   * @throws CredentialError for an invalid credential name; TypeError for a value that is not
   * a string.
   */
  constructor(
    values: Readonly<Record<string, string>> | ReadonlyMap<string, string> = {},
    options: MemoryCredentialProviderOptions = {},
  ) {
    this.name = options.name ?? "memory";
    for (const [name, value] of values instanceof Map ? values : Object.entries(values)) {
      assertCredentialName(name);
      checkSecretValue(this.name, name, value);
      this.#values.set(name, value);
    }
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
   * Stores a value, replacing any other.
   * @throws CredentialError for an invalid name; TypeError for a value that is not a string;
   * the signal's `reason` when aborted.
   */
  async set(name: string, value: string, options: CredentialLookupOptions = {}): Promise<void> {
    assertCredentialName(name);
    checkSecretValue(this.name, name, value);
    options.signal?.throwIfAborted();
    this.#values.set(name, value);
  }

  /**
   * Removes a credential.
   * @returns whether it was held.
   * @throws CredentialError for an invalid name; the signal's `reason` when aborted.
   */
  async delete(name: string, options: CredentialLookupOptions = {}): Promise<boolean> {
    assertCredentialName(name);
    options.signal?.throwIfAborted();
    return this.#values.delete(name);
  }

  /** The JSON form: the provider's name and the credential names, never a value. */
  toJSON(): { name: string; credentials: string[] } {
    return { name: this.name, credentials: [...this.#values.keys()] };
  }
}
