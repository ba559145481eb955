// Resolves a whole set of credential names against providers asked in order.
import { CredentialBackendError } from "./credential-backend-error";
import { CredentialError } from "./credential-error";
import { assertCredentialName } from "./credential-name";
import { CredentialNotFoundError } from "./credential-not-found-error";
import type { CredentialLookupOptions, CredentialProvider } from "./credential-provider";
import { cleanError, containsSecret, replaceSecrets } from "./redact-secrets";
import { untilAborted } from "./until-aborted";

type Outcome =
  | { kind: "value"; value: string }
  | { kind: "missing" }
  | { kind: "failed"; error: CredentialError };

const DETAIL_LENGTH = 200;

/**
 * Resolves sets of credentials, asking its providers in order for each name.
 *
 * @example
 * ```ts
 * const credentials = new CredentialManager([
 *   new SecretsDirectoryCredentialProvider({ directory: "/run/secrets" }),
 *   new EnvironmentCredentialProvider({ prefix: "KIT_CREDENTIAL_" }),
 * ]);
 * const { "weather-api-key": apiKey } = await credentials.resolve(["weather-api-key"]);
 * ```
 */
export class CredentialManager {
  /** The providers, in the order they are asked. */
  readonly providers: readonly CredentialProvider[];

  /**
   * Creates a manager.
   * @param providers - one provider, or several asked in order.
   * @throws TypeError when the list is empty or holds something that is not a provider.
   */
  constructor(providers: CredentialProvider | readonly CredentialProvider[]) {
    const list: readonly unknown[] = Array.isArray(providers) ? [...providers] : [providers];
    if (list.length === 0) {
      throw new TypeError("CredentialManager needs at least one credential provider.");
    }
    list.forEach((provider, index) => {
      if (!isProvider(provider)) {
        throw new TypeError(
          `CredentialManager: the provider at index ${index} is not a CredentialProvider ` +
            "(it needs a string 'name' and a 'get' method).",
        );
      }
    });
    this.providers = Object.freeze(list as CredentialProvider[]);
  }

  /**
   * Resolves every given name, concurrently. Each name is asked of the providers in
   * order until one holds it.
   * @param names - credential names; duplicates are looked up once.
   * @param options - an abort signal, passed on to every provider asked.
   * @returns a frozen object with exactly the names asked for.
   * @throws CredentialError when a name is invalid (before any provider is asked);
   * CredentialBackendError when a backend failed, even if another name is missing;
   * CredentialNotFoundError listing every missing name and every provider asked; the
   * signal's `reason` on abort.
   */
  async resolve(
    names: readonly string[],
    options: CredentialLookupOptions = {},
  ): Promise<Readonly<Record<string, string>>> {
    if (!Array.isArray(names)) {
      throw new TypeError("CredentialManager.resolve takes an array of credential names.");
    }
    for (const name of names) assertCredentialName(name);
    const { signal } = options;
    signal?.throwIfAborted();
    const unique = [...new Set(names)];
    const lookups = Promise.all(unique.map((name) => this.#lookup(name, signal)));
    const outcomes = await untilAborted(lookups, signal);
    const values = new Map<string, string>();
    const missing: string[] = [];
    let failure: CredentialError | undefined;
    outcomes.forEach((outcome, index) => {
      const name = unique[index]!;
      if (outcome.kind === "value") values.set(name, outcome.value);
      else if (outcome.kind === "missing") missing.push(name);
      else failure ??= outcome.error;
    });
    if (failure) throw withoutSecrets(failure, [...values.values()]);
    if (missing.length > 0) {
      const providers = this.providers.map((provider) => provider.name);
      throw new CredentialNotFoundError({ names: missing, providers });
    }
    return Object.freeze(Object.fromEntries(values));
  }

  async #lookup(name: string, signal: AbortSignal | undefined): Promise<Outcome> {
    for (const provider of this.providers) {
      if (signal?.aborted) return { kind: "missing" };
      let value: unknown;
      try {
        value = await provider.get(name, signal ? { signal } : {});
      } catch (error) {
        return { kind: "failed", error: asCredentialError(error, provider.name, name) };
      }
      if (typeof value === "string") return { kind: "value", value };
      if (value !== undefined) {
        const type = value === null ? "null" : typeof value;
        const message =
          `Credential backend '${provider.name}' returned a value of the wrong type (${type}) ` +
          `for '${name}': expected a string, or undefined when it does not hold the name.`;
        const error = new CredentialBackendError(message, {
          provider: provider.name,
          credential: name,
        });
        return { kind: "failed", error };
      }
    }
    return { kind: "missing" };
  }
}

function isProvider(value: unknown): value is CredentialProvider {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "name") === "string" &&
    typeof Reflect.get(value, "get") === "function"
  );
}

function asCredentialError(error: unknown, provider: string, name: string): CredentialError {
  if (CredentialError.isInstance(error)) return error;
  const cause = cleanError(error);
  const detail =
    cause.message.length > DETAIL_LENGTH
      ? `${cause.message.slice(0, DETAIL_LENGTH)}...`
      : cause.message;
  return new CredentialBackendError(
    `Credential backend '${provider}' failed while looking up '${name}': ${detail}`,
    { provider, credential: name, cause },
  );
}

// A backend error may quote a value this very resolution found under another name.
function withoutSecrets(error: CredentialError, secrets: readonly string[]): CredentialError {
  if (!containsSecret(error, secrets)) return error;
  if (CredentialBackendError.isInstance(error)) {
    return new CredentialBackendError(error.message, {
      provider: error.provider,
      credential: error.credential,
      cause: error.cause,
      secrets,
    });
  }
  const message = replaceSecrets(error.message, secrets);
  return error.cause === undefined
    ? new CredentialError(message)
    : new CredentialError(message, { cause: cleanError(error.cause, secrets) });
}
