// Concurrency limits on Redis: a sorted set of leases per limit, each expiring unless its
// process renews it, so a process that dies frees its slots within one lease.
import { type ConcurrencyStore, MemoryConcurrencyStore, type SlotRequest } from "@kit/tools";
import { RedisUnavailableError } from "./errors/redis-unavailable-error";
import { withFallback } from "./internal/fallback";
import { LeaseRenewals } from "./internal/lease-renewals";
import { readOptions, type StoreSettings } from "./internal/read-options";
import { ScriptRunner } from "./internal/script-runner";
import { ACQUIRE_SLOT, RELEASE_SLOT, RENEW_SLOT } from "./internal/scripts";
import { nextPause, pause } from "./internal/until-settled";
import type { RedisClient } from "./redis-client";
import type { RedisStoreOptions } from "./redis-store-options";

/**
 * A {@link ConcurrencyStore} on Redis, for `ToolExecutor`'s `stores.concurrency`: a limit holds
 * for every process that shares the Redis and the prefix. A call waiting for a slot polls
 * (from 5 ms, doubling to 100 ms), so waiting calls are served in no fixed order.
 */
export class RedisConcurrencyStore implements ConcurrencyStore {
  readonly #scripts: ScriptRunner;
  readonly #settings: StoreSettings;
  readonly #renewals: LeaseRenewals;
  readonly #local = new MemoryConcurrencyStore();

  /**
   * @param client - an `ioredis` client (or anything with `evalsha` and `eval`).
   * @param options - prefix, lease, command timeout, what to do while Redis is unreachable.
   * @throws RangeError or TypeError for a bad option.
   */
  constructor(client: RedisClient, options?: RedisStoreOptions) {
    this.#settings = readOptions(options);
    this.#scripts = new ScriptRunner(client, this.#settings.commandTimeoutMs);
    this.#renewals = new LeaseRenewals(this.#settings.leaseMs);
  }

  /** Takes a slot of the limit for a call, as a lease; see `ConcurrencyStore.acquire` in @kit/tools. */
  acquire(request: SlotRequest): Promise<void> {
    return withFallback(
      this.#settings.onUnavailable,
      () => this.#acquire(request),
      () => this.#local.acquire(request),
    );
  }

  /** Gives a call's slot back; see `ConcurrencyStore.release` in @kit/tools. */
  async release(key: string, leaseId: string): Promise<void> {
    const slots = this.#key(key);
    this.#renewals.stop(`${slots}\n${leaseId}`);
    await this.#local.release(key, leaseId);
    await this.#scripts.run("give back a concurrency slot", RELEASE_SLOT, [slots], [leaseId]);
  }

  async #acquire(request: SlotRequest): Promise<void> {
    const { key, limit, leaseId, signal } = request;
    const slots = this.#key(key);
    const { leaseMs } = this.#settings;
    let wait = 5;
    for (;;) {
      signal.throwIfAborted();
      const held = await this.#scripts
        .run("take a concurrency slot", ACQUIRE_SLOT, [slots], [limit, leaseId, leaseMs])
        .catch((error: unknown) => {
          // Unanswered is not undone: the request may still run once Redis answers again (it
          // waits in the connection), and take a slot for a caller that is gone. Giving it
          // back right behind it, on the same connection, frees that slot at once instead of
          // after its lease.
          if (RedisUnavailableError.isInstance(error)) {
            this.#scripts
              .run("give back a concurrency slot", RELEASE_SLOT, [slots], [leaseId])
              .catch(ignore);
          }
          throw error;
        });
      if (held === 1) break;
      await pause(wait, signal);
      wait = nextPause(wait, 100);
    }
    if (signal.aborted) {
      await this.release(key, leaseId).catch(() => undefined);
      throw signal.reason;
    }
    this.#renewals.start(`${slots}\n${leaseId}`, () =>
      this.#scripts.run("renew a concurrency slot", RENEW_SLOT, [slots], [leaseId, leaseMs]),
    );
  }

  #key(key: string): string {
    return `${this.#settings.prefix}slots:${key}`;
  }
}

function ignore(): void {}
