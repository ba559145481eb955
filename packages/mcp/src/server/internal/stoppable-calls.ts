// Hot path: runs on every tools/call of a server that a stop signal can end (kit-mcp's).
// The calls in flight, each under a signal that its request's cancellation or the process's
// stop aborts. AbortSignal.any([request, stop]) would do the same, but costs about 10 µs a call
// on Node 20; this is one controller and one listener a call, and one listener for the stop.

/** Calls in flight that a stop aborts, each with the stop's reason. */
export class StoppableCalls {
  readonly #stopping: AbortSignal;
  readonly #inFlight = new Set<AbortController>();

  /** @param stopping - aborts every call in flight, and every call started after it. */
  constructor(stopping: AbortSignal) {
    this.#stopping = stopping;
    stopping.addEventListener(
      "abort",
      () => {
        for (const controller of this.#inFlight) controller.abort(stopping.reason);
      },
      { once: true },
    );
  }

  /**
   * Runs a call under a signal that aborts, with the same reason, when `request` aborts (the
   * client cancelled, or the connection closed) or the process stops.
   * @returns what the call returns, once it has settled.
   */
  async run<T>(request: AbortSignal, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    if (this.#stopping.aborted) controller.abort(this.#stopping.reason);
    else if (request.aborted) controller.abort(request.reason);
    if (controller.signal.aborted) return call(controller.signal);
    const forward = (): void => controller.abort(request.reason);
    request.addEventListener("abort", forward, { once: true });
    this.#inFlight.add(controller);
    try {
      return await call(controller.signal);
    } finally {
      this.#inFlight.delete(controller);
      request.removeEventListener("abort", forward);
    }
  }
}
