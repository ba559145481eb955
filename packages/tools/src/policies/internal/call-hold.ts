// Hot path: what a call holds while its tool runs under the executor's policies.
import type { CallAbort } from "../../executor/internal/call-abort";
import type { CallState, HeldAttempt } from "../../executor/internal/call-state";
import type { ConcurrencyLimit } from "./concurrency-limit";
import { retryAfter } from "./retry-attempts";
import type { RetryPlan } from "./retry-plan";
import { release } from "./slots";

/**
 * What a call holds while a promise of its tool is pending: its slots and timer, and the
 * retries a rejection of its first attempt may still get. Whoever awaits the promise settles
 * it; `runToolCall` inlines {@link CallHold.settle} to save a promise hop. Each tool's rule
 * has one, shared by its calls on the fast path (no timer, no credentials); other calls make
 * their own.
 */
export class CallHold implements HeldAttempt {
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
