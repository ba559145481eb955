import { describe, expect, it } from "vitest";
import { isDictionary, kindOf } from "./kind-of";

class Point {
  x = 1;
}

describe("kindOf: the 'got' word", () => {
  it.each([
    ["a string", "text", "string"],
    ["an empty string", "", "string"],
    ["an integer", 42, "integer"],
    ["zero", 0, "integer"],
    ["minus zero", -0, "integer"],
    ["a huge integral number (1e21)", 1e21, "integer"],
    ["Number.MAX_VALUE (integral)", Number.MAX_VALUE, "integer"],
    ["a float", 72.5, "float"],
    ["a tiny float", Number.MIN_VALUE, "float"],
    ["true", true, "boolean"],
    ["false", false, "boolean"],
    ["a list", [1, 2], "list"],
    ["an empty list", [], "list"],
    ["a dictionary", { a: 1 }, "dictionary"],
    ["a null-prototype dictionary", Object.create(null), "dictionary"],
    ["null", null, "null"],
    ["undefined", undefined, "undefined"],
    ["NaN", Number.NaN, "NaN"],
    ["Infinity", Number.POSITIVE_INFINITY, "Infinity"],
    ["-Infinity", Number.NEGATIVE_INFINITY, "-Infinity"],
    ["a Date", new Date(0), "object"],
    ["a Map", new Map(), "object"],
    ["a class instance", new Point(), "object"],
    ["a boxed string", new String("x"), "object"],
    ["a function", () => 1, "function"],
    ["a class", Point, "function"],
    ["a bigint", 10n, "bigint"],
    ["a symbol", Symbol("s"), "symbol"],
  ])("names %s '%s'", (_label, value, word) => {
    expect(kindOf(value)).toBe(word);
  });
});

describe("isDictionary", () => {
  it("accepts an object literal", () => {
    expect(isDictionary({})).toBe(true);
  });

  it("accepts an object with a null prototype", () => {
    expect(isDictionary(Object.create(null))).toBe(true);
  });

  it("accepts an object parsed from JSON, also with an own '__proto__' key", () => {
    expect(isDictionary(JSON.parse('{"__proto__": {"a": 1}}'))).toBe(true);
  });

  it.each([
    ["null", null],
    ["a list", []],
    ["a Date", new Date()],
    ["a Map", new Map()],
    ["a class instance", new Point()],
    ["an object inheriting from another object", Object.create({ a: 1 })],
    ["a string", "x"],
    ["a function", () => ({})],
  ])("refuses %s", (_label, value) => {
    expect(isDictionary(value)).toBe(false);
  });
});
