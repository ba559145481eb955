// Hot path: runs on every call of an executor with a policy (approval, a concurrency limit,
// retries) or of a call with its own retry. After input validation, in this order: approval
// (under the caller's signal only: the call's timeout starts after it), a free slot (the
// tool's, then the executor's), credentials, the tool's attempts and the delays between them.
// A policy that is set but not triggered (a read-only tool, free slots, a first attempt that
// succeeds) makes no promise of its own for a sync tool without timeout or signal.

import type { ApproveCall } from "../approval-request";
import type { CredentialResolver } from "../credential-resolver";
import { ApprovalDeniedError } from "../errors/approval-denied-error";
import { CallAbort, neverAborted } from "./call-abort";
import type { CallState } from "./call-state";
import type { ConcurrencyLimit } from "./concurrency-limit";
import { isThenable } from "./is-thenable";
import type { ExecutorPolicies, RetryPlan } from "./policy-options";
import { NO_CREDENTIALS, resolveCredentials } from "./resolve-credentials";

/**
 * The tool's run under the executor's policies.
 * @param inputs - the validated inputs.
 * @returns what the tool returned (a promise of it when anything had to wait); throws or
 * rejects with the cause of the call's failure.
 */
export function runWithPolicies(
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  policies: ExecutorPolicies | undefined,
): unknown {
  const { tool, signal } = call;
  signal?.throwIfAborted();
  const approve = policies?.approve;
  if (approve !== undefined && !tool.effects.readOnly) {
    return approveThenRun(call, inputs, resolver, policies, approve);
  }
  return runApproved(call, inputs, resolver, policies);
}

async function approveThenRun(
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  policies: ExecutorPolicies | undefined,
  approve: ApproveCall,
): Promise<unknown> {
  const { tool, callId } = call;
  const frozen = Object.freeze({ ...(inputs as Record<string, unknown>) });
  let answer: unknown = approve({ tool, inputs: frozen, callId });
  if (isThenable(answer)) answer = await untilAborted(answer, call.signal);
  if (answer !== true) throw new ApprovalDeniedError({ toolName: tool.name });
  return runApproved(call, inputs, resolver, policies);
}

// From here on the call's timeout runs. Stays synchronous while nothing has to wait.
function runApproved(
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  policies: ExecutorPolicies | undefined,
): unknown {
  const { tool, timeoutMs, signal } = call;
  const retry = call.retry ?? policies?.retry;
  const plan = retry !== undefined && tool.effects.idempotent ? retry : undefined;
  const toolLimit = policies?.toolLimits?.get(tool.name);
  const limit = policies?.limit;
  const abort =
    timeoutMs === undefined && signal === undefined && tool.credentialNames.length === 0
      ? undefined
      : new CallAbort(timeoutMs, signal);
  const waiting = takeSlots(toolLimit, limit, abort?.signal ?? neverAborted());
  if (waiting !== undefined) {
    return waitThenRun(waiting, call, inputs, resolver, plan, toolLimit, limit, abort);
  }
  let output: unknown;
  try {
    output = runHolding(call, inputs, resolver, plan, abort);
  } catch (thrown) {
    release(toolLimit, limit, abort);
    throw thrown;
  }
  if (!isThenable(output)) {
    release(toolLimit, limit, abort);
    return output;
  }
  // Two handlers rather than `finally`, which costs two more promises per call.
  return (output as PromiseLike<unknown>).then(
    (value) => {
      release(toolLimit, limit, abort);
      return value;
    },
    (thrown: unknown) => {
      release(toolLimit, limit, abort);
      throw thrown;
    },
  );
}

// Gives the call's slots back and stops its timer. (A plain function, not a closure per call.)
function release(
  toolLimit: ConcurrencyLimit | undefined,
  limit: ConcurrencyLimit | undefined,
  abort: CallAbort | undefined,
): void {
  limit?.release();
  toolLimit?.release();
  abort?.dispose();
}

