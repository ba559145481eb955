// The checks of the policy options, when an executor is made or a call gives its own retry.
import type { ApproveCall } from "../approval-request";
import { DEFAULT_APPROVAL_TIMEOUT_MS } from "../approval-timeout";
import type { RetryOptions } from "../retry-options";
import { readApprovalTimeout } from "./approval-wait";
import { ConcurrencyLimit } from "./concurrency-limit";
import type { ExecutorPolicies } from "./executor-policies";
import type { RetryPlan } from "./retry-plan";
import { hasPolicyStore, readShared, type SharedOptions } from "./shared-policies";

/** What the executor's constructor reads to make its policies. */
export interface PolicyOptions extends SharedOptions {
  readonly approve?: unknown;
  readonly maxConcurrency?: unknown;
  readonly toolConcurrency?: unknown;
  readonly retry?: unknown;
  readonly approvalTimeoutMs?: unknown;
}

/**
 * Checks the policy options of an executor.
 * @returns the policies, or undefined when none is set (the call path then skips them all).
 * @throws RangeError for a limit that is not a positive integer or a bad retry number.
 * @throws TypeError for an `approve` that is not a function, or a `toolConcurrency` or
 * `retry` that is not an object; and as {@link readShared} says for the store-backed ones.
 */
export function readPolicies(options: PolicyOptions): ExecutorPolicies | undefined {
  const { approve, maxConcurrency, toolConcurrency, retry } = options;
  if (
    approve === undefined &&
    maxConcurrency === undefined &&
    toolConcurrency === undefined &&
    retry === undefined &&
    !hasPolicyStore(options.stores) &&
    options.toolRateLimits === undefined &&
    options.credentialRateLimits === undefined &&
    options.exactlyOnce === undefined &&
    options.approvalTimeoutMs === undefined
  ) {
    return undefined;
  }
  if (approve !== undefined && typeof approve !== "function") {
    throw new TypeError("ToolExecutor: 'approve' must be a function.");
  }
  let limit: ConcurrencyLimit | undefined;
  if (maxConcurrency !== undefined) {
    limit = new ConcurrencyLimit(positiveInteger(maxConcurrency, "maxConcurrency"));
  }
  const counts = new Map<string, number>();
  let toolLimits: Map<string, ConcurrencyLimit> | undefined;
  if (toolConcurrency !== undefined) {
    if (typeof toolConcurrency !== "object" || toolConcurrency === null) {
      throw new TypeError("ToolExecutor: 'toolConcurrency' must be an object of tool names.");
    }
    toolLimits = new Map();
    for (const [name, value] of Object.entries(toolConcurrency)) {
      const count = positiveInteger(value, `toolConcurrency['${name}']`);
      counts.set(name, count);
      toolLimits.set(name, new ConcurrencyLimit(count));
    }
  }
  const shared = readShared(options, maxConcurrency as number | undefined, counts);
  return {
    approve: approve as ApproveCall | undefined,
    approvalTimeoutMs: readApprovalTimeout(options.approvalTimeoutMs, DEFAULT_APPROVAL_TIMEOUT_MS),
    limit,
    toolLimits,
    retry: readRetry(retry),
    rules: new WeakMap(),
    shared,
  };
}

/**
 * Checks a retry option and fills in the defaults (100 ms, 5000 ms).
 * @returns the plan, or undefined for undefined.
 * @throws RangeError for a number out of range; TypeError for a value that is not an object.
 */
export function readRetry(retry: unknown): RetryPlan | undefined {
  if (retry === undefined) return undefined;
  if (typeof retry !== "object" || retry === null) {
    throw new TypeError("retry must be an object such as { attempts: 3 }.");
  }
  const { attempts, delayMs = 100, maxDelayMs = 5000, attemptTimeoutMs } = retry as RetryOptions;
  positiveInteger(attempts, "retry.attempts");
  notNegative(delayMs, "retry.delayMs");
  notNegative(maxDelayMs, "retry.maxDelayMs");
  if (
    attemptTimeoutMs !== undefined &&
    !(Number.isFinite(attemptTimeoutMs) && attemptTimeoutMs > 0)
  ) {
    throw new RangeError(
      `retry.attemptTimeoutMs must be a positive finite number of milliseconds or undefined, got ${shown(attemptTimeoutMs)}.`,
    );
  }
  return Object.freeze({ attempts, delayMs, maxDelayMs, attemptTimeoutMs });
}

function positiveInteger(value: unknown, what: string): number {
  if (!(Number.isSafeInteger(value) && (value as number) > 0)) {
    throw new RangeError(`${what} must be a positive integer, got ${shown(value)}.`);
  }
  return value as number;
}

function notNegative(value: unknown, what: string): void {
  if (!(Number.isFinite(value) && (value as number) >= 0)) {
    throw new RangeError(
      `${what} must be a finite number of milliseconds, not negative, got ${shown(value)}.`,
    );
  }
}

function shown(value: unknown): string {
  return typeof value === "number" ? String(value) : `a ${typeof value}`;
}
