// Hot path: runs on every call of an executor with a policy (approval, a concurrency limit,
// retries) or of a call with its own retry. After input validation, in this order: approval
// (under the caller's signal only: the call's timeout starts after it), a free slot (the
// tool's, then the executor's), credentials, the tool's attempts and the delays between them.
// A policy that is set but not triggered (a read-only tool, free slots, a first attempt that
// succeeds) costs no promise and no allocation of its own: what applies to a tool is worked
// out once per tool (`ToolRule`), the slots are taken in place, and the retry machinery is
// entered only after a first attempt fails.

import type { CredentialResolver } from "../credential-resolver";
import { ApprovalDeniedError } from "../errors/approval-denied-error";
import type { AnyTool } from "../tool";
import { CallAbort, neverAborted } from "./call-abort";
import type { CallState } from "./call-state";
import type { ConcurrencyLimit } from "./concurrency-limit";
import { isThenable } from "./is-thenable";
import type { ExecutorPolicies, RetryPlan } from "./policy-options";
import { NO_CREDENTIALS, resolveCredentials } from "./resolve-credentials";

/**
 * The tool's run under the executor's policies.
 * @param inputs - the validated inputs.
 * @returns what the tool returned, or a promise of it. A promise that is the first attempt's
 * own comes with `call.held` set: whoever awaits it takes that (synchronously), retries a
 * rejection through it and gives the slots back once it settles (see {@link CallHold}).
 * Throws or rejects with the cause of the call's failure.
 */
export function runWithPolicies(
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  policies: ExecutorPolicies | undefined,
): unknown {
  const { tool, signal, callId } = call;
  signal?.throwIfAborted();
  const rule = policies === undefined ? undefined : ruleFor(policies, tool);
  // The fast path: nothing to ask, the executor's retry, no timer, no signal, no credentials,
  // and free slots, taken in place.
  if (
    rule?.direct === true &&
    signal === undefined &&
    call.timeoutMs === undefined &&
    call.retry === undefined &&
    rule.hold.take()
  ) {
    return runFirst(call, inputs, rule.hold);
  }
  const approve = policies?.approve;
  if (approve === undefined || rule?.ask !== true) {
    return runApproved(call, inputs, resolver, policies, rule);
  }
  const frozen = Object.freeze({ ...(inputs as Record<string, unknown>) });
  const answer: unknown = approve({ tool, inputs: frozen, callId });
  // An answer given at once goes on in place: no promise for an `approve` that does not wait.
  if (!isThenable(answer)) {
    checkAnswer(answer, call);
    return runApproved(call, inputs, resolver, policies, rule);
  }
  return approveLater(answer, call, inputs, resolver, policies, rule);
}

/**
 * What the executor's policies mean for one tool, worked out on its first call: whether
 * approval is asked, and the hold its calls share on the fast path (its limits, the
 * executor's retry when the tool may be retried).
 */
export interface ToolRule {
  readonly ask: boolean;
  /** Nothing to ask and no credentials: a call without timer or signal may take the fast path. */
  readonly direct: boolean;
  readonly hold: CallHold;
}

// A tool's name and effects are fixed when it is made, so its rule is kept with the executor's
// policies, by tool.
function ruleFor(policies: ExecutorPolicies, tool: AnyTool): ToolRule {
  let rule = policies.rules.get(tool);
  if (rule === undefined) {
    const { readOnly, idempotent } = tool.effects;
    const plan = idempotent ? policies.retry : undefined;
    const toolLimit = policies.toolLimits?.get(tool.name);
    const ask = policies.approve !== undefined && !readOnly;
    rule = {
      ask,
      direct: !ask && tool.credentialNames.length === 0,
      hold: new CallHold(toolLimit, policies.limit, undefined, plan, NO_CREDENTIALS),
    };
    policies.rules.set(tool, rule);
  }
  return rule;
}

async function approveLater(
  answer: PromiseLike<unknown>,
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  policies: ExecutorPolicies | undefined,
  rule: ToolRule | undefined,
): Promise<unknown> {
  checkAnswer(await untilAborted(answer, call.signal), call);
  return settleHeld(call, inputs, runApproved(call, inputs, resolver, policies, rule));
}

function checkAnswer(answer: unknown, call: CallState): void {
  if (answer !== true) throw new ApprovalDeniedError({ toolName: call.tool.name });
}

// From here on the call's timeout runs. Stays synchronous while nothing has to wait.
function runApproved(
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  policies: ExecutorPolicies | undefined,
  rule: ToolRule | undefined,
): unknown {
  const { tool, timeoutMs, signal } = call;
  const noAbort =
    timeoutMs === undefined && signal === undefined && tool.credentialNames.length === 0;
  // The fast path again, for a call that was approved.
  if (noAbort && rule !== undefined && call.retry === undefined && rule.hold.take()) {
    return runFirst(call, inputs, rule.hold);
  }
  const retry = call.retry ?? policies?.retry;
  const plan = retry !== undefined && tool.effects.idempotent ? retry : undefined;
  const toolLimit = rule?.hold.toolLimit;
  const limit = policies?.limit;
  const abort = noAbort ? undefined : new CallAbort(timeoutMs, signal);
  const waiting = takeSlots(toolLimit, limit, abort?.signal ?? neverAborted());
  // A tool with credentials always has an abort: they are resolved under its signal.
  if (waiting !== undefined || tool.credentialNames.length > 0) {
    return runLater(waiting, call, inputs, resolver, plan, toolLimit, limit, abort);
  }
  const hold = new CallHold(toolLimit, limit, abort, plan, NO_CREDENTIALS);
  try {
    abort?.signal.throwIfAborted();
  } catch (thrown) {
    hold.release();
    throw thrown;
  }
  return runFirst(call, inputs, hold);
}