async function waitThenRun(
  waiting: Promise<void>,
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  plan: RetryPlan | undefined,
  toolLimit: ConcurrencyLimit | undefined,
  limit: ConcurrencyLimit | undefined,
  abort: CallAbort | undefined,
): Promise<unknown> {
  try {
    await waiting;
  } catch (thrown) {
    // No slot is held: the wait gave back what it took.
    abort?.dispose();
    throw thrown;
  }
  try {
    return await runHolding(call, inputs, resolver, plan, abort);
  } finally {
    release(toolLimit, limit, abort);
  }
}

/**
 * Takes a slot of the tool's limit, then of the executor's: `undefined` when both were free
 * (now held), else a promise that resolves once both are held, or rejects holding none.
 * The tool's slot first: a call waiting for the executor's slot then holds only a slot that
 * calls of the same tool would wait for anyway.
 */
function takeSlots(
  toolLimit: ConcurrencyLimit | undefined,
  limit: ConcurrencyLimit | undefined,
  signal: AbortSignal,
): Promise<void> | undefined {
  const first = toolLimit?.acquire(signal);
  if (first === undefined) {
    const second = limit?.acquire(signal);
    if (second === undefined) return undefined;
    return second.catch((thrown: unknown) => {
      toolLimit?.release();
      throw thrown;
    });
  }
  return first.then(() => {
    const second = limit?.acquire(signal);
    return second?.catch((thrown: unknown) => {
      toolLimit?.release();
      throw thrown;
    });
  });
}

// Credentials, then the attempts; the call's slots are held.
function runHolding(
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  plan: RetryPlan | undefined,
  abort: CallAbort | undefined,
): unknown {
  abort?.signal.throwIfAborted();
  if (abort === undefined || call.tool.credentialNames.length === 0) {
    return runAttempts(call, inputs, NO_CREDENTIALS, plan, abort);
  }
  return resolveCredentials(call, resolver, abort).then((credentials) =>
    runAttempts(call, inputs, credentials, plan, abort),
  );
}

function runAttempts(
  call: CallState,
  inputs: unknown,
  credentials: Readonly<Record<string, string>>,
  plan: RetryPlan | undefined,
  abort: CallAbort | undefined,
): unknown {
  const { tool, callId } = call;
  const signal = abort?.signal ?? neverAborted();
  if (plan !== undefined && plan.attemptTimeoutMs !== undefined) {
    return retrying(call, inputs, credentials, plan, abort, 1);
  }
  call.attempts = 1;
  let output: unknown;
  try {
    output = tool.execute(inputs as never, credentials, { signal, callId });
  } catch (thrown) {
    if (plan === undefined) throw thrown;
    return retryAfter(thrown, false, call, inputs, credentials, plan, abort, 1);
  }
  if (!isThenable(output)) return output;
  const settled = abort === undefined ? Promise.resolve(output) : abort.race(output);
  if (plan === undefined) return settled;
  return settled.then(undefined, (thrown: unknown) =>
    retryAfter(thrown, false, call, inputs, credentials, plan, abort, 1),
  );
}

// Attempt `attempt` failed with `thrown`: rethrows it, or waits and runs the next attempts.
async function retryAfter(
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
async function retrying(
  call: CallState,
  inputs: unknown,
  credentials: Readonly<Record<string, string>>,
  plan: RetryPlan,
  abort: CallAbort | undefined,
  attempt: number,
): Promise<unknown> {
  const { tool, callId } = call;
  const signal = abort?.signal ?? neverAborted();
  call.attempts = attempt;
  const limit = plan.attemptTimeoutMs;
  const each = limit === undefined ? abort : new CallAbort(limit, signal);
  try {
    const output = tool.execute(inputs as never, credentials, {
      signal: each?.signal ?? signal,
      callId,
    });
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

// Waits, or rejects with the signal's reason when it aborts first; leaves no timer or listener.
function sleep(ms: number, signal: AbortSignal): Promise<void> {
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

// Approval waits under the caller's signal alone: the call's timeout does not cover it.
function untilAborted(
  answer: PromiseLike<unknown>,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  if (signal === undefined) return Promise.resolve(answer);
  return new Promise((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    Promise.resolve(answer)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener("abort", onAbort));
  });
}
