// Hot path: one for every task run. A task must be cancellable, so its call runs under an abort
// of its own; but making an AbortSignal costs more than a whole trivial call on Node 20 (about
// 10 µs). This is the abort without the signal: the signal is made only when something needs it
// (the tool reads `context.signal`, asks a question, or the call has a timeout, credentials or
// policies, which listen to it), aborted already when the abort came first. Until then an abort
// is a flag, and the race that settles an ignored call is a callback.

/** An abort whose `AbortSignal` is made on first read. */
export class DeferredAbort {
  #controller: AbortController | undefined;
  #aborted = false;
  #reason: unknown;
  // The pending race's, at most one (a task's call is one run).
  #onAbort: (() => void) | undefined;

  /** Whether it aborted. */
  get aborted(): boolean {
    return this.#aborted;
  }

  /** Why it aborted (undefined before). */
  get reason(): unknown {
    return this.#reason;
  }

  /** The signal, made now if not yet: aborted (with the same reason) when the abort came first. */
  get signal(): AbortSignal {
    let controller = this.#controller;
    if (controller === undefined) {
      controller = new AbortController();
      this.#controller = controller;
      if (this.#aborted) controller.abort(this.#reason);
    }
    return controller.signal;
  }

  /** Aborts with `reason`, as `AbortController.abort` does: only the first abort counts. */
  abort(reason: unknown): void {
    if (this.#aborted) return;
    this.#aborted = true;
    this.#reason = reason;
    // The signal's listeners (the tool's) hear it first, then the race, as with a signal.
    this.#controller?.abort(reason);
    const onAbort = this.#onAbort;
    this.#onAbort = undefined;
    onAbort?.();
  }

  /**
   * Settles with the pending work, or rejects with the reason as soon as it aborts (the work's
   * late rejection is handled), like `CallAbort.race`.
   */
  race<T>(pending: PromiseLike<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.#aborted) return reject(this.#reason);
      const onAbort = (): void => reject(this.#reason);
      this.#onAbort = onAbort;
      const settle = (): void => {
        if (this.#onAbort === onAbort) this.#onAbort = undefined;
      };
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
    });
  }
}
