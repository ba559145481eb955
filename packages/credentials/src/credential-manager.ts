// Hot path: runs on every call. `resolve` is what a tool executor awaits before each tool that
// declares credentials; it resolves a whole set of names against providers asked in order.
import { assertCredentialName } from "./credential-name";
import type { CredentialLookupOptions, CredentialProvider } from "./credential-provider";
import { CredentialBackendError } from "./errors/credential-backend-error";
import { CredentialError } from "./errors/credential-error";
import {
  type CredentialLookupPlace,
  CredentialNotFoundError,
} from "./errors/credential-not-found-error";
import { lookupFailure } from "./internal/backend-failure";
import { cleanCause, cleanError, containsSecret, replaceSecrets } from "./internal/redact-secrets";
import { untilAborted } from "./internal/until-aborted";

const DETAIL_LENGTH = 200;

/**
 * Resolves sets of credentials, asking its providers in order for each name.
 *
 * @example
 * ```ts
 * import {
 *   CredentialManager,
 *   EnvironmentCredentialProvider,
 *   SecretsDirectoryCredentialProvider,
 * } from "@kit/credentials";
 *
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
      throw new TypeError("CredentialManager: at least one credential provider is needed");
    }
    const index = list.findIndex((provider) => !isProvider(provider));
    if (index >= 0) {
      throw new TypeError(
        `CredentialManager: the provider at index ${index} is not a CredentialProvider ` +
          "(it needs a string 'name' and a 'get' method)",
      );
    }
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
      throw new TypeError(
        "CredentialManager.resolve: 'names' must be an array of credential names",
      );
    }
    for (const name of names) assertCredentialName(name);
    const { signal } = options;
    signal?.throwIfAborted();
    const unique = [...new Set(names)];
    // Every lookup settles before anything is reported: a failure wins over a missing
    // name, and is cleaned of every value found meanwhile.
    const outcomes = await untilAborted(
      Promise.allSettled(unique.map((name) => this.#lookup(name, signal))),
      signal,
    );
    const values = outcomes.map((outcome) =>
      outcome.status === "fulfilled" ? outcome.value : undefined,
    );
    const failure = outcomes.find((outcome) => outcome.status === "rejected");
    if (failure) {
      throw withoutSecrets(
        failure.reason,
        values.filter((value) => value !== undefined),
      );
    }
    const missing = unique.filter((_, index) => values[index] === undefined);
    if (missing.length > 0) {
      const providers = this.providers.map((provider) => provider.name);
      const found = values.filter((value) => value !== undefined);
      const places = missing.flatMap((name) => lookupPlaces(this.providers, name, found));
      throw new CredentialNotFoundError({ names: missing, providers, places });
    }
    return Object.freeze(Object.fromEntries(unique.map((name, index) => [name, values[index]])));
  }

  async #lookup(name: string, signal: AbortSignal | undefined): Promise<string | undefined> {
    for (const provider of this.providers) {
      if (signal?.aborted) return undefined;
      try {
        const value: unknown = await provider.get(name, signal ? { signal } : {});
        if (typeof value === "string") return value;
        if (value !== undefined) {
          throw lookupFailure(
            provider.name,
            name,
            `it answered with ${value === null ? "null" : `a value of type ${typeof value}`}; ` +
              "a backend answers with a string, or undefined when it does not hold the name",
          );
        }
      } catch (error) {
        throw asCredentialError(error, provider.name, name);
      }
    }
    return undefined;
  }
}

function isProvider(value: unknown): value is CredentialProvider {
  const provider = value as Partial<CredentialProvider> | null;
  return (
    typeof provider === "object" &&
    typeof provider?.name === "string" &&
    typeof provider.get === "function"
  );
}

// Where each provider says it looked. A description that throws or is not a short string is
// left out, and one quoting a value found in this batch loses it.
function lookupPlaces(
  providers: readonly CredentialProvider[],
  credential: string,
  found: readonly string[],
): CredentialLookupPlace[] {
  const places: CredentialLookupPlace[] = [];
  for (const provider of providers) {
    let place: unknown;
    try {
      place = provider.describeLookup?.(credential);
    } catch {
      continue;
    }
    if (typeof place !== "string" || place === "") continue;
    const short = place.length > DETAIL_LENGTH ? `${place.slice(0, DETAIL_LENGTH)}...` : place;
    places.push({ credential, provider: provider.name, place: replaceSecrets(short, found) });
  }
  return places;
}

function asCredentialError(error: unknown, provider: string, name: string): CredentialError {
  if (CredentialError.isInstance(error)) return error;
  const cause = cleanError(error);
  const detail =
    cause.message.length > DETAIL_LENGTH
      ? `${cause.message.slice(0, DETAIL_LENGTH)}...`
      : cause.message;
  return lookupFailure(provider, name, detail, cause);
}

// A backend error may quote a value this very resolution found under another name.
function withoutSecrets(error: CredentialError, secrets: readonly string[]): CredentialError {
  if (!containsSecret(error, secrets)) return error;
  const { message, cause } = error;
  if (CredentialBackendError.isInstance(error)) {
    const { provider, credential } = error;
    return new CredentialBackendError(message, { provider, credential, cause, secrets });
  }
  return new CredentialError(replaceSecrets(message, secrets), cleanCause(cause, secrets));
}
