// A backend for the operating system's keyring (Secret Service on Linux, Keychain on
// macOS, Credential Manager on Windows) through the optional peer `@napi-rs/keyring`.
import { assertCredentialName } from "./credential-name";
import type { CredentialLookupOptions } from "./credential-provider";
import type { CredentialBackendError } from "./errors/credential-backend-error";
import { backendFailure } from "./internal/backend-failure";
import { checkSecretValue } from "./internal/check-secret-value";
import { loadKeyringModule } from "./internal/load-keyring-module";
import { untilAborted } from "./internal/until-aborted";
import type { KeyringEntry, KeyringModule } from "./keyring-module";
import type { WritableCredentialProvider } from "./writable-credential-provider";

type Operation = "look up" | "store" | "delete";

/** Options of {@link KeyringCredentialProvider}. */
export interface KeyringCredentialProviderOptions {
  /** The keyring service the entries belong to, e.g. `"my-agent"`. */
  service: string;
  /** Credential name -> keyring account (user name). Names not listed use themselves. */
  accounts?: Readonly<Record<string, string>>;
  /** The provider's name in messages. Default: `"keyring"`. */
  name?: string;
  /** An already loaded `@napi-rs/keyring` (or a stand-in); by default it is imported on first use. */
  module?: KeyringModule;
}

/**
 * Looks credentials up in the OS keyring: entry (service, account) holds the value.
 * `@napi-rs/keyring` is loaded on the first lookup, so importing this module works without
 * it. A missing entry is `undefined`; a locked keyring, an absent Secret Service or a D-Bus
 * error is a {@link CredentialBackendError}, never "missing". `set` and `delete` write and
 * remove the same entry (a locked keyring may ask the user to unlock it).
 *
 * @example
 * ```ts
 * import { KeyringCredentialProvider } from "@kit/credentials/keyring";
 * // secret-tool store --label="weather" service my-agent username weather-api-key
 * const keyring = new KeyringCredentialProvider({ service: "my-agent" });
 * const key = await keyring.get("weather-api-key");
 * ```
 */
export class KeyringCredentialProvider implements WritableCredentialProvider {
  /** The provider's name in messages, `"keyring"` unless configured. */
  readonly name: string;
  readonly #service: string;
  readonly #accounts: ReadonlyMap<string, string>;
  readonly #module: KeyringModule | undefined;

  /**
   * Creates the provider; nothing is loaded or read until {@link KeyringCredentialProvider.get}.
   * @throws TypeError when `service` or an account is not a non-empty string; CredentialError
   * when a key of `accounts` is not a valid credential name.
   */
  constructor(options: KeyringCredentialProviderOptions) {
    if (typeof options.service !== "string" || options.service.length === 0) {
      throw new TypeError("KeyringCredentialProvider: 'service' must be a non-empty string");
    }
    const accounts = new Map<string, string>();
    for (const [name, account] of Object.entries(options.accounts ?? {})) {
      assertCredentialName(name);
      if (typeof account !== "string" || account.length === 0) {
        throw new TypeError(
          `KeyringCredentialProvider: the account of '${name}' must be a non-empty string.`,
        );
      }
      accounts.set(name, account);
    }
    this.name = options.name ?? "keyring";
    this.#service = options.service;
    this.#accounts = accounts;
    this.#module = options.module;
  }

  /**
   * Reads one entry.
   * @param name - the credential name; checked before the keyring is touched.
   * @returns the value, or `undefined` when the keyring has no such entry.
   * @throws CredentialError for an invalid name; CredentialBackendError when
   * `@napi-rs/keyring` is missing or the keyring cannot be read (locked, no Secret
   * Service, D-Bus error); the signal's `reason` on abort.
   */
  async get(name: string, options: CredentialLookupOptions = {}): Promise<string | undefined> {
    assertCredentialName(name);
    options.signal?.throwIfAborted();
    const account = this.#accounts.get(name) ?? name;
    return untilAborted(this.#read(name, account), options.signal);
  }

  /**
   * Writes one entry, replacing its value.
   * @throws CredentialError for an invalid name; TypeError for a value that is not a string;
   * CredentialBackendError when `@napi-rs/keyring` is missing or the keyring refuses the write
   * (locked, no Secret Service, denied); the signal's `reason` on abort.
   */
  async set(name: string, value: string, options: CredentialLookupOptions = {}): Promise<void> {
    assertCredentialName(name);
    checkSecretValue(this.name, name, value);
    options.signal?.throwIfAborted();
    const write = this.#write(
      name,
      "store",
      async (entry) => {
        if (entry.setPassword === undefined) throw new TypeError("the keyring module cannot write");
        await entry.setPassword(value);
      },
      [value],
    );
    await untilAborted(write, options.signal);
  }

