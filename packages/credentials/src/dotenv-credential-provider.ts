// Credentials from a dotenv file, parsed into a private map: never into process.env,
// and without printing anything.
import { readFile } from "node:fs/promises";
import { assertCredentialName } from "./credential-name";
import type { CredentialLookupOptions, CredentialProvider } from "./credential-provider";
import { backendFailure } from "./internal/backend-failure";
import { describeSystemError, errorCode } from "./internal/describe-system-error";
import { parseDotenv } from "./internal/parse-dotenv";
import { untilAborted } from "./internal/until-aborted";
import { VariableNameMapping } from "./internal/variable-name-mapping";

/** Options of {@link DotenvCredentialProvider}. */
export interface DotenvCredentialProviderOptions {
  /** The dotenv file. */
  path: string;
  /**
   * Prepended to the key derived from a credential name (the name upper-cased with `-`
   * and `.` turned into `_`); default `""`: `weather-api-key` reads `WEATHER_API_KEY`.
   */
  prefix?: string;
  /** Reads only these credentials, each from its own key: `{ "weather-api-key": "WEATHER_KEY" }`. */
  map?: Readonly<Record<string, string>>;
  /** The name used in messages; default `"dotenv"`. */
  name?: string;
}

/**
 * A backend reading a dotenv file, for development. The file is read once, at the first
 * lookup (or at once with {@link DotenvCredentialProvider.load}); a failed read is
 * retried at the next lookup. Names map to keys as in the environment backend, and two
 * spellings of one key are refused. `KEY=` is the empty value `""`.
 *
 * @example
 * ```ts
 * import { DotenvCredentialProvider } from "@kit/credentials";
 *
 * // .env holds the line: WEATHER_API_KEY="dev-key"
 * const provider = new DotenvCredentialProvider({ path: ".env" });
 * const key = await provider.get("weather-api-key"); // "dev-key"
 * ```
 */
export class DotenvCredentialProvider implements CredentialProvider {
  /** The name used in messages. */
  readonly name: string;
  /** The dotenv file. */
  readonly path: string;
  readonly #mapping: VariableNameMapping;
  #entries: Promise<ReadonlyMap<string, string>> | undefined;

  /**
   * Creates the provider without reading the file.
   * @throws TypeError without a path or with a malformed prefix or map; CredentialError for
   * a map with an invalid name or two names sent to one key.
   */
  constructor(options: DotenvCredentialProviderOptions) {
    if (typeof options?.path !== "string" || options.path === "") {
      throw new TypeError("DotenvCredentialProvider: 'path' must be a non-empty string");
    }
    this.#mapping = new VariableNameMapping({
      prefix: options.prefix,
      map: options.map,
      noun: "dotenv key",
      owner: "DotenvCredentialProvider",
      prefixRequired: false,
    });
    this.path = options.path;
    this.name = options.name ?? "dotenv";
  }

  /**
   * Creates the provider and reads the file at once, so a broken file fails at start-up.
   * @throws CredentialBackendError (with `credential` `""`) when the file cannot be read or
   * parsed; as the constructor otherwise.
   */
  static async load(options: DotenvCredentialProviderOptions): Promise<DotenvCredentialProvider> {
    const provider = new DotenvCredentialProvider(options);
    await provider.#load("");
    return provider;
  }

  /**
   * Looks one credential up in the file.
   * @returns the value, or `undefined` when the file has no such key.
   * @throws CredentialError for an invalid or ambiguous name; CredentialBackendError when
   * the file cannot be read or parsed; the signal's `reason` when aborted.
   */
  async get(name: string, options: CredentialLookupOptions = {}): Promise<string | undefined> {
    assertCredentialName(name);
    options.signal?.throwIfAborted();
    const key = this.#mapping.variableOf(name);
    // A name that the map does not list never depends on the file, nor on its state.
    if (key === undefined) return undefined;
    const entries = await untilAborted(this.#load(name), options.signal);
    return entries.get(key);
  }

  /**
   * Says which key of which file holds a credential, for "not found" messages.
   * @returns `the dotenv key 'WEATHER_API_KEY' of '.env'`, or that the map does not list the name.
   */
  describeLookup(name: string): string {
    return this.#mapping.describe(name, ` of '${this.path}'`);
  }

  /**
   * The JSON form: the provider's name and path, never a value.
   */
  toJSON(): { name: string; path: string } {
    return { name: this.name, path: this.path };
  }

  async #load(credential: string): Promise<ReadonlyMap<string, string>> {
    this.#entries ??= readEntries(this.path);
    const entries = this.#entries;
    try {
      return await entries;
    } catch (error) {
      if (this.#entries === entries) this.#entries = undefined;
      const { what, cause } = error as LoadFailure;
      const where = `'${this.path}'`;
      throw backendFailure({ provider: this.name, credential, where, what, cause });
    }
  }
}

interface LoadFailure {
  what: string;
  cause?: unknown;
}

async function readEntries(path: string): Promise<ReadonlyMap<string, string>> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    const what =
      errorCode(error) === "ENOENT" ? "the file does not exist" : describeSystemError(error);
    throw { what, cause: error } satisfies LoadFailure;
  }
  try {
    return parseDotenv(text);
  } catch (error) {
    // The parser's message names the line and what is wrong with it, never its text.
    throw { what: (error as SyntaxError).message } satisfies LoadFailure;
  }
}
