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

function copy(value: unknown, freeze: boolean, path: unknown[]): unknown {
  const isList = Array.isArray(value);
  if (!isList && !isDictionary(value)) return value;
  if (path.includes(value)) throw new CyclicValueError("value contains a cycle");
  path.push(value);
  let result: unknown;
  if (isList) {
    result = value.map((item) => copy(item, freeze, path));
  } else {
    const target: Record<string, unknown> =
      Object.getPrototypeOf(value) === null ? Object.create(null) : {};
    for (const key of Object.keys(value)) setOwn(target, key, copy(value[key], freeze, path));
    result = target;
  }
  path.pop();
  return freeze ? Object.freeze(result) : result;
}

/**
 * Copies lists and dictionaries all the way down and freezes every copy; other values are shared.
 * @param value - the value to copy.
 * @returns a deeply frozen copy.
 * @throws CyclicValueError when the value contains itself.
 */
export function frozenCopy(value: unknown): unknown {
  return copy(value, true, []);
}

/**
 * Copies lists and dictionaries all the way down into fresh, writable objects.
 * @param value - a value made by {@link frozenCopy} (so free of cycles).
 * @returns a deep copy that shares nothing mutable with the value.
 */
export function freshCopy(value: unknown): unknown {
  return copy(value, false, []);
}
