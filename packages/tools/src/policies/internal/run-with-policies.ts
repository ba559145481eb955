// Hot path: runs on every call of an executor with a policy (approval, a concurrency limit,
// retries) or of a call with its own retry. After input validation, in this order: approval
// (under the caller's signal and approvalTimeoutMs: the call's timeout starts after it), a free slot (the
// tool's, then the executor's), credentials, the tool's attempts and the delays between them.
// A policy that is set but not triggered (a read-only tool, free slots, a first attempt that
// succeeds) costs no promise and no allocation of its own: what applies to a tool is worked
// out once per tool (`ToolRule`), the slots are taken in place, and the retry machinery is
// entered only after a first attempt fails.

import { CallContext } from "../../context/internal/call-context";
import { ApprovalDeniedError } from "../../errors/approval-denied-error";
import type { CredentialResolver } from "../../executor/credential-resolver";
import { CallAbort, neverAborted } from "../../executor/internal/call-abort";
import type { CallState } from "../../executor/internal/call-state";
import { NO_CREDENTIALS, resolveCredentials } from "../../executor/internal/resolve-credentials";
import { isThenable } from "../../internal/is-thenable";
import { untilApproved } from "./approval-wait";
import { CallHold } from "./call-hold";
import type { ConcurrencyLimit } from "./concurrency-limit";
import { type ExecutorPolicies, ruleFor } from "./executor-policies";
import { retryAfter, retrying } from "./retry-attempts";
import type { RetryPlan } from "./retry-plan";
import { runShared } from "./run-shared";
import { release, takeSlots } from "./slots";
import type { ToolRule } from "./tool-rule";

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
  // Stores or rate limits: their own path, which waits on the stores anyway.
  const shared = policies?.shared;
  if (shared !== undefined) {
    return runShared(call, inputs, resolver, policies as ExecutorPolicies, shared);
  }
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

async function approveLater(
  answer: PromiseLike<unknown>,
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  policies: ExecutorPolicies | undefined,
  rule: ToolRule | undefined,
): Promise<unknown> {
  const timeoutMs = (policies as ExecutorPolicies).approvalTimeoutMs;
  checkAnswer(await untilApproved(call, timeoutMs, () => answer), call);
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
    output = call.tool.execute(
      inputs as never,
      credentials,
      new CallContext(call, abort?.signal ?? neverAborted()),
    );
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
