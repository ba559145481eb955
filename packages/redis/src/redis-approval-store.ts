// Calls waiting for approval, on Redis: listed and answered from any process. A waiting call
// keeps a liveness key alive while it polls for its answer, so the call of a process that died
// drops off the list.
import { type ApprovalStore, MemoryApprovalStore, type PendingApproval } from "@kit/tools";
import { withFallback } from "./internal/fallback";
import { readOptions, type StoreSettings } from "./internal/read-options";
import { ScriptRunner } from "./internal/script-runner";
import {
  ANSWER_APPROVAL,
  ASK_APPROVAL,
  LIST_APPROVALS,
  POLL_APPROVAL,
  WITHDRAW_APPROVAL,
} from "./internal/scripts";
import { nextPause, pause } from "./internal/until-settled";
import type { RedisClient } from "./redis-client";
import type { RedisStoreOptions } from "./redis-store-options";

/**
 * An {@link ApprovalStore} on Redis, for `ToolExecutor`'s `stores.approvals`: a call waiting on
 * one replica is listed by `list()` and answered by `answer()` on any. A waiting call polls for
 * its answer (from 50 ms, doubling to 500 ms).
 * @example
 * ```ts
 * import { RedisApprovalStore } from "@kit/redis";
 * import { Redis } from "ioredis";
 *
 * const approvals = new RedisApprovalStore(new Redis(process.env.REDIS_URL ?? ""));
 * for (const pending of await approvals.list()) {
 *   await approvals.answer(pending.callId, pending.toolName !== "delete_file");
 * }
 * ```
 */
export class RedisApprovalStore implements ApprovalStore {
  readonly #scripts: ScriptRunner;
  readonly #settings: StoreSettings;
  readonly #local = new MemoryApprovalStore();

  /**
   * @param client - an `ioredis` client (or anything with `evalsha` and `eval`).
   * @param options - prefix, lease (how long a dead process's call stays listed), command
   * timeout, what to do while Redis is unreachable.
   * @throws RangeError or TypeError for a bad option.
   */
  constructor(client: RedisClient, options?: RedisStoreOptions) {
    this.#settings = readOptions(options);
    this.#scripts = new ScriptRunner(client, this.#settings.commandTimeoutMs);
  }

  /**
   * Records a call waiting for approval and waits for its answer; see `ApprovalStore.request` in @kit/tools.
   * @throws Error when a call with the same id is already waiting.
   */
  request(pending: PendingApproval, signal: AbortSignal): Promise<boolean> {
    return withFallback(
      this.#settings.onUnavailable,
      () => this.#request(pending, signal),
      () => this.#local.request(pending, signal),
    );
  }

  /** The calls waiting for approval, from every process; see `ApprovalStore.list` in @kit/tools. */
  async list(): Promise<readonly PendingApproval[]> {
    const { prefix } = this.#settings;
    const found = (await this.#scripts.run(
      "list pending approvals",
      LIST_APPROVALS,
      [`${prefix}approvals`],
      [`${prefix}approval-alive:`],
    )) as string[];
    const remote = found.map((json) => JSON.parse(json) as PendingApproval);
    const local = await this.#local.list();
    return [...remote, ...local].sort((a, b) => a.requestedAt - b.requestedAt);
  }

  /** Answers a waiting call, from any process; see `ApprovalStore.answer` in @kit/tools. */
  async answer(callId: string, approved: boolean): Promise<boolean> {
    if (await this.#local.answer(callId, approved)) return true;
    const taken = await this.#scripts.run(
      "answer an approval",
      ANSWER_APPROVAL,
      this.#keys(callId),
      [callId, approved === true ? "1" : "0", this.#settings.leaseMs * 6],
    );
    return taken === 1;
  }

  async #request(pending: PendingApproval, signal: AbortSignal): Promise<boolean> {
    const { callId } = pending;
    const keys = this.#keys(callId);
    const { leaseMs } = this.#settings;
    signal.throwIfAborted();
    const listed = await this.#scripts.run("ask for approval", ASK_APPROVAL, keys, [
      callId,
      JSON.stringify(pending),
      leaseMs,
    ]);
    if (listed !== 1)
      throw new Error(`A call with id '${callId}' is already waiting for approval.`);
    let wait = 50;
    try {
      for (;;) {
        await pause(wait, signal);
        const answer = await this.#scripts.run("wait for approval", POLL_APPROVAL, keys, [
          callId,
          leaseMs,
        ]);
        if (answer === "1" || answer === "0") return answer === "1";
        wait = nextPause(wait, 500);
      }
    } catch (error) {
      await this.#scripts
        .run("withdraw an approval", WITHDRAW_APPROVAL, keys, [callId])
        .catch(() => undefined);
      throw error;
    }
  }

  #keys(callId: string): string[] {
    const { prefix } = this.#settings;
    return [
      `${prefix}approvals`,
      `${prefix}approval-alive:${callId}`,
      `${prefix}approval-answer:${callId}`,
    ];
  }
}
