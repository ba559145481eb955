// Wraps any provider with a time-limited cache and one shared lookup per name in flight.
import { assertCredentialName } from "./credential-name";
import type { CredentialLookupOptions, CredentialProvider } from "./credential-provider";
import { untilAborted } from "./internal/until-aborted";

/** Options of {@link CachingCredentialProvider}. */
export interface CachingCredentialProviderOptions {
  /** How long a value is kept, in milliseconds; `Infinity` keeps it until invalidated. */
  ttlMs: number;
  /** Whether "not held" is cached too, for the same time; default `false`. */
  cacheMissing?: boolean;
  /** The clock, in milliseconds; default `Date.now`. */
  now?: () => number;
}

interface Entry {
  value: string | undefined;
  expiresAt: number;
}

interface Flight {
  promise: Promise<string | undefined>;
  controller: AbortController;
  waiting: number;
}

/**
 * Caches another provider's answers for a while. Concurrent lookups of one name share a
 * single backend call; a caller that aborts stops waiting without cancelling that call
 * for the others (it is cancelled only when every caller has aborted). Failures are
 * never cached; "not held" is cached only with `cacheMissing`. The wrapper takes the
 * wrapped provider's name, so messages name the real backend.
 *
 * @example
 * ```ts
 * import { CachingCredentialProvider, CommandCredentialProvider } from "@kit/credentials";
 *
 * const vault = new CachingCredentialProvider(
 *   new CommandCredentialProvider({ command: "vault", args: ["kv", "get", "-field=value", "kit/{name}"] }),
 *   { ttlMs: 5 * 60_000 },
 * );
 * const key = await vault.get("weather-api-key"); // runs `vault` once per 5 minutes
 * vault.invalidate("weather-api-key"); // after a rotation
 * ```
 */
export class CachingCredentialProvider implements CredentialProvider {
  /** The wrapped provider's name. */
  readonly name: string;
  readonly #inner: CredentialProvider;
  readonly #ttlMs: number;
  readonly #cacheMissing: boolean;
  readonly #now: () => number;
  readonly #cache = new Map<string, Entry>();
  readonly #flights = new Map<string, Flight>();

  /**
   * Wraps a provider.
   * @throws RangeError when `ttlMs` is not a positive number.
   */
  constructor(provider: CredentialProvider, options: CachingCredentialProviderOptions) {
    if (typeof options?.ttlMs !== "number" || !(options.ttlMs > 0)) {
      throw new RangeError("CachingCredentialProvider: 'ttlMs' must be a positive number");
    }
    this.#inner = provider;
    this.#ttlMs = options.ttlMs;
    this.#cacheMissing = options.cacheMissing ?? false;
    this.#now = options.now ?? Date.now;
    this.name = provider.name;
  }

  /**
   * Answers from the cache while fresh, otherwise joins or starts the shared lookup.
   * @param options - an abort signal; it stops this caller's wait only.
   * @returns the value, or `undefined` when the wrapped provider does not hold it.
   * @throws CredentialError for an invalid name; what the wrapped provider throws; the
   * signal's `reason` when aborted.
   */
  async get(name: string, options: CredentialLookupOptions = {}): Promise<string | undefined> {
    assertCredentialName(name);
    const { signal } = options;
    signal?.throwIfAborted();
    const entry = this.#cache.get(name);
    if (entry && this.#now() < entry.expiresAt) return entry.value;
    if (entry) this.#cache.delete(name);
    const flight = this.#flights.get(name) ?? this.#start(name);
    flight.waiting += 1;
    const onAbort = (): void => {
      flight.waiting -= 1;
      if (flight.waiting > 0) return;
      if (this.#flights.get(name) === flight) this.#flights.delete(name);
      flight.controller.abort(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    try {
      return await untilAborted(flight.promise, signal);
    } finally {
      signal?.removeEventListener("abort", onAbort);
    }
  }

  /**
   * Forgets cached answers, so the next lookup asks the wrapped provider again. A lookup
   * in flight still answers its callers, but its result is not kept.
   * @param name - one credential; all of them when omitted.
   * @throws CredentialError for an invalid name.
   */
  invalidate(name?: string): void {
    if (name === undefined) {
      this.#cache.clear();
      this.#flights.clear();
      return;
    }
    assertCredentialName(name);
    this.#cache.delete(name);
    this.#flights.delete(name);
  }

  /**
   * Says where the wrapped provider looks, when it says so.
   * @returns the wrapped provider's description, or `undefined`.
   */
  describeLookup(name: string): string | undefined {
    return this.#inner.describeLookup?.(name);
  }

  /**
   * The JSON form: the provider's name, never a value.
   */
  toJSON(): { name: string } {
    return { name: this.name };
  }

  #start(name: string): Flight {
    const controller = new AbortController();
    const lookup = async (): Promise<string | undefined> =>
      this.#inner.get(name, { signal: controller.signal });
    const flight: Flight = { promise: lookup(), controller, waiting: 0 };
    this.#flights.set(name, flight);
    flight.promise.then(
      (value) => {
        if (this.#flights.get(name) !== flight) return;
        this.#flights.delete(name);
        if (typeof value === "string" || (value === undefined && this.#cacheMissing)) {
          this.#cache.set(name, { value, expiresAt: this.#now() + this.#ttlMs });
        }
      },
      () => {
        if (this.#flights.get(name) === flight) this.#flights.delete(name);
      },
    );
    return flight;
  }
}
