// Credentials from process environment variables, under an explicit prefix or map only.
import { assertCredentialName } from "./credential-name";
import type { CredentialLookupOptions, CredentialProvider } from "./credential-provider";
import { backendFailure } from "./internal/backend-failure";
import { VariableNameMapping } from "./internal/variable-name-mapping";

/** Options of {@link EnvironmentCredentialProvider}; give `prefix` or `map`. */
export interface EnvironmentCredentialProviderOptions {
  /**
   * Reads `<prefix><NAME>`, where NAME is the credential name upper-cased with `-` and `.`
   * turned into `_`: with `"KIT_CREDENTIAL_"`, `weather-api-key` is read from
   * `KIT_CREDENTIAL_WEATHER_API_KEY`. ASCII letters, digits and `_`; never empty.
   */
  prefix?: string;
  /** Reads only these credentials, each from its own variable: `{ "weather-api-key": "WEATHER_KEY" }`. */
  map?: Readonly<Record<string, string>>;
  /** Whether a variable set to `""` is a value; default `false` (it counts as missing). */
  emptyIsValue?: boolean;
  /** The environment to read; default `process.env`, read at each lookup. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The name used in messages; default `"env"`. */
  name?: string;
}

/**
 * A backend reading environment variables. A credential name never turns into an
 * arbitrary lookup: only variables under the explicit prefix, or those of the explicit
 * map, are read. Under a prefix several spellings share a variable (`a-b`, `a.b`, `A_B`
 * all read `<prefix>A_B`): the first spelling looked up claims it, and a lookup of another
 * spelling is refused with a `CredentialError`. A map that sends two names to one
 * variable is refused at construction.
 *
 * @example
 * ```ts
 * import { EnvironmentCredentialProvider } from "@kit/credentials";
 *
 * // Run as: KIT_CREDENTIAL_WEATHER_API_KEY=... node app.js
 * const provider = new EnvironmentCredentialProvider({ prefix: "KIT_CREDENTIAL_" });
 * const key = await provider.get("weather-api-key");
 * ```
 */
export class EnvironmentCredentialProvider implements CredentialProvider {
  /** The name used in messages. */
  readonly name: string;
  readonly #mapping: VariableNameMapping;
  readonly #env: Readonly<Record<string, string | undefined>>;
  readonly #emptyIsValue: boolean;

  /**
   * Creates the provider.
   * @throws TypeError without a valid prefix or map; CredentialError for a map with an
   * invalid name or two names sent to one variable.
   */
  constructor(options: EnvironmentCredentialProviderOptions) {
    this.#mapping = new VariableNameMapping({
      prefix: options.prefix,
      map: options.map,
      noun: "environment variable",
      owner: "EnvironmentCredentialProvider",
      prefixRequired: true,
    });
    this.#env = options.env ?? process.env;
    this.#emptyIsValue = options.emptyIsValue ?? false;
    this.name = options.name ?? "env";
  }

  /**
   * Reads one credential's variable.
   * @returns the value; `undefined` when the variable is unset (or empty, by default).
   * @throws CredentialError for an invalid or ambiguous name; CredentialBackendError when
   * the environment cannot be read; the signal's `reason` when aborted.
   */
  async get(name: string, options: CredentialLookupOptions = {}): Promise<string | undefined> {
    assertCredentialName(name);
    options.signal?.throwIfAborted();
    const variable = this.#mapping.variableOf(name);
    if (variable === undefined) return undefined;
    let value: unknown;
    try {
      value = Object.hasOwn(this.#env, variable) ? this.#env[variable] : undefined;
    } catch (error) {
      throw backendFailure({
        provider: this.name,
        credential: name,
        what: `the environment variable '${variable}' could not be read`,
        cause: error,
      });
    }
    if (typeof value !== "string") return undefined;
    return value === "" && !this.#emptyIsValue ? undefined : value;
  }

  /**
   * Says which variable holds a credential, for "not found" messages.
   * @returns `the environment variable 'KIT_CREDENTIAL_WEATHER_API_KEY'`, or that the map
   * does not list the name.
   */
  describeLookup(name: string): string {
    return this.#mapping.describe(name);
  }

  /**
   * The JSON form: the provider's name only.
   */
  toJSON(): { name: string } {
    return { name: this.name };
  }
}
