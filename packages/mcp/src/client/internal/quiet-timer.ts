// Hot path: runs on every remote call. The limit on a remote call that hears nothing: no answer
// and no progress for a while means the server will not answer (a dead peer behind a live
// socket), and the call fails instead of waiting forever. Each progress notification of the
// call starts the wait again.

/** How long a call may hear nothing about itself from the server, in milliseconds. */
export const QUIET_LIMIT_MS = 60_000;

type AbortListener = (this: unknown, event: Event) => void;

/**
 * The signal a remote call is sent with: it aborts on the caller's abort, or on silence past the
 * limit. It is the part of `AbortSignal` the SDK's `Protocol.request` reads (`aborted`, `reason`,
 * `throwIfAborted`, `addEventListener("abort")`), not a real one: on Node.js 20 making an
 * `AbortSignal` costs about 9 µs, a twentieth of a whole stdio round trip, and each call needs
 * its own (the SDK never removes the listener it adds). `client-*.test.ts` abort calls through it
 * over stdio and HTTP.
 */
export class QuietTimer {
  readonly #caller: AbortSignal;
  readonly #limitMs: number;
  readonly #onCallerAbort = (): void => this.#abort(this.#caller.reason);
  #timer: ReturnType<typeof setTimeout> | undefined;
  #listeners: AbortListener[] | undefined;
  /** Whether the call was aborted, by the caller or the silence. */
  aborted = false;
  /** Why it was aborted. */
  reason: unknown;
  /** Whether it was the silence, not the caller, that aborted. */
  expired = false;

  /** Starts waiting; `caller` aborting aborts the signal with its reason. */
  constructor(caller: AbortSignal, limitMs: number = QUIET_LIMIT_MS) {
    this.#caller = caller;
    this.#limitMs = limitMs;
    if (caller.aborted) this.#onCallerAbort();
    else caller.addEventListener("abort", this.#onCallerAbort, { once: true });
    this.reset();
  }

  /** What the request is sent with. */
  get signal(): AbortSignal {
    return this as unknown as AbortSignal;
  }

  /** Throws the reason once aborted, as `AbortSignal.throwIfAborted` does. */
  throwIfAborted(): void {
    if (this.aborted) throw this.reason;
  }

  /** Hears the abort (each listener at most once, as every listener of an abort is). */
  addEventListener(type: string, listener: AbortListener): void {
    if (type !== "abort" || this.aborted) return;
    this.#listeners ??= [];
    this.#listeners.push(listener);
  }

  /** Stops hearing the abort. */
  removeEventListener(type: string, listener: AbortListener): void {
    if (type !== "abort" || this.#listeners === undefined) return;
    const index = this.#listeners.indexOf(listener);
    if (index >= 0) this.#listeners.splice(index, 1);
  }

  /** The server said something about the call: the wait starts again. */
  reset(): void {
    clearTimeout(this.#timer);
    if (this.aborted) return;
    this.#timer = setTimeout(() => {
      this.expired = true;
      this.#abort(new Error(`no answer for ${this.#limitMs} ms`));
    }, this.#limitMs);
  }

  /** Ends the wait now, with `reason`: the call's answer is known not to come. */
  stop(reason: unknown): void {
    this.#abort(reason);
  }

  /** The call settled: no more waiting. */
  dispose(): void {
    clearTimeout(this.#timer);
    this.#caller.removeEventListener("abort", this.#onCallerAbort);
    this.#listeners = undefined;
  }

  #abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    clearTimeout(this.#timer);
    const listeners = this.#listeners ?? [];
    this.#listeners = undefined;
    const event = new Event("abort");
    for (const listener of listeners) {
      try {
        listener.call(this, event);
      } catch {
        // As an EventTarget does: one listener's throw stops neither the others nor the abort.
      }
    }
  }
}
