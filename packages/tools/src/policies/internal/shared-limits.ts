// Rate limits and concurrency slots on the store-backed path.
import { RateLimitError } from "../../errors/rate-limit-error";
import type { CallState } from "../../executor/internal/call-state";
import { now } from "../../executor/internal/clock";
import type { RateLimit, RateLimitStore } from "../rate-limit-store";
import type { ExecutorPolicies } from "./executor-policies";
import { sleep } from "./retry-attempts";
import type { SharedPolicies } from "./shared-policies";
import { release, takeSlots } from "./slots";

/** What a call holds once its limits are taken. */
export interface TakenLimits {
  /** Gives the slots back (not waited for). */
  readonly giveBack: () => void;
  /**
   * Called right before the tool starts, with nothing awaited between: resolves once the call
   * is on time for each of its turns (from its turn to its turn plus the grace), taking a new
   * turn (holding its slots) for each turn it came too late for.
   * @throws RateLimitError when a new turn would come after the deadline; the signal's reason.
   */
  readonly onTime: () => Promise<void>;
}

/**
 * Takes the call's slots (the tool's, then the executor's), then its turns (the tool's rate and
 * its credentials' rates). Only a call that holds its slots takes a turn: a turn taken by a call
 * still waiting for a slot would come and go unused, and every call behind it would wait for it.
 *
 * A rate is a promise about starts: no window of `intervalMs` holds more than `calls` of them.
 * Turns are spaced by the store, but a call starts after its turn by the time it takes to get
 * there (the answer's way back, its credentials, its record): so the turns are spaced over
 * `intervalMs` plus a grace, and a call that would start more than the grace after its turn
 * takes a new one instead ({@link TakenLimits.onTime}).
 * @param deadline - when the call times out, on the `now()` clock (`Infinity`: never).
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
): Promise<TakenLimits> {
  const turns = rateLimitsOf(call, shared);
  const giveBack = await holdSlots(call, policies, shared, signal, leaseId);
  if (turns.length === 0) return { giveBack, onTime: onTimeAlways };
  try {
    await Promise.all(turns.map((each) => takeTurn(each, call, deadline)));
  } catch (thrown) {
    giveBack();
    throw thrown;
  }
  return { giveBack, onTime: () => keepTurns(turns, call, deadline, signal) };
}

const onTimeAlways = (): Promise<void> => Promise.resolve();

/**
 * How long after its turn a call may start, in milliseconds: a twentieth of the rate's
 * interval, at least 20 ms and at most 1 s. Turns are spaced over the interval plus this.
 */
function startGraceMs(rate: RateLimit): number {
  return Math.min(1_000, Math.max(20, rate.intervalMs / 20));
}

/** One of a call's turns, and when it comes on the `now()` clock. */
interface CallTurn {
  readonly ask: Turn;
  readonly graceMs: number;
  /** No later than the turn: the request was sent then, plus the wait. */
  at: number;
  /** No earlier than the turn: the answer came then, plus the wait. */
  notBefore: number;
}

async function takeTurn(turn: CallTurn, call: CallState, deadline: number): Promise<void> {
  const sentAt = now();
  const waitMs = await turn.ask(call, deadline);
  turn.at = sentAt + waitMs;
  turn.notBefore = now() + waitMs;
}

// Milliseconds until the call may start for every turn (0 or less: now).
function untilTurns(turns: readonly CallTurn[]): number {
  return Math.max(...turns.map((turn) => turn.notBefore)) - now();
}

async function keepTurns(
  turns: readonly CallTurn[],
  call: CallState,
  deadline: number,
  signal: AbortSignal,
): Promise<void> {
  for (;;) {
    const time = now();
    // A millisecond less than the grace: a start may come up to a millisecond early (below).
    const late = turns.filter((turn) => time > turn.at + turn.graceMs - 1);
    if (late.length === 0) {
      const waitMs = untilTurns(turns);
      // A timer cannot wait less than a millisecond: a shorter wait is no wait.
      if (waitMs < 1) return;
      await sleep(Math.ceil(waitMs), signal);
      continue;
    }
    // Its old turn goes unused, which no rate minds.
    await Promise.all(late.map((turn) => takeTurn(turn, call, deadline)));
    signal.throwIfAborted();
  }
}

type Turn = (call: CallState, deadline: number) => Promise<number>;

// The turns a call must take: one per rate that applies to it (its tool's, its credentials').
function rateLimitsOf(call: CallState, shared: SharedPolicies): CallTurn[] {
  const store = shared.rates;
  if (store === undefined) return [];
  const { tool } = call;
  const turns: CallTurn[] = [];
  const add = (limit: "tool" | "credential", name: string, rate: RateLimit): void => {
    turns.push({
      ask: (call, deadline) => turn(store, call, limit, name, rate, deadline),
      graceMs: startGraceMs(rate),
      at: 0,
      notBefore: 0,
    });
  };
  const rate = shared.toolRates.get(tool.name);
  if (rate !== undefined) add("tool", tool.name, rate);
  for (const name of tool.credentialNames) {
    const rate = shared.credentialRates.get(name);
    if (rate !== undefined) add("credential", name, rate);
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
  const spaced = { calls: rate.calls, intervalMs: rate.intervalMs + startGraceMs(rate) };
  const reservation = await store.reserve({ key: `${limit}:${name}`, rate: spaced, maxWaitMs });
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
