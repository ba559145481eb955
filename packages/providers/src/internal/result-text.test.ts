import { describe, expect, test } from "vitest";
import { capText, DEFAULT_MAX_RESULT_LENGTH, readMaxResultLength, textBudget } from "./result-text";

describe("capText", () => {
  test("leaves text that fits as it is", () => {
    expect(capText("short", 100)).toBe("short");
    expect(capText("x".repeat(100), 100)).toBe("x".repeat(100));
  });

  test("cuts longer text to exactly the cap, with a marker that says how much was shown", () => {
    const text = "a".repeat(1_000);
    const capped = capText(text, 200);
    expect(capped).toHaveLength(200);
    const shown = capped.indexOf("\n");
    expect(capped.slice(shown)).toBe(`\n[truncated: shown ${shown} of 1000 characters]`);
    expect(capped.slice(0, shown)).toBe("a".repeat(shown));
  });

  test("never cuts a character made of two code units in half", () => {
    const text = "😀".repeat(500);
    const capped = capText(text, 200);
    const kept = capped.slice(0, capped.indexOf("\n"));
    expect(kept).toBe("😀".repeat(kept.length / 2));
    expect(capped.length).toBeLessThanOrEqual(200);
  });
});

describe("readMaxResultLength", () => {
  test("defaults to 100,000 characters", () => {
    expect(readMaxResultLength(undefined)).toBe(DEFAULT_MAX_RESULT_LENGTH);
    expect(readMaxResultLength({})).toBe(100_000);
    expect(readMaxResultLength({ maxResultLength: 500 })).toBe(500);
  });

  test.each([0, 99, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s", (value) => {
    expect(() => readMaxResultLength({ maxResultLength: value })).toThrow(
      `maxResultLength must be an integer of at least 100, got ${value}`,
    );
  });
});

describe("textBudget", () => {
  test("shares one cap between texts, in order: kept, cut to what is left, then replaced", () => {
    const budget = textBudget(300);
    expect(budget("a".repeat(100))).toBe("a".repeat(100));
    const cut = budget("b".repeat(500));
    expect(cut).toHaveLength(200);
    expect(cut).toMatch(/^b+\n\[truncated: shown \d+ of 500 characters\]$/);
    expect(budget("c")).toBe("[text, 1 characters: not sent, over maxResultLength]");
  });

  test("a text that finds less than 100 characters left is replaced, not cut", () => {
    const budget = textBudget(150);
    expect(budget("a".repeat(100))).toBe("a".repeat(100));
    expect(budget("b".repeat(60))).toBe("[text, 60 characters: not sent, over maxResultLength]");
  });
});