// Slots to wait for, or credentials to resolve: the rest of the call once they are there.
async function runLater(
  waiting: Promise<void> | undefined,
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  plan: RetryPlan | undefined,
  toolLimit: ConcurrencyLimit | undefined,
  limit: ConcurrencyLimit | undefined,
  abort: CallAbort | undefined,
): Promise<unknown> {
  if (waiting !== undefined) {
    try {
      await waiting;
    } catch (thrown) {
      // No slot is held: the wait gave back what it took.
      abort?.dispose();
      throw thrown;
    }
  }
  let credentials = NO_CREDENTIALS;
  try {
    abort?.signal.throwIfAborted();
    if (call.tool.credentialNames.length > 0) {
      credentials = await resolveCredentials(call, resolver, abort as CallAbort);
    }
  } catch (thrown) {
    release(toolLimit, limit, abort);
    throw thrown;
  }
  const hold = new CallHold(toolLimit, limit, abort, plan, credentials);
  return settleHeld(call, inputs, runFirst(call, inputs, hold));
}

// Settles what runFirst returned where the caller is async anyway.
function settleHeld(call: CallState, inputs: unknown, output: unknown): unknown {
  const held = call.held;
  if (held === undefined) return output;
  call.held = undefined;
  return held.settle(call, inputs, output);
}

/**
 * The first attempt, the hold's slots taken. A value (or a throw) gives them back at once; a
 * promise comes with `call.held` set, which gives them back once it settles and retries a
 * rejection. So a first attempt that succeeds pays for no retry machinery.
 */
function runFirst(call: CallState, inputs: unknown, hold: CallHold): unknown {
  const { plan, abort, credentials } = hold;
  if (plan !== undefined && plan.attemptTimeoutMs !== undefined) {
    // Each attempt under its own timer: the retries' promise, which never throws at once.
    call.held = hold.final();
    return retrying(call, inputs, credentials, plan, abort, 1);
  }
  call.attempts = 1;
  let output: unknown;
  try {
    output = call.tool.execute(inputs as never, credentials, {
      signal: abort?.signal ?? neverAborted(),
      callId: call.callId,
    });
  } catch (thrown) {
    if (plan === undefined) {
      hold.release();
      throw thrown;
    }
    call.held = hold.final();
    return retryAfter(thrown, false, call, inputs, credentials, plan, abort, 1);
  }
  if (!isThenable(output)) {
    hold.release();
    return output;
  }
  call.held = hold;
  return abort === undefined ? output : abort.race(output);
}

/**
 * What a call holds while a promise of its tool is pending: its slots and timer, and the
 * retries a rejection of its first attempt may still get. Whoever awaits the promise settles
 * it; `runToolCall` inlines {@link CallHold.settle} to save a promise hop. Each tool's rule
 * has one, shared by its calls on the fast path (no timer, no credentials); other calls make
 * their own.
 */
export class CallHold {
  declare readonly toolLimit: ConcurrencyLimit | undefined;
  declare readonly limit: ConcurrencyLimit | undefined;
  declare readonly abort: CallAbort | undefined;
  /** The retries of a first attempt's rejection; undefined when none is left to decide. */
  declare readonly plan: RetryPlan | undefined;
  declare readonly credentials: Readonly<Record<string, string>>;

  constructor(
    toolLimit: ConcurrencyLimit | undefined,
    limit: ConcurrencyLimit | undefined,
    abort: CallAbort | undefined,
    plan: RetryPlan | undefined,
    credentials: Readonly<Record<string, string>>,
  ) {
    this.toolLimit = toolLimit;
    this.limit = limit;
    this.abort = abort;
    this.plan = plan;
    this.credentials = credentials;
  }

  /** Takes the slots when both are free (then nobody waits for them): true; else nothing. */
  take(): boolean {
    const { toolLimit, limit } = this;
    if (toolLimit?.free === false || limit?.free === false) {
      return false;
    }
    toolLimit?.take();
    limit?.take();
    return true;
  }

  /** The same hold for a promise that already runs every attempt: nothing left to retry. */
  final(): CallHold {
    return this.plan === undefined
      ? this
      : new CallHold(this.toolLimit, this.limit, this.abort, undefined, this.credentials);
  }

  /** The promise rejected with `thrown`: the retries' promise, or `thrown` rethrown. */
  failed(call: CallState, inputs: unknown, thrown: unknown): Promise<unknown> {
    const { plan } = this;
    if (plan === undefined) throw thrown;
    return retryAfter(thrown, false, call, inputs, this.credentials, plan, this.abort, 1);
  }

  /** Gives the slots back and stops the timer. */
  release(): void {
    release(this.toolLimit, this.limit, this.abort);
  }

  /** Awaits the promise (and any retries), then gives the slots back. */
  async settle(call: CallState, inputs: unknown, output: unknown): Promise<unknown> {
    try {
      return await output;
    } catch (thrown) {
      return await this.failed(call, inputs, thrown);
    } finally {
      this.release();
    }
  }
}

// Gives slots back and stops a timer. (A plain function, not a closure per call.)
function release(
  toolLimit: ConcurrencyLimit | undefined,
  limit: ConcurrencyLimit | undefined,
  abort: CallAbort | undefined,
): void {
  limit?.release();
  toolLimit?.release();
  abort?.dispose();
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
