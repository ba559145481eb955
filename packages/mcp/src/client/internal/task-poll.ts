// How often a remote task is polled: at the server's suggested interval (bounded), else with a
// backoff that doubles from a first pause to a cap; and the pause itself, which an abort ends.

/** The first pause between two polls of a server that suggests none, in milliseconds. */
export const FIRST_POLL_MS = 100;
/** The longest pause the backoff reaches without a suggestion from the server. */
export const MAX_BACKOFF_MS = 5_000;
/** The shortest pause kit takes, whatever the server suggests: a server asking for 0 is not hammered. */
export const MIN_POLL_MS = 10;
/** The longest pause kit takes, whatever the server suggests. */
export const MAX_POLL_MS = 60_000;
/** The pause before the next poll: the server's suggestion (bounded), else the backoff. */
export function pollDelay(suggested: number | undefined, backoff: number): number {
  if (suggested !== undefined) return Math.min(Math.max(suggested, MIN_POLL_MS), MAX_POLL_MS);
  return Math.min(backoff, MAX_BACKOFF_MS);
}

/** Waits `ms`; rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
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
