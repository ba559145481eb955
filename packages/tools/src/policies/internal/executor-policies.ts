// Hot path: an executor's policies once checked, and what they mean for each tool.

import { NO_CREDENTIALS } from "../../executor/internal/resolve-credentials";
import type { AnyTool } from "../../tool/tool";
import type { ApproveCall } from "../approval-request";
import { CallHold } from "./call-hold";
import type { ConcurrencyLimit } from "./concurrency-limit";
import type { RetryPlan } from "./retry-plan";
import type { SharedPolicies } from "./shared-policies";
import type { ToolRule } from "./tool-rule";

/** The policies of an executor that has at least one. */
export interface ExecutorPolicies {
  readonly approve: ApproveCall | undefined;
  /** How long a call waits for an approval, in milliseconds; Infinity for no limit. */
  readonly approvalTimeoutMs: number;
  /** The executor-wide limit, if any. */
  readonly limit: ConcurrencyLimit | undefined;
  /** A limit per tool name, for the names given. */
  readonly toolLimits: ReadonlyMap<string, ConcurrencyLimit> | undefined;
  /** The executor-wide retry, replaced by a call's own. */
  readonly retry: RetryPlan | undefined;
  /** What these policies mean for each tool called so far (filled by {@link ruleFor}). */
  readonly rules: WeakMap<AnyTool, ToolRule>;
  /**
   * The policies kept in stores (shared limits, rate limits, call records, an approval store);
   * undefined when none is set, and then a call never looks at them.
   */
  readonly shared: SharedPolicies | undefined;
}

/**
 * The rule of `tool` under these policies, worked out on its first call. A tool's name and
 * effects are fixed when it is made, so the rule is kept with the policies, by tool.
 */
export function ruleFor(policies: ExecutorPolicies, tool: AnyTool): ToolRule {
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
