// Call ids already run, on Redis: a hash per call id, kept for the record's time to live; a
// running claim carries a lease its process renews, so a claim of a process that died is seen
// as abandoned once its tool had started, and is taken over by the next claim before that.
import {
  type CallClaim,
  type CallClaimRequest,
  type CallRecordStore,
  MemoryCallRecordStore,
  type StoredOutcome,
} from "@kit/tools";
import { RedisUnavailableError } from "./errors/redis-unavailable-error";
import { withFallback } from "./internal/fallback";
import { LeaseRenewals } from "./internal/lease-renewals";
import { readOptions, type StoreSettings } from "./internal/read-options";
import { ScriptRunner } from "./internal/script-runner";
import { CLAIM_CALL, FINISH_CALL, FORGET_CALL, RENEW_CALL, START_CALL } from "./internal/scripts";
import { nextPause } from "./internal/until-settled";
import type { RedisClient } from "./redis-client";
import type { RedisStoreOptions } from "./redis-store-options";

// The time to live of a record re-created for a claim this process no longer knows: a day, as
// `exactlyOnce.ttlMs` defaults to.
const DEFAULT_TTL_MS = 86_400_000;

/**
 * A {@link CallRecordStore} on Redis, for `ToolExecutor`'s `stores.calls`: a tool that is not
 * idempotent runs once per call id across every process that shares the Redis and the prefix.
 * A finished outcome that cannot be written because Redis is down is retried for
 * `finishRetryMs`, the claim kept alive meanwhile.
 */
export class RedisCallRecordStore implements CallRecordStore {
  readonly #scripts: ScriptRunner;
  readonly #settings: StoreSettings;
  readonly #renewals: LeaseRenewals;
  readonly #local = new MemoryCallRecordStore();
  // The claims this process holds, by call id and owner: their time to live, and whether their
  // tool started, to claim them again as they were if Redis loses them.
  readonly #claims = new Map<string, { readonly ttlMs: number; started: boolean }>();

  /**
   * @param client - an `ioredis` client (or anything with `evalsha` and `eval`).
   * @param options - prefix, lease, command timeout, finish retries, what to do while Redis is
   * unreachable.
   * @throws RangeError or TypeError for a bad option.
   */
  constructor(client: RedisClient, options?: RedisStoreOptions) {
    this.#settings = readOptions(options);
    this.#scripts = new ScriptRunner(client, this.#settings.commandTimeoutMs);
    this.#renewals = new LeaseRenewals(this.#settings.leaseMs);
  }

  /** Claims a call id, or reads how its first run went; see `CallRecordStore.claim` in @kit/tools. */
  claim(request: CallClaimRequest): Promise<CallClaim> {
    return withFallback(
      this.#settings.onUnavailable,
      () => this.#claim(request),
      () => this.#local.claim(request),
    );
  }

  /** Stores how a claimed call ended; see `CallRecordStore.finish` in @kit/tools. */
  async finish(callId: string, ownerId: string, outcome: StoredOutcome): Promise<void> {
    await this.#local.finish(callId, ownerId, outcome);
    const json = JSON.stringify(outcome);
    const id = `${callId}\n${ownerId}`;
    const ttlMs = this.#claims.get(id)?.ttlMs ?? DEFAULT_TTL_MS;
    const deadline = Date.now() + this.#settings.finishRetryMs;
    let wait = 50;
    try {
      for (;;) {
        try {
          await this.#scripts.run(
            "store its outcome",
            FINISH_CALL,
            [this.#key(callId)],
            [ownerId, json, Math.ceil(ttlMs)],
          );
          return;
        } catch (error) {
          if (!RedisUnavailableError.isInstance(error) || Date.now() + wait > deadline) throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait = nextPause(wait, 1_000);
      }
    } finally {
      this.#renewals.stop(id);
      this.#claims.delete(id);
    }
  }

  /** Frees a call id whose run never started; see `CallRecordStore.forget` in @kit/tools. */
  async forget(callId: string, ownerId: string): Promise<void> {
    this.#renewals.stop(`${callId}\n${ownerId}`);
    this.#claims.delete(`${callId}\n${ownerId}`);
    await this.#local.forget(callId, ownerId);
    await this.#scripts.run("give up its call id", FORGET_CALL, [this.#key(callId)], [ownerId]);
  }

  /**
   * Marks a claimed call's tool as started: from then on, a claim whose process died is
   * `abandoned`; before, the next claim of the id takes it over. One round trip. A claim whose
   * record Redis lost meanwhile (a restart without persistence) is claimed again, as started:
   * no other call can hold the id, since a claim of it would have left a record.
   * @returns `false` when the claim is no longer this owner's.
   */
  start(callId: string, ownerId: string): Promise<boolean> {
    const claim = this.#claims.get(`${callId}\n${ownerId}`);
    if (claim !== undefined) claim.started = true;
    return withFallback(
      this.#settings.onUnavailable,
      async () =>
        (await this.#scripts.run(
          "mark its call as started",
          START_CALL,
          [this.#key(callId)],
          [ownerId, Math.ceil(claim?.ttlMs ?? DEFAULT_TTL_MS), this.#settings.leaseMs],
        )) !== 0,
      () => Promise.resolve(true),
    );
  }

  async #claim(request: CallClaimRequest): Promise<CallClaim> {
    const { callId, ownerId, ttlMs } = request;
    const { leaseMs } = this.#settings;
    const key = this.#key(callId);
    const answer = (await this.#scripts
      .run("claim its call id", CLAIM_CALL, [key], [ownerId, Math.ceil(ttlMs), leaseMs])
      .catch((error: unknown) => {
        // The claim may still run once Redis answers again, for a caller that is gone: its
        // id would then look running to the next call until the lease ends. Given up right
        // behind it on the same connection, it is freed at once.
        if (RedisUnavailableError.isInstance(error)) {
          this.#scripts.run("give up its call id", FORGET_CALL, [key], [ownerId]).catch(ignore);
        }
        throw error;
      })) as [string, string?];
    const [state, outcome] = answer;
    if (state === "claimed") {
      const id = `${callId}\n${ownerId}`;
      const claim = { ttlMs, started: false };
      this.#claims.set(id, claim);
      this.#renewals.start(id, () =>
        this.#scripts.run(
          "renew its call id",
          RENEW_CALL,
          [key],
          [ownerId, Math.ceil(ttlMs), leaseMs, claim.started ? "1" : "0"],
        ),
      );
      return { state };
    }
    if (state === "finished")
      return { state, outcome: JSON.parse(outcome as string) as StoredOutcome };
    return { state: state === "abandoned" ? "abandoned" : "running" };
  }

  #key(callId: string): string {
    return `${this.#settings.prefix}call:${callId}`;
  }
}

function ignore(): void {}
