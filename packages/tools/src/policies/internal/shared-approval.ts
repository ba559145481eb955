// Approval on the store-backed path: the executor's `approve`, or a wait in its approval store
// (which any process sharing the store may answer), under the caller's signal and
// `approvalTimeoutMs`.
import { ApprovalDeniedError } from "../../errors/approval-denied-error";
import type { CallState } from "../../executor/internal/call-state";
import { untilApproved } from "./approval-wait";
import type { ExecutorPolicies } from "./executor-policies";
import type { SharedPolicies } from "./shared-policies";

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
    answer = await untilApproved(call, policies.approvalTimeoutMs, () =>
      approve({ tool, inputs: frozen, callId }),
    );
  } else {
    const pending = { callId, toolName: tool.name, inputs: frozen, requestedAt: Date.now() };
    answer = await untilApproved(
      call,
      policies.approvalTimeoutMs,
      (signal) => store.request(pending, signal),
      true,
    );
  }
  if (answer !== true) throw new ApprovalDeniedError({ toolName: tool.name });
}
