// Hot path for an executor with a concurrency limit: taking a call's slots, and giving them back.
import type { CallAbort } from "../../executor/internal/call-abort";
import type { ConcurrencyLimit } from "./concurrency-limit";

/**
 * Takes a slot of the tool's limit, then of the executor's: `undefined` when both were free
 * (now held), else a promise that resolves once both are held, or rejects holding none.
 * The tool's slot first: a call waiting for the executor's slot then holds only a slot that
 * calls of the same tool would wait for anyway.
 */
export function takeSlots(
  toolLimit: ConcurrencyLimit | undefined,
  limit: ConcurrencyLimit | undefined,
  signal: AbortSignal,
): Promise<void> | undefined {
  const first = toolLimit?.acquire(signal);
  if (first === undefined) {
    const second = limit?.acquire(signal);
    if (second === undefined) return undefined;
    return second.catch((thrown: unknown) => {
      toolLimit?.release();
      throw thrown;
    });
  }
  return first.then(() => {
    const second = limit?.acquire(signal);
    return second?.catch((thrown: unknown) => {
      toolLimit?.release();
      throw thrown;
    });
  });
}

/** Gives slots back and stops a timer. (A plain function, not a closure per call.) */
export function release(
  toolLimit: ConcurrencyLimit | undefined,
  limit: ConcurrencyLimit | undefined,
  abort: CallAbort | undefined,
): void {
  limit?.release();
  toolLimit?.release();
  abort?.dispose();
}
