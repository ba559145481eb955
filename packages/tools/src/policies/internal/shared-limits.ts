// Rate limits and concurrency slots on the store-backed path.
import { RateLimitError } from "../../errors/rate-limit-error";
import type { CallState } from "../../executor/internal/call-state";
import { now } from "../../executor/internal/clock";
import type { RateLimit, RateLimitStore } from "../rate-limit-store";
import type { ExecutorPolicies } from "./executor-policies";
import { sleep } from "./retry-attempts";
import type { SharedPolicies } from "./shared-policies";
import { release, takeSlots } from "./slots";

/**
 * Takes the call's turns under the tool's rate and its credentials' rates, then waits for the
 * latest of them; nothing without rates.
 * @param deadline - when the call times out, on the `now()` clock (`Infinity`: never).
 * @throws RateLimitError when a turn would come after the deadline (nothing is waited for);
 * the store's error; the signal's reason.
 */
export async function takeTurns(
  call: CallState,
  shared: SharedPolicies,
  signal: AbortSignal,
  deadline: number,
): Promise<void> {
  const store = shared.rates;
  if (store === undefined) return;
  const { tool } = call;
  let waitMs = 0;
  const rate = shared.toolRates.get(tool.name);
  if (rate !== undefined) {
    waitMs = await turn(store, call, "tool", tool.name, rate, deadline);
  }
  for (const name of tool.credentialNames) {
    const rate = shared.credentialRates.get(name);
    if (rate === undefined) continue;
    signal.throwIfAborted();
    waitMs = Math.max(waitMs, await turn(store, call, "credential", name, rate, deadline));
  }
  // A timer cannot wait less than a millisecond: a shorter wait is no wait.
  if (waitMs >= 1) await sleep(waitMs, signal);
}

async function turn(
  store: RateLimitStore,
  call: CallState,
  limit: "tool" | "credential",
  name: string,
  rate: RateLimit,
  deadline: number,
): Promise<number> {
  const maxWaitMs =
    deadline === Number.POSITIVE_INFINITY ? deadline : Math.max(0, deadline - now());
  const reservation = await store.reserve({ key: `${limit}:${name}`, rate, maxWaitMs });
  if (reservation.granted) return reservation.waitMs;
  throw new RateLimitError({
    toolName: call.tool.name,
    limit,
    limitName: name,
    calls: rate.calls,
    intervalMs: rate.intervalMs,
    retryAfterMs: reservation.waitMs,
  });
}

/**
 * Takes the call's slots (the tool's, then the executor's): in the concurrency store when there
 * is one, else in the executor's memory.
 * @returns what gives them back (not waited for; a failed release is left to the lease).
 * @throws the signal's reason or the store's error, holding nothing.
 */
export async function holdSlots(
  call: CallState,
  policies: ExecutorPolicies,
  shared: SharedPolicies,
  signal: AbortSignal,
  leaseId: string,
): Promise<() => void> {
  const name = call.tool.name;
  const store = shared.concurrency;
  if (store === undefined) {
    const toolLimit = policies.toolLimits?.get(name);
    const { limit } = policies;
    await takeSlots(toolLimit, limit, signal);
    return () => release(toolLimit, limit, undefined);
  }
  const keys: [string, number][] = [];
  const toolCount = shared.toolConcurrency.get(name);
  if (toolCount !== undefined) keys.push([`tool:${name}`, toolCount]);
  if (shared.maxConcurrency !== undefined) keys.push(["executor", shared.maxConcurrency]);
  const held: string[] = [];
  const giveBack = (): void => {
    for (const key of held) store.release(key, leaseId).catch(ignore);
  };
  try {
    for (const [key, limit] of keys) {
      await store.acquire({ key, limit, leaseId, signal });
      held.push(key);
    }
  } catch (thrown) {
    giveBack();
    throw thrown;
  }
  return giveBack;
}

function ignore(): void {}
