import { describe, expect, test } from "vitest";
import { samePlainData } from "./same-plain-data";

describe("samePlainData", () => {
  test("equal JSON data is the same, in any key order", () => {
    const envelope = {
      version: "2026-07-28",
      capabilities: { elicitation: { form: {} } },
      n: [1, "a", null, true],
    };
    const copy = {
      n: [1, "a", null, true],
      capabilities: { elicitation: { form: {} } },
      version: "2026-07-28",
    };
    expect(samePlainData(envelope, copy)).toBe(true);
    expect(samePlainData(Object.assign(Object.create(null), { a: 1 }), { a: 1 })).toBe(true);
  });

  test("a different value, key, length or type is not", () => {
    expect(samePlainData({ a: 1 }, { a: 2 })).toBe(false);
    expect(samePlainData({ a: 1 }, { b: 1 })).toBe(false);
    expect(samePlainData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(samePlainData([1, 2], [1, 2, 3])).toBe(false);
    expect(samePlainData({ a: "1" }, { a: 1 })).toBe(false);
    expect(samePlainData([], {})).toBe(false);
    expect(samePlainData({}, [])).toBe(false);
    expect(samePlainData({ a: {} }, { a: null })).toBe(false);
    expect(samePlainData({ a: 1 }, undefined)).toBe(false);
  });

  test("what is not JSON data is never the same, not even as itself", () => {
    const date = new Date(0);
    expect(samePlainData({ at: date }, { at: date })).toBe(false);
    expect(samePlainData({ a: undefined }, { a: undefined })).toBe(false);
    expect(samePlainData({ a: Number.NaN }, { a: Number.NaN })).toBe(false);
    expect(samePlainData({ a: Number.POSITIVE_INFINITY }, { a: Number.POSITIVE_INFINITY })).toBe(
      false,
    );
    class Box {
      a = 1;
    }
    expect(samePlainData(new Box(), new Box())).toBe(false);
  });

  test("data nested deeper than 16 levels is never the same", () => {
    const nest = (depth: number): unknown => (depth === 0 ? "leaf" : { inner: nest(depth - 1) });
    expect(samePlainData(nest(15), nest(15))).toBe(true);
    expect(samePlainData(nest(17), nest(17))).toBe(false);
  });
});
