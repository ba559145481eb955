import { describe, expect, it } from "vitest";
import { matchesType } from "./matches-type";

class Point {
  x = 1;
}

describe("string", () => {
  it("accepts strings, the empty one included", () => {
    expect(matchesType("string", "Oslo")).toBe(true);
    expect(matchesType("string", "")).toBe(true);
  });

  it("refuses numbers, boxed strings and null: nothing is coerced", () => {
    expect(matchesType("string", 1)).toBe(false);
    expect(matchesType("string", new String("x"))).toBe(false);
    expect(matchesType("string", null)).toBe(false);
  });
});

describe("integer", () => {
  it("accepts integral numbers, -0 and 1e21 (Number.isInteger decides)", () => {
    for (const value of [0, -0, 7, -7, 2 ** 53, 1e21]) {
      expect(matchesType("integer", value)).toBe(true);
    }
  });

  it("refuses fractional numbers", () => {
    expect(matchesType("integer", 72.5)).toBe(false);
  });

  it("refuses NaN, Infinity and -Infinity", () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(matchesType("integer", value)).toBe(false);
    }
  });

  it("refuses booleans, numeric strings and bigints", () => {
    for (const value of [true, false, "7", 7n]) {
      expect(matchesType("integer", value)).toBe(false);
    }
  });
});

describe("float", () => {
  it("accepts 72 as well as 72.5: JS cannot tell 72 from 72.0", () => {
    expect(matchesType("float", 72)).toBe(true);
    expect(matchesType("float", 72.5)).toBe(true);
  });

  it("refuses NaN, Infinity and -Infinity", () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(matchesType("float", value)).toBe(false);
    }
  });

  it("refuses numeric strings and booleans", () => {
    expect(matchesType("float", "72.5")).toBe(false);
    expect(matchesType("float", true)).toBe(false);
  });
});

describe("boolean", () => {
  it("accepts true and false", () => {
    expect(matchesType("boolean", true)).toBe(true);
    expect(matchesType("boolean", false)).toBe(true);
  });

  it("refuses truthy and falsy stand-ins", () => {
    for (const value of [0, 1, "true", "", null, new Boolean(true)]) {
      expect(matchesType("boolean", value)).toBe(false);
    }
  });
});

describe("list", () => {
  it("accepts arrays (Array.isArray)", () => {
    expect(matchesType("list", [])).toBe(true);
    expect(matchesType("list", [1, "a"])).toBe(true);
  });

  it("refuses array-likes, sets and typed arrays", () => {
    expect(matchesType("list", { length: 0 })).toBe(false);
    expect(matchesType("list", new Set([1]))).toBe(false);
    expect(matchesType("list", new Uint8Array(1))).toBe(false);
  });
});

describe("dictionary", () => {
  it("accepts plain objects and null-prototype objects", () => {
    expect(matchesType("dictionary", { a: 1 })).toBe(true);
    expect(matchesType("dictionary", Object.create(null))).toBe(true);
  });

  it("refuses Date, Map, class instances, lists and null", () => {
    for (const value of [new Date(), new Map(), new Point(), [], null]) {
      expect(matchesType("dictionary", value)).toBe(false);
    }
  });
});
