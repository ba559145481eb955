// Deep copies of default values: frozen once when a schema is built, fresh for every use.
import { isDictionary } from "./kind-of";

/** Thrown by {@link frozenCopy} when a value contains itself. */
export class CyclicValueError extends Error {
  override readonly name: string = "CyclicValueError";
}

/**
 * Sets an own, enumerable property, also for the key `__proto__`.
 * @param target - the object to write to.
 * @param key - the property name.
 * @param value - the value.
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // `target[key] = value` with key "__proto__" would replace the prototype instead.
  if (key === "__proto__") {
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else {
    target[key] = value;
  }
}

// With a `path` (the objects being copied, to find cycles), copies are frozen; without one,
// the value is known to be free of cycles and copies stay writable. No callbacks and no path
// for a fresh copy: this runs for defaults in cold code.
function copy(value: unknown, path: unknown[] | undefined): unknown {
  const isList = Array.isArray(value);
  if (!isList && !isDictionary(value)) return value;
  if (path?.includes(value)) throw new CyclicValueError("value contains a cycle");
  path?.push(value);
  // A list is sliced (which keeps its length and holes, and drops keys that are not indexes),
  // then its items are replaced by their copies.
  const source: Record<string, unknown> = isList ? (value.slice() as never) : value;
  const result: Record<string, unknown> = isList
    ? source
    : Object.getPrototypeOf(value) === null
      ? Object.create(null)
      : {};
  for (const key of Object.keys(source)) setOwn(result, key, copy(source[key], path));
  path?.pop();
  return path ? Object.freeze(result) : result;
}

/**
 * Copies lists and dictionaries all the way down and freezes every copy; other values are shared.
 * @param value - the value to copy.
 * @returns a deeply frozen copy.
 * @throws CyclicValueError when the value contains itself.
 */
export function frozenCopy(value: unknown): unknown {
  return copy(value, []);
}

/**
 * Copies lists and dictionaries all the way down into fresh, writable objects.
 * @param value - a value made by {@link frozenCopy} (so free of cycles).
 * @returns a deep copy that shares nothing mutable with the value.
 */
export function freshCopy(value: unknown): unknown {
  return copy(value, undefined);
}
