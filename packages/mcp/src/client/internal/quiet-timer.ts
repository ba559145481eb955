// The limit on a remote call that hears nothing: no answer and no progress for a while means
// the server will not answer (a dead peer behind a live socket), and the call fails instead of
// waiting forever. Each progress notification of the call starts the wait again.

/** How long a call may hear nothing about itself from the server, in milliseconds. */
export const QUIET_LIMIT_MS = 60_000;

/** The signal a remote call is sent with: the caller's, or silence past the limit. */
export class QuietTimer {
  readonly #controller = new AbortController();
  readonly #caller: AbortSignal;
  readonly #limitMs: number;
  readonly #onCallerAbort = (): void => this.#controller.abort(this.#caller.reason);
  #timer: ReturnType<typeof setTimeout> | undefined;
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
    return this.#controller.signal;
  }

  /** The server said something about the call: the wait starts again. */
  reset(): void {
    clearTimeout(this.#timer);
    if (this.#controller.signal.aborted) return;
    this.#timer = setTimeout(() => {
      this.expired = true;
      this.#controller.abort(new Error(`no answer for ${this.#limitMs} ms`));
    }, this.#limitMs);
  }

  /** The call settled: no more waiting. */
  dispose(): void {
    clearTimeout(this.#timer);
    this.#caller.removeEventListener("abort", this.#onCallerAbort);
  }
}
