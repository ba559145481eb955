// Contracts are JSON data: what is copied into one, how two values are compared, and how a lock
// file is written so that it diffs well (keys sorted, two-space indent, a newline at the end).

/**
 * A deep copy of `value` made of JSON data only (plain objects, arrays, strings, finite
 * numbers, booleans, null), or undefined when something in it is not JSON data (a Date, a
 * function, `undefined`, NaN, a cycle): such a value would not survive a lock file.
 */
export function copyJson(value: unknown, seen: Set<object> = new Set()): unknown {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "object" || seen.has(value)) return undefined;
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      const copy: unknown[] = [];
      for (const item of value) {
        const itemCopy = copyJson(item, seen);
        if (itemCopy === undefined) return undefined;
        copy.push(itemCopy);
      }
      return copy;
    }
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return undefined;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const itemCopy = copyJson(item, seen);
      if (itemCopy === undefined) return undefined;
      // defineProperty: a key named __proto__ stays a key.
      Object.defineProperty(copy, key, {
        value: itemCopy,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy;
  } finally {
    seen.delete(value);
  }
}

/**
 * JSON text with every object's keys sorted (arrays keep their order), indented by `indent`
 * spaces (none for 0). The same data always gives the same text.
 */
export function stableJson(value: unknown, indent = 0): string {
  return JSON.stringify(sortKeys(value), null, indent);
}

/** Whether two JSON values are the same data, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== "object" || value === null) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    Object.defineProperty(sorted, key, {
      value: sortKeys((value as Record<string, unknown>)[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return sorted;
}
