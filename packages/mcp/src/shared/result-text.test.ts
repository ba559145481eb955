import { describe, expect, test } from "vitest";
import { capText, DEFAULT_MAX_RESULT_LENGTH, readMaxResultLength } from "./result-text";

describe("capText", () => {
  test("leaves text that fits as it is", () => {
    expect(capText("short", 100)).toBe("short");
    expect(capText("x".repeat(100), 100)).toBe("x".repeat(100));
  });

  test("cuts longer text to exactly the cap, with the providers' marker", () => {
    const capped = capText("a".repeat(1_000), 200);
    expect(capped).toHaveLength(200);
    const shown = capped.indexOf("\n");
    expect(capped.slice(shown)).toBe(`\n[truncated: shown ${shown} of 1000 characters]`);
    expect(capped.slice(0, shown)).toBe("a".repeat(shown));
  });

  test("never cuts a character made of two code units in half", () => {
    // Odd and even cut points: one of them falls between the two halves of an emoji.
    for (const max of [200, 201]) {
      const capped = capText(`x${"😀".repeat(500)}`, max);
      const kept = capped.slice(0, capped.indexOf("\n"));
      expect(kept).toBe(`x${"😀".repeat((kept.length - 1) / 2)}`);
      expect(capped.length).toBeLessThanOrEqual(max);
      expect(capped.length).toBeGreaterThanOrEqual(max - 1);
    }
  });
});

describe("readMaxResultLength", () => {
  test("defaults to 100,000 characters", () => {
    expect(readMaxResultLength(undefined)).toBe(DEFAULT_MAX_RESULT_LENGTH);
    expect(DEFAULT_MAX_RESULT_LENGTH).toBe(100_000);
    expect(readMaxResultLength(100)).toBe(100);
  });

  test.each([0, 99, 1.5, -100, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s", (value) => {
    expect(() => readMaxResultLength(value)).toThrow(
      new RangeError(`maxResultLength must be an integer of at least 100, got ${value}`),
    );
  });
});
