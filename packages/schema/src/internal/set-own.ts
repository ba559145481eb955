// Hot path: runs on every call that writes a default or copies a value.

/**
 * Sets an own, enumerable property, also for the key `__proto__` (where `target[key] = value`
 * would replace the prototype instead).
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
export const setOwn = (function (target: Record<string, unknown>, key: string, value: unknown): void {
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
});
