// Approval on the store-backed path: the executor's `approve`, or a wait in its approval store
// (which any process sharing the store may answer), under the caller's signal and
// `approvalTimeoutMs`.
import { ApprovalDeniedError } from "../../errors/approval-denied-error";
import { ApprovalTimeoutError } from "../../errors/approval-timeout-error";
import { neverAborted } from "../../executor/internal/call-abort";
import type { CallState } from "../../executor/internal/call-state";
import type { ExecutorPolicies } from "./executor-policies";
import type { SharedPolicies } from "./shared-policies";
import { untilAborted } from "./until-aborted";

/**
 * Asks for approval of a call of a tool that is not read-only; nothing for a read-only one.
 * @throws ApprovalDeniedError when refused; ApprovalTimeoutError when nobody answered in time;
 * the caller's abort reason; what `approve` or the store threw.
 */
export async function askApproval(
  call: CallState,
  inputs: unknown,
  policies: ExecutorPolicies,
  shared: SharedPolicies,
): Promise<void> {
  const { tool, callId } = call;
  const store = shared.approvals;
  if (tool.effects.readOnly || (store === undefined && policies.approve === undefined)) return;
  const frozen = Object.freeze({ ...(inputs as Record<string, unknown>) });
  let answer: unknown;
  if (store === undefined) {
    const approve = policies.approve as NonNullable<ExecutorPolicies["approve"]>;
    answer = await untilAborted(
      Promise.resolve(approve({ tool, inputs: frozen, callId })),
      call.signal,
    );
  } else {
    const pending = { callId, toolName: tool.name, inputs: frozen, requestedAt: Date.now() };
    const timeoutMs = shared.approvalTimeoutMs;
    if (timeoutMs === undefined) {
      answer = await store.request(pending, call.signal ?? neverAborted());
    } else {
      answer = await withTimeout(call, timeoutMs, (signal) => store.request(pending, signal));
    }
  }
  if (answer !== true) throw new ApprovalDeniedError({ toolName: tool.name });
}

// Runs `wait` under a signal that aborts on the caller's signal or, with an
// ApprovalTimeoutError as its reason, after `timeoutMs`.
async function withTimeout(
  call: CallState,
  timeoutMs: number,
  wait: (signal: AbortSignal) => Promise<boolean>,
): Promise<boolean> {
  const controller = new AbortController();
  const caller = call.signal;
  const forward = (): void => controller.abort(caller?.reason);
  if (caller?.aborted) forward();
  caller?.addEventListener("abort", forward, { once: true });
  const timer = setTimeout(
    () => controller.abort(new ApprovalTimeoutError({ toolName: call.tool.name, timeoutMs })),
    timeoutMs,
  );
  try {
    return await wait(controller.signal);
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener("abort", forward);
  }
}
