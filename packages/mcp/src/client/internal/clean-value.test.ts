import { CANARY } from "@kit/test-support";
import { expect, test } from "vitest";
import { cleanValue } from "./clean-value";

const clean = (text: string): string => text.split(CANARY).join("[REDACTED]");

test("strings at every depth are cleaned, keys are not; what did not change stays shared", () => {
  const untouched = { note: "nothing here", list: [1, true, null] };
  const value = {
    [CANARY]: "a key is a name",
    text: `token ${CANARY}`,
    nested: { list: ["ok", `x${CANARY}x`], untouched },
  };
  const cleaned = cleanValue(value, clean) as typeof value;
  expect(cleaned).toEqual({
    [CANARY]: "a key is a name",
    text: "token [REDACTED]",
    nested: { list: ["ok", "x[REDACTED]x"], untouched },
  });
  expect(cleaned.nested.untouched).toBe(untouched);
  // The caller's value is not changed.
  expect(value.text).toBe(`token ${CANARY}`);
  expect(Array.isArray(cleaned.nested.list)).toBe(true);
});

test("a value without a secret is the same object", () => {
  const value = { a: [{ b: "c" }], d: 1 };
  expect(cleanValue(value, clean)).toBe(value);
  expect(cleanValue("plain", clean)).toBe("plain");
  expect(cleanValue(7, clean)).toBe(7);
});

test("a key named __proto__ is copied as a key, not as the prototype", () => {
  const value = JSON.parse(`{"__proto__": {"x": "${CANARY}"}, "y": "${CANARY}"}`) as object;
  const cleaned = cleanValue(value, clean) as Record<string, unknown>;
  expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
  expect(Object.keys(cleaned)).toEqual(["__proto__", "y"]);
  expect(JSON.stringify(cleaned)).toBe('{"__proto__":{"x":"[REDACTED]"},"y":"[REDACTED]"}');
});

test("100,000 levels deep: no stack overflow, the deepest string cleaned", () => {
  let deep: unknown = { leaf: CANARY };
  for (let level = 0; level < 100_000; level++) deep = level % 2 === 0 ? { next: deep } : [deep];
  let found = cleanValue(deep, clean);
  for (let level = 0; level < 100_000; level++) {
    found = Array.isArray(found) ? found[0] : (found as { next: unknown }).next;
  }
  expect(found).toEqual({ leaf: "[REDACTED]" });
});
