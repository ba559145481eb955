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
 * Takes the call's turns (the tool's rate and its credentials' rates) and its slots: asked at
 * once, so that with both in a shared store a call pays one round trip, not two. When a turn
 * must be waited for, the slots are given back meanwhile and taken again after the wait (a call
 * waiting for its turn holds no slot another call could use).
 * @param deadline - when the call times out, on the `now()` clock (`Infinity`: never).
 * @returns what gives the slots back (not waited for).
 * @throws RateLimitError when a turn would come after the deadline (nothing is waited for);
 * the store's error; the signal's reason; holding no slot.
 */
export async function takeLimits(
  call: CallState,
  policies: ExecutorPolicies,
  shared: SharedPolicies,
  signal: AbortSignal,
  deadline: number,
  leaseId: string,
): Promise<() => void> {
  const turns = rateLimitsOf(call, shared);
  if (turns.length === 0) return holdSlots(call, policies, shared, signal, leaseId);
  const early = new AbortController();
  const stopEarly = (): void => early.abort(signal.reason);
  signal.addEventListener("abort", stopEarly, { once: true });
  const slots = holdSlots(call, policies, shared, early.signal, leaseId);
  // Its failure is read below, after the turns; until then it must not count as unhandled.
  slots.catch(ignore);
  let waitMs: number;
  try {
    const waits = await Promise.all(turns.map((ask) => ask(call, deadline)));
    waitMs = Math.max(0, ...waits);
  } catch (thrown) {
    early.abort(thrown);
    (await slots.catch(() => ignore))();
    throw thrown;
  } finally {
    signal.removeEventListener("abort", stopEarly);
  }
  // A timer cannot wait less than a millisecond: a shorter wait is no wait.
  if (waitMs < 1) return slots;
  (await slots)();
  await sleep(waitMs, signal);
  return holdSlots(call, policies, shared, signal, leaseId);
}

type Turn = (call: CallState, deadline: number) => Promise<number>;

// The turns a call must take: one per rate that applies to it (its tool's, its credentials').
function rateLimitsOf(call: CallState, shared: SharedPolicies): Turn[] {
  const store = shared.rates;
  if (store === undefined) return [];
  const { tool } = call;
  const turns: Turn[] = [];
  const rate = shared.toolRates.get(tool.name);
  if (rate !== undefined) {
    turns.push((call, deadline) => turn(store, call, "tool", tool.name, rate, deadline));
  }
  for (const name of tool.credentialNames) {
    const rate = shared.credentialRates.get(name);
    if (rate === undefined) continue;
    turns.push((call, deadline) => turn(store, call, "credential", name, rate, deadline));
  }
  return turns;
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

/*
 * Takes the call's slots (the tool's, then the executor's): in the concurrency store when there
 * is one, else in the executor's memory.
 * @returns what gives them back (not waited for; a failed release is left to the lease).
 * @throws the signal's reason or the store's error, holding nothing.
 */
async function holdSlots(
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
