// Rate limits on Redis: one key per rate holding its next turn, on the server's clock.
import {
  MemoryRateLimitStore,
  type RateLimitStore,
  type RateRequest,
  type RateReservation,
} from "@kit/tools";
import { connectionCloses } from "./internal/connection-closes";
import { withFallback } from "./internal/fallback";
import { readOptions, type StoreSettings } from "./internal/read-options";
import { ScriptRunner } from "./internal/script-runner";
import { RESERVE_TURN } from "./internal/scripts";
import type { RedisClient } from "./redis-client";
import type { RedisStoreOptions } from "./redis-store-options";

/**
 * A {@link RateLimitStore} on Redis, for `ToolExecutor`'s `stores.rateLimits`: one rate holds for
 * every process that shares the Redis and the prefix; a turn costs one round trip. After Redis
 * lost its data (a restart without persistence), seen through the prefix's epoch key, a rate
 * gives no turn before one interval has passed, so no window holds turns from before and after;
 * a store that took no turn yet counts a closed connection (an ioredis client's `close`) as a
 * sign that it lived through such a restart.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly #scripts: ScriptRunner;
  readonly #settings: StoreSettings;
  readonly #local = new MemoryRateLimitStore();
  // The epoch of the prefix this store saw last ('' before its first turn): a Redis that no
  // longer holds it lost its data since.
  #epoch = "";
  // How many times the client's connection closed, and how many times it had when this store
  // was made: before its first turn, an epoch that is gone may have been lost in a restart this
  // store lived through.
  readonly #closes: () => number;
  readonly #closesAtStart: number;

  /**
   * @param client - an `ioredis` client (or anything with `evalsha` and `eval`).
   * @param options - prefix, command timeout, what to do while Redis is unreachable.
   * @throws RangeError or TypeError for a bad option.
   */
  constructor(client: RedisClient, options?: RedisStoreOptions) {
    this.#settings = readOptions(options);
    this.#scripts = new ScriptRunner(client, this.#settings.commandTimeoutMs);
    this.#closes = connectionCloses(client);
    this.#closesAtStart = this.#closes();
  }

  /** Reserves a call's turn under a rate limit; see `RateLimitStore.reserve` in @kit/tools. */
  reserve(request: RateRequest): Promise<RateReservation> {
    return withFallback(
      this.#settings.onUnavailable,
      () => this.#reserve(request),
      () => this.#local.reserve(request),
    );
  }

  async #reserve(request: RateRequest): Promise<RateReservation> {
    const { key, rate, maxWaitMs } = request;
    const { prefix } = this.#settings;
    const answer = (await this.#scripts.run(
      "take a rate limit turn",
      RESERVE_TURN,
      [`${prefix}rate:${key}`, `${prefix}epoch`],
      [
        rate.intervalMs / rate.calls,
        Number.isFinite(maxWaitMs) ? maxWaitMs : -1,
        this.#epoch !== "" ? this.#epoch : this.#closes() > this.#closesAtStart ? "?" : "",
        globalThis.crypto.randomUUID(),
        rate.intervalMs,
      ],
    )) as [number, string, string];
    this.#epoch = answer[2];
    return { granted: answer[0] === 1, waitMs: Number(answer[1]) };
  }
}
