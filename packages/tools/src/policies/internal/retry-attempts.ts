// The attempts after a first one failed: which failures are retried, the jittered delays, each
// attempt under its own timer when the plan has one. Entered only after a first attempt fails.

import { CallContext } from "../../context/internal/call-context";
import { CallAbort, neverAborted } from "../../executor/internal/call-abort";
import type { CallState } from "../../executor/internal/call-state";
import { isThenable } from "../../internal/is-thenable";
import type { RetryPlan } from "./retry-plan";

// Attempt `attempt` failed with `thrown`: rethrows it, or waits and runs the next attempts.
export async function retryAfter(
  thrown: unknown,
  timedOut: boolean,
  call: CallState,
  inputs: unknown,
  credentials: Readonly<Record<string, string>>,
  plan: RetryPlan,
  abort: CallAbort | undefined,
  attempt: number,
): Promise<unknown> {
  const signal = abort?.signal ?? neverAborted();
  // The call's own timeout or abort ends it; only this attempt's timeout is retried.
  if (attempt >= plan.attempts || signal.aborted || !(timedOut || isRetryable(thrown))) {
    throw thrown;
  }
  await sleep(backoff(plan, attempt), signal);
  return retrying(call, inputs, credentials, plan, abort, attempt + 1);
}

// Runs attempts from `attempt` on, each under its own timeout when the plan has one.
export async function retrying(
  call: CallState,
  inputs: unknown,
  credentials: Readonly<Record<string, string>>,
  plan: RetryPlan,
  abort: CallAbort | undefined,
  attempt: number,
): Promise<unknown> {
  const { tool } = call;
  const signal = abort?.signal ?? neverAborted();
  call.attempts = attempt;
  const limit = plan.attemptTimeoutMs;
  const each = limit === undefined ? abort : new CallAbort(limit, signal);
  try {
    const output = tool.execute(
      inputs as never,
      credentials,
      new CallContext(call, each?.signal ?? signal),
    );
    if (!isThenable(output)) return output;
    return await (each === undefined ? output : each.race(output));
  } catch (thrown) {
    const timedOut =
      each !== abort &&
      each !== undefined &&
      each.signal.aborted &&
      !signal.aborted &&
      each.signal.reason === thrown;
    return retryAfter(thrown, timedOut, call, inputs, credentials, plan, abort, attempt);
  } finally {
    if (each !== abort) each?.dispose();
  }
}

/** Full jitter: random in `[0, min(maxDelayMs, delayMs * 2^(attempt-1))]`. */
function backoff(plan: RetryPlan, attempt: number): number {
  return Math.random() * Math.min(plan.maxDelayMs, plan.delayMs * 2 ** (attempt - 1));
}

function isRetryable(thrown: unknown): boolean {
  try {
    return (
      (typeof thrown === "object" || typeof thrown === "function") &&
      thrown !== null &&
      (thrown as { retryable?: unknown }).retryable === true
    );
  } catch {
    // A throwing getter or proxy trap: not a value that asked to be retried.
    return false;
  }
}

/** Waits, or rejects with the signal's reason when it aborts first; leaves no timer or listener. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
