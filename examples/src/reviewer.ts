// The executor's approve policy: a stand-in for a person asked before a destructive call.
import type { ApproveCall } from "@kit/tools";

/** The rule the reviewer applies, for a person. */
export const REVIEW_RULE = "the reviewer approves deleting drafts (*.draft.md) only";

/**
 * An approver that allows `delete_note` for drafts only, and tells `report` each decision
 * (one line per call that is not read-only).
 */
export function draftsOnlyReviewer(report: (line: string) => void): ApproveCall {
  return ({ tool, inputs, callId }) => {
    const approved = tool.name === "delete_note" && /\.draft\.md$/.test(String(inputs.name));
    report(
      `${tool.name}(${JSON.stringify(inputs)}) [${callId}]: ${approved ? "approved" : "denied"} (${REVIEW_RULE})`,
    );
    return approved;
  };
}
