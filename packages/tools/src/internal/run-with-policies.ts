// Runs on every call of an executor with a policy (approval, a concurrency limit, retries) or
// a call with its own retry. The steps after input validation, in this order: approval (under
// the caller's signal only), a free slot (the tool's, then the executor's), credentials, the
// tool's attempts with the delays between them. The call's timeout starts after approval.

import type { CredentialResolver } from "../credential-resolver";
import { ApprovalDeniedError } from "../errors/approval-denied-error";
import { CallAbort } from "./call-abort";
import type { CallState } from "./call-state";
import type { ConcurrencyLimit } from "./concurrency-limit";
import { isThenable } from "./is-thenable";
import type { ExecutorPolicies, RetryPlan } from "./policy-options";
import { resolveCredentials } from "./resolve-credentials";

/**
 * The tool's run under the executor's policies.
 * @param inputs - the validated inputs.
 * @returns what the tool returned; rejects with the cause of the call's failure.
 */
export async function runWithPolicies(
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  policies: ExecutorPolicies | undefined,
): Promise<unknown> {
  const { tool, signal: caller } = call;
  caller?.throwIfAborted();
  const approve = policies?.approve;
  if (approve !== undefined && !tool.effects.readOnly) {
    let answer: unknown = approve({
      tool,
      inputs: Object.freeze({ ...(inputs as Record<string, unknown>) }),
      callId: call.callId,
    });
    if (isThenable(answer)) answer = await untilAborted(answer, caller);
    if (answer !== true) throw new ApprovalDeniedError({ toolName: tool.name });
  }
  const abort = new CallAbort(call.timeoutMs, caller);
  try {
    // The tool's slot first: a call waiting for the executor's slot then holds only a slot
    // that calls of the same tool would wait for anyway.
    return await holding(policies?.toolLimits?.get(tool.name), abort, () =>
      holding(policies?.limit, abort, () =>
        runAttempts(call, inputs, resolver, abort, call.retry ?? policies?.retry),
      ),
    );
  } finally {
    abort.dispose();
  }
}

// Runs `work` holding a slot of `limit` (if any), waited for under the call's signal.
async function holding<T>(
  limit: ConcurrencyLimit | undefined,
  abort: CallAbort,
  work: () => Promise<T>,
): Promise<T> {
  if (limit === undefined) return work();
  const waiting = limit.acquire(abort.signal);
  if (waiting !== undefined) await waiting;
  try {
    return await work();
  } finally {
    limit.release();
  }
}

async function runAttempts(
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  abort: CallAbort,
  retry: RetryPlan | undefined,
): Promise<unknown> {
  abort.signal.throwIfAborted();
  const { tool, callId } = call;
  const credentials = await resolveCredentials(call, resolver, abort);
  if (retry === undefined || !tool.effects.idempotent) {
    call.attempts = 1;
    const output = tool.execute(inputs as never, credentials, { signal: abort.signal, callId });
    return isThenable(output) ? abort.race(output) : output;
  }
  for (let attempt = 1; ; attempt++) {
    call.attempts = attempt;
    const limit = retry.attemptTimeoutMs;
    const each = limit === undefined ? abort : new CallAbort(limit, abort.signal);
    try {
      const output = tool.execute(inputs as never, credentials, { signal: each.signal, callId });
      return isThenable(output) ? await each.race(output) : output;
    } catch (thrown) {
      // The call's own timeout or abort ends it; only this attempt's timeout is retried.
      const timedOut = each !== abort && each.signal.aborted && each.signal.reason === thrown;
      if (attempt >= retry.attempts || abort.signal.aborted || !(timedOut || isRetryable(thrown)))
        throw thrown;
    } finally {
      if (each !== abort) each.dispose();
    }
    await sleep(backoff(retry, attempt), abort.signal);
  }
}

/** Full jitter: random in `[0, min(maxDelayMs, delayMs * 2^(attempt-1))]`. */
function backoff(retry: RetryPlan, attempt: number): number {
  return Math.random() * Math.min(retry.maxDelayMs, retry.delayMs * 2 ** (attempt - 1));
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
