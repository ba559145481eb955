// Waiting for an approval answer, which only the caller's signal can stop.
// Approval waits under the caller's signal alone: the call's timeout does not cover it.
export function untilAborted(
  answer: PromiseLike<unknown>,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  if (signal === undefined) return Promise.resolve(answer);
  return new Promise((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    Promise.resolve(answer)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener("abort", onAbort));
  });
}
