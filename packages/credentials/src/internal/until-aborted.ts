// Hot path: runs on every call that passes a signal. Lets a caller stop waiting on abort, even
// when the work itself ignores the signal.

/**
 * Waits for a promise, or rejects with the signal's `reason` as soon as it aborts.
 * @param promise - the work; it keeps running after an abort, and its rejection stays handled.
 * @throws the signal's `reason` on abort, or what the promise rejects with.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort);
    // The listener goes once the work settles, so a long-lived signal keeps none.
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
