// The policies that keep state in a store (shared by several processes, or the in-memory
// rate limits): checked once when the executor is made.
import type { ApprovalStore } from "../approval-store";
import type { CallRecordStore } from "../call-record-store";
import type { ConcurrencyStore } from "../concurrency-store";
import { MemoryRateLimitStore } from "../memory-rate-limit-store";
import type { PolicyStores } from "../policy-stores";
import type { RateLimit, RateLimitStore } from "../rate-limit-store";

/** The store-backed policies of an executor, checked, with the defaults filled in. */
export interface SharedPolicies {
  readonly concurrency: ConcurrencyStore | undefined;
  /** `maxConcurrency` and `toolConcurrency` as numbers, for the concurrency store. */
  readonly maxConcurrency: number | undefined;
  readonly toolConcurrency: ReadonlyMap<string, number>;
  /** The rate limits' store: the given one, or one in memory when a rate limit is set. */
  readonly rates: RateLimitStore | undefined;
  readonly toolRates: ReadonlyMap<string, RateLimit>;
  readonly credentialRates: ReadonlyMap<string, RateLimit>;
  readonly calls: CallRecordStore | undefined;
  readonly ttlMs: number;
  readonly waitMs: number;
  readonly maxResultBytes: number;
  readonly approvals: ApprovalStore | undefined;
}

/** What {@link readShared} reads of the executor's options. */
export interface SharedOptions {
  readonly stores?: unknown;
  readonly toolRateLimits?: unknown;
  readonly credentialRateLimits?: unknown;
  readonly exactlyOnce?: unknown;
}

const METHODS = {
  concurrency: ["acquire", "release"],
  rateLimits: ["reserve"],
  calls: ["claim", "finish", "forget"],
  approvals: ["request", "list", "answer"],
} as const;

/**
 * Checks the store-backed policy options.
 * @returns the policies, or undefined when no store and no rate limit is set.
 * @throws TypeError for a store without its methods, a rate limit that is not an object, or
 * `approve` given with `stores.approvals`; RangeError for a number out of range.
 */
export function readShared(
  options: SharedOptions & { readonly approve?: unknown },
  maxConcurrency: number | undefined,
  toolConcurrency: ReadonlyMap<string, number>,
): SharedPolicies | undefined {
  const { stores, toolRateLimits, credentialRateLimits, exactlyOnce } = options;
  if (
    !hasPolicyStore(stores) &&
    toolRateLimits === undefined &&
    credentialRateLimits === undefined &&
    exactlyOnce === undefined
  ) {
    return undefined;
  }
  const given = readStores(stores);
  if (given.approvals !== undefined && options.approve !== undefined) {
    throw new TypeError(
      "ToolExecutor: set either 'approve' or 'stores.approvals', not both (the store's answers replace approve).",
    );
  }
  const toolRates = readRates(toolRateLimits, "toolRateLimits");
  const credentialRates = readRates(credentialRateLimits, "credentialRateLimits");
  const anyRate = toolRates.size + credentialRates.size > 0;
  if (exactlyOnce !== undefined && (typeof exactlyOnce !== "object" || exactlyOnce === null)) {
    throw new TypeError("ToolExecutor: 'exactlyOnce' must be an object such as { waitMs: 30000 }.");
  }
  const once = (exactlyOnce ?? {}) as Record<string, unknown>;
  return {
    concurrency: given.concurrency,
    maxConcurrency,
    toolConcurrency,
    rates: given.rateLimits ?? (anyRate ? new MemoryRateLimitStore() : undefined),
    toolRates,
    credentialRates,
    calls: given.calls,
    ttlMs: positive(once.ttlMs, "exactlyOnce.ttlMs", 86_400_000),
    waitMs: positive(once.waitMs, "exactlyOnce.waitMs", 30_000),
    maxResultBytes: positive(once.maxResultBytes, "exactlyOnce.maxResultBytes", 65_536),
    approvals: given.approvals,
  };
}

/**
 * Whether `stores` holds a store the call path uses (concurrency, rate limits, call records,
 * approvals), or is not an object (which {@link readShared} then rejects). A `stores` with only
 * `tasks` gives the calls nothing to do: they take the path of an executor without stores.
 */
export function hasPolicyStore(stores: unknown): boolean {
  if (stores === undefined) return false;
  if (typeof stores !== "object" || stores === null) return true;
  const given = stores as PolicyStores;
  return (
    given.concurrency !== undefined ||
    given.rateLimits !== undefined ||
    given.calls !== undefined ||
    given.approvals !== undefined
  );
}

function readStores(stores: unknown): PolicyStores {
  if (stores === undefined) return {};
  if (typeof stores !== "object" || stores === null) {
    throw new TypeError("ToolExecutor: 'stores' must be an object such as { concurrency }.");
  }
  for (const [key, methods] of Object.entries(METHODS)) {
    const store = (stores as Record<string, unknown>)[key];
    if (store === undefined) continue;
    for (const method of methods) {
      if (typeof (store as Record<string, unknown> | null)?.[method] !== "function") {
        throw new TypeError(
          `ToolExecutor: 'stores.${key}' needs the methods ${methods.join(", ")}; it has no ${method}.`,
        );
      }
    }
  }
  return stores as PolicyStores;
}

function readRates(value: unknown, what: string): ReadonlyMap<string, RateLimit> {
  const rates = new Map<string, RateLimit>();
  if (value === undefined) return rates;
  if (typeof value !== "object" || value === null) {
    throw new TypeError(`ToolExecutor: '${what}' must be an object of names.`);
  }
  for (const [name, rate] of Object.entries(value)) {
    if (typeof rate !== "object" || rate === null) {
      throw new TypeError(
        `ToolExecutor: ${what}['${name}'] must be an object such as { calls: 10, intervalMs: 1000 }.`,
      );
    }
    const { calls, intervalMs } = rate as Record<string, unknown>;
    if (!(Number.isSafeInteger(calls) && (calls as number) > 0)) {
      throw new RangeError(
        `${what}['${name}'].calls must be a positive integer, got ${shown(calls)}.`,
      );
    }
    rates.set(name, {
      calls: calls as number,
      intervalMs: positive(intervalMs, `${what}['${name}'].intervalMs`, 0),
    });
  }
  return rates;
}

/**
 * A positive finite number of milliseconds (or bytes); `fallback` for undefined (0: required).
 * @throws RangeError naming `what` otherwise.
 */
export function positive(value: unknown, what: string, fallback: number): number {
  if (value === undefined && fallback > 0) return fallback;
  if (!(Number.isFinite(value) && (value as number) > 0)) {
    throw new RangeError(`${what} must be a positive finite number, got ${shown(value)}.`);
  }
  return value as number;
}

function shown(value: unknown): string {
  return typeof value === "number" ? String(value) : `a ${typeof value}`;
}
