// Hot path: runs on every call (the tool's return value, each listener's).

/** Tells whether a value can be awaited like a promise (it has a `then` method). */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null | undefined)?.then === "function";
}
