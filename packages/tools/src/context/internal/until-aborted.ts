// Waiting for a caller's answer (a user, a model) under the call's signal: an abort or timeout
// ends the wait at once, whatever the handler does.

/**
 * Runs `ask` and settles with its answer, or rejects with the signal's reason when it aborts
 * first. Leaves no listener behind; a handler that throws at once rejects.
 */
export function untilAborted<T>(ask: () => T | PromiseLike<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    new Promise<T>((answer) => answer(ask()))
      .then(resolve, reject)
      .finally(() => signal.removeEventListener("abort", onAbort));
  });
}
