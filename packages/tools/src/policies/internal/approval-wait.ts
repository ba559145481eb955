// The wait for an approval answer: under the caller's signal and the executor's
// `approvalTimeoutMs` (5 minutes unless set; Infinity for none), not under the call's
// `timeoutMs`, which starts after it.
import { ApprovalTimeoutError } from "../../errors/approval-timeout-error";
import type { CallState } from "../../executor/internal/call-state";

// The longest delay one timer holds: Node.js fires a longer one after 1 ms.
const MAX_DELAY = 2 ** 31 - 1;

/**
 * Waits for `ask`'s answer, or rejects with the caller's abort reason or, after `timeoutMs`,
 * an `ApprovalTimeoutError`. The signal `ask` gets aborts the same way. With `settlesOnAbort`
 * (an approval store, whose `request` takes the call off its list and then rejects with the
 * signal's reason) the wait ends when `ask`'s promise does; otherwise (`approve`, which gets no
 * signal) at once, and a late answer or rejection is ignored.
 */
export function untilApproved(
  call: CallState,
  timeoutMs: number,
  ask: (signal: AbortSignal) => unknown,
  settlesOnAbort = false,
): Promise<unknown> {
  const controller = new AbortController();
  const { signal } = controller;
  const caller = call.signal;
  if (caller?.aborted) return Promise.reject(caller.reason);
  const forward = (): void => controller.abort(caller?.reason);
  caller?.addEventListener("abort", forward, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A limit longer than one timer holds is waited for in steps, so it never fires early.
  const wait = (left: number): void => {
    timer = setTimeout(
      () => {
        if (left > MAX_DELAY) return wait(left - MAX_DELAY);
        controller.abort(new ApprovalTimeoutError({ toolName: call.tool.name, timeoutMs }));
      },
      Math.min(left, MAX_DELAY),
    );
  };
  if (timeoutMs !== Number.POSITIVE_INFINITY) wait(timeoutMs);
  return new Promise<unknown>((resolve, reject) => {
    const done = (): void => {
      clearTimeout(timer);
      caller?.removeEventListener("abort", forward);
      signal.removeEventListener("abort", onAbort);
    };
    const onAbort = (): void => {
      done();
      reject(signal.reason);
    };
    if (!settlesOnAbort) signal.addEventListener("abort", onAbort, { once: true });
    let answer: unknown;
    try {
      answer = ask(signal);
    } catch (thrown) {
      done();
      reject(thrown);
      return;
    }
    Promise.resolve(answer).then(
      (value) => {
        done();
        resolve(value);
      },
      (thrown: unknown) => {
        done();
        reject(thrown);
      },
    );
  });
}

/**
 * Checks `approvalTimeoutMs`.
 * @returns the limit in milliseconds: the default for undefined, Infinity for none.
 * @throws RangeError for anything but a positive number (Infinity included).
 */
export function readApprovalTimeout(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !(value > 0)) {
    throw new RangeError(
      `approvalTimeoutMs must be a positive number of milliseconds (Infinity for no limit), got ${typeof value === "number" ? String(value) : `a ${typeof value}`}.`,
    );
  }
  return value;
}
