// Waiting for a task that runs elsewhere (or ran here before): the store's watch where it has
// one, reads with a growing pause otherwise, and a read at least every lease so that a lost task
// is found.
import { TaskNotFoundError } from "../../errors/task-not-found-error";
import type { TaskRecord } from "../task-store";
import type { TaskSettings } from "./task-settings";

const FIRST_PAUSE_MS = 20;

/**
 * @returns the task's record once it finished.
 * @throws TaskNotFoundError when the store does not hold it; the signal's reason when it aborts.
 */
export async function waitForRecord(
  settings: TaskSettings,
  taskId: string,
  signal: AbortSignal | undefined,
): Promise<TaskRecord> {
  const { store, pollMs, leaseMs } = settings;
  let pause = FIRST_PAUSE_MS;
  for (;;) {
    signal?.throwIfAborted();
    const lookup = await store.read(taskId);
    if (lookup.state !== "found") throw new TaskNotFoundError({ taskId, reason: lookup.state });
    if (lookup.record.outcome !== undefined) return lookup.record;
    const longest = store.watch === undefined ? Math.min(pause, pollMs) : leaseMs;
    await nextChange(store.watch?.bind(store), taskId, longest, signal);
    pause = Math.min(pause * 2, pollMs);
  }
}

function nextChange(
  watch: ((taskId: string, listener: (record: TaskRecord) => void) => () => void) | undefined,
  taskId: string,
  longestMs: number,
  signal: AbortSignal | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanUp = (): void => {
      clearTimeout(timer);
      unwatch?.();
      signal?.removeEventListener("abort", aborted);
    };
    const done = (): void => {
      cleanUp();
      resolve();
    };
    const aborted = (): void => {
      cleanUp();
      reject(signal?.reason);
    };
    const timer = setTimeout(done, longestMs);
    const unwatch = watch?.(taskId, (record) => {
      if (record.outcome !== undefined) done();
    });
    signal?.addEventListener("abort", aborted, { once: true });
    if (signal?.aborted) aborted();
  });
}
