// Waiting between polls of Redis, under a signal.

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** The next pause of a poll: doubling from `first` up to `most`, with jitter. */
export function nextPause(previous: number, most: number): number {
  return Math.min(most, previous * 2) * (0.75 + Math.random() * 0.5);
}
