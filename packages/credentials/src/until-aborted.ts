// Lets a caller stop waiting on abort, even when the work itself ignores the signal.

/**
 * Waits for a promise, or rejects with the signal's `reason` as soon as it aborts.
 * @param promise - the work; it keeps running after an abort, so it must not reject unhandled.
 * @param signal - an optional abort signal.
 * @returns what the promise resolves to.
 * @throws the signal's `reason` on abort, or what the promise rejects with.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
