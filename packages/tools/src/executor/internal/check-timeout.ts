// Hot path: runs on every call that gives a timeout. The one check of a `timeoutMs` option, for
// `execute`, the executor's constructor, `startTask` and `awaitTask`.

/** @throws RangeError unless `value` is undefined or a positive finite number. */
export function checkTimeout(value: unknown): void {
  // `Number.isFinite` is false for anything that is not a number.
  if (value !== undefined && !(Number.isFinite(value) && (value as number) > 0)) {
    const shown = typeof value === "number" ? String(value) : `a ${typeof value}`;
    throw new RangeError(
      `timeoutMs must be a positive finite number of milliseconds or undefined, got ${shown}.`,
    );
  }
}
