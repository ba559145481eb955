// The executor's approve policy: a stand-in for a person asked before a destructive call.
import type { ApproveCall } from "@kit/tools";

/** The rule the reviewer applies, for a person. */
export const REVIEW_RULE =
  "the reviewer approves deleting drafts (*.draft.md) and orders of at most 10 items only";

/** The most items (the sum of the line items' quantities) an order may have to be approved. */
const MAX_ORDER_ITEMS = 10;

/**
 * An approver that allows `delete_note` for drafts and `place_order` for small orders only,
 * and tells `report` each decision (one line per call that is not read-only).
 */
export function draftsOnlyReviewer(report: (line: string) => void): ApproveCall {
  return ({ tool, inputs, callId }) => {
    const approved =
      (tool.name === "delete_note" && /\.draft\.md$/.test(String(inputs.name))) ||
      (tool.name === "place_order" && orderItems(inputs.items) <= MAX_ORDER_ITEMS);
    report(
      `${tool.name}(${JSON.stringify(inputs)}) [${callId}]: ${approved ? "approved" : "denied"} (${REVIEW_RULE})`,
    );
    return approved;
  };
}

// The inputs are validated before approval is asked: a list of line items with a `qty` each.
function orderItems(items: unknown): number {
  return (items as readonly { qty: number }[]).reduce((sum, item) => sum + item.qty, 0);
}