  /**
   * Removes one entry.
   * @returns whether the keyring had it.
   * @throws CredentialError for an invalid name; CredentialBackendError when `@napi-rs/keyring`
   * is missing or the keyring refuses (locked, no Secret Service, denied); the signal's
   * `reason` on abort.
   */
  async delete(name: string, options: CredentialLookupOptions = {}): Promise<boolean> {
    assertCredentialName(name);
    options.signal?.throwIfAborted();
    const remove = this.#write(name, "delete", async (entry, module, account) => {
      if (entry.deleteCredential === undefined) {
        throw new TypeError("the keyring module cannot delete");
      }
      // Without a Secret Service, @napi-rs/keyring's delete answers from the kernel's session
      // keyring only; listing the service first reports a store that cannot be reached.
      const listed = await module.findCredentialsAsync(this.#service);
      const held = listed.some((credential) => credential.account === account);
      return (await entry.deleteCredential()) === true || held;
    });
    return untilAborted(remove, options.signal);
  }

  /**
   * Says which keyring entry holds a credential, for "not found" messages.
   * @returns `the keyring entry of service 'my-agent', account 'weather-api-key'`.
   */
  describeLookup(name: string): string {
    const account = this.#accounts.get(name) ?? name;
    return `the keyring entry of service '${this.#service}', account '${account}'`;
  }

  async #load(name: string, account: string, operation: Operation): Promise<KeyringModule> {
    try {
      return this.#module ?? (await loadKeyringModule());
    } catch (error) {
      throw this.#failure(
        name,
        account,
        "'@napi-rs/keyring' could not be loaded; this backend needs it installed (`npm install @napi-rs/keyring`)",
        error,
        operation,
      );
    }
  }

  async #write<T>(
    name: string,
    operation: "store" | "delete",
    action: (entry: KeyringEntry, module: KeyringModule, account: string) => Promise<T>,
    secrets: readonly string[] = [],
  ): Promise<T> {
    const account = this.#accounts.get(name) ?? name;
    const module = await this.#load(name, account, operation);
    try {
      return await action(new module.AsyncEntry(this.#service, account), module, account);
    } catch (error) {
      const what =
        error instanceof TypeError && error.message.startsWith("the keyring module")
          ? error.message
          : `the keyring refused to ${operation} it (locked, unavailable or denied)`;
      throw this.#failure(name, account, what, error, operation, secrets);
    }
  }

  async #read(name: string, account: string): Promise<string | undefined> {
    const module = await this.#load(name, account, "look up");
    try {
      const value = await new module.AsyncEntry(this.#service, account).getPassword();
      if (typeof value === "string") return value;
      // Some versions of @napi-rs/keyring answer "no entry" also for a locked keyring or an
      // absent Secret Service; listing the service reports those failures, so confirm with it.
      const listed = await module.findCredentialsAsync(this.#service);
      return listed.find((credential) => credential.account === account)?.password;
    } catch (error) {
      throw this.#failure(
        name,
        account,
        "the keyring could not be read (locked, unavailable or denied)",
        error,
      );
    }
  }

  #failure(
    name: string,
    account: string,
    what: string,
    cause: unknown,
    operation: Operation = "look up",
    secrets: readonly string[] = [],
  ): CredentialBackendError {
    const where = `service '${this.#service}', account '${account}'`;
    const failure = { provider: this.name, credential: name, where, what, cause, operation };
    return backendFailure({ ...failure, secrets });
  }
}
