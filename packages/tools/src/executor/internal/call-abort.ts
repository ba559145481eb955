// Hot path: runs on every call with a timeout, a caller signal or credentials.
// The abort side of one call: a signal that fires on the timeout or the caller's signal,
// a race that settles the call even when the tool ignores it, and cleanup that leaves no
// timer and no listener behind.
import { setMaxListeners } from "node:events";

let shared: AbortSignal | undefined;

/**
 * The one signal shared by every call without a timeout or caller signal: it never aborts,
 * so no per-call controller is needed. Unlimited listeners, as concurrent calls add theirs.
 */
export function neverAborted(): AbortSignal {
  if (shared === undefined) {
    shared = new AbortController().signal;
    setMaxListeners(0, shared);
  }
  return shared;
}

// The longest delay one timer holds: Node.js (like browsers) fires a longer one after 1 ms.
const MAX_DELAY = 2 ** 31 - 1;

// The message gives the limit only: the ToolExecutionError around it names the tool.
function onTimeout(controller: AbortController, timeoutMs: number): void {
  const error = new Error(`timed out after ${timeoutMs} ms`);
  error.name = "TimeoutError";
  controller.abort(error);
}

/** A call's abort signal, for a call with a timeout, a caller signal, or both. */
export class CallAbort {
  /** Aborts on the timeout or the caller's abort. */
  declare readonly signal: AbortSignal;
  // The pending timer; a timeout longer than MAX_DELAY replaces it at each step.
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #caller: AbortSignal | undefined;
  readonly #forward: (() => void) | undefined;

  /**
   * Starts the timer and listens to the caller's signal.
   * @param timeoutMs - the limit in milliseconds (positive, finite), or undefined for none.
   * @param caller - the caller's signal, or undefined.
   */
  constructor(timeoutMs: number | undefined, caller: AbortSignal | undefined) {
    if (timeoutMs === undefined) {
      // Only the caller's signal: the tool may use it as it is.
      this.signal = caller ?? neverAborted();
      return;
    }
    const controller = new AbortController();
    this.signal = controller.signal;
    if (caller?.aborted) {
      controller.abort(caller.reason);
      return;
    }
    this.#wait(controller, timeoutMs, timeoutMs);
    if (caller !== undefined) {
      const forward = (): void => controller.abort(caller.reason);
      caller.addEventListener("abort", forward, { once: true });
      this.#caller = caller;
      this.#forward = forward;
    }
  }

  /**
   * Settles with the pending work (a promise or a plain value), or rejects with the signal's
   * reason as soon as it aborts.
   * The work's late rejection is always handled.
   */
  race<T>(pending: T | PromiseLike<T>): Promise<T> {
    const { signal } = this;
    return new Promise<T>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      let settled = false;
      let onAbort: (() => void) | undefined;
      const settle = (): void => {
        settled = true;
        if (onAbort !== undefined) signal.removeEventListener("abort", onAbort);
      };
      // Settling twice is a no-op, so a late rejection of the work is handled here too.
      Promise.resolve(pending).then(
        (value) => {
          settle();
          resolve(value);
        },
        (error: unknown) => {
          settle();
          reject(error);
        },
      );
      // Work that settles at once (most tools) never pays for a listener: it is added after a
      // microtask, and an abort before that is read from `aborted` then.
      queueMicrotask(() => {
        if (settled) return;
        if (signal.aborted) return reject(signal.reason);
        onAbort = (): void => reject(signal.reason);
        signal.addEventListener("abort", onAbort, { once: true });
      });
    });
  }

  // Arms the timer. One comparison is all a common timeout pays for the long ones: a timeout
  // longer than one timer holds waits in steps of at most MAX_DELAY, each timer armed when the
  // one before fires, so the whole never fires early.
  #wait(controller: AbortController, remaining: number, timeoutMs: number): void {
    this.#timer =
      remaining <= MAX_DELAY
        ? setTimeout(onTimeout, remaining, controller, timeoutMs)
        : setTimeout(() => {
            if (!controller.signal.aborted)
              this.#wait(controller, remaining - MAX_DELAY, timeoutMs);
          }, MAX_DELAY);
  }

  /** Clears the timer and stops listening to the caller's signal. */
  dispose(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    // #forward is set whenever #caller is.
    this.#caller?.removeEventListener("abort", this.#forward as () => void);
  }
}
