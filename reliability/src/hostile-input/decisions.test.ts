// What validate and check do with values they cannot read or write, as docs/security.md
// states it: they throw the error reading or writing raised, they never return garbage.
import { ToolSchema } from "@kit/schema";
import { describe, expect, test } from "vitest";
import { HOSTILE_PARAMETERS } from "./schemas";

const schema = new ToolSchema(HOSTILE_PARAMETERS);
const strictSchema = new ToolSchema(HOSTILE_PARAMETERS, { strict: true });

describe("values that cannot be read", () => {
  test("a throwing getter on a declared key: its own error comes out of validate and check", () => {
    const failure = new Error("getter boom");
    const values = Object.defineProperty({ city: "Oslo" }, "count", {
      enumerable: true,
      get() {
        throw failure;
      },
    });
    expect(() => schema.check(values)).toThrow(failure);
    expect(() => schema.validate(values)).toThrow(failure);
  });

  test("a getter on an unknown key is never called by a loose schema", () => {
    const values = Object.defineProperty({ city: "Oslo" }, "extra", {
      enumerable: true,
      get() {
        throw new Error("must not be read");
      },
    });
    expect(schema.check(values)).toMatchObject({ success: true });
  });

  test("a revoked proxy: a TypeError that says so", () => {
    const { proxy, revoke } = Proxy.revocable({ city: "Oslo" }, {});
    revoke();
    expect(() => schema.check(proxy)).toThrow(TypeError);
    expect(() => schema.check(proxy)).toThrow(/revoked/);
    expect(() => schema.validate(proxy)).toThrow(/revoked/);
  });
});

describe("values that cannot be written", () => {
  test("validate on a frozen object that needs a default throws a TypeError naming the key", () => {
    const values = Object.freeze({ city: "Oslo" }) as Record<string, unknown>;
    expect(() => schema.validate(values)).toThrow(TypeError);
    expect(() => schema.validate(values)).toThrow(/count/);
    expect(values).toEqual({ city: "Oslo" });
  });

  test("check on the same frozen object returns a new object with the defaults", () => {
    const result = schema.check(Object.freeze({ city: "Oslo" }));
    expect(result).toEqual({
      success: true,
      value: { city: "Oslo", count: 1, tags: ["a"], meta: { nested: { x: 1 } } },
    });
  });

  test("validate on a frozen object that needs no default works", () => {
    const values = Object.freeze({ city: "Oslo", count: 2, tags: [], meta: {} });
    expect(schema.validate(values)).toEqual([]);
  });
});

describe("odd keys and numbers", () => {
  test("a non-enumerable declared key does not hide an unknown one from a strict schema", () => {
    const values = Object.defineProperty({ extra: 1 }, "city", { value: "Oslo" });
    expect(strictSchema.validate(values)).toEqual(["Unknown parameter: 'extra'"]);
    // Without defaults written first, and past the calls after which code is generated.
    const bare = new ToolSchema([{ name: "city", type: "string" }], { strict: true });
    for (let call = 0; call < 40; call += 1) {
      const hidden = Object.defineProperty({ extra: 1 }, "city", { value: "Oslo" });
      expect(bare.validate(hidden)).toEqual(["Unknown parameter: 'extra'"]);
      expect(bare.check(hidden)).toEqual({
        success: false,
        errors: ["Unknown parameter: 'extra'"],
      });
    }
  });

  test.each([
    [Number.NaN, "NaN"],
    [Number.POSITIVE_INFINITY, "Infinity"],
    [Number.NEGATIVE_INFINITY, "-Infinity"],
    [1n, "bigint"],
    [Symbol("s"), "symbol"],
  ])("%s is refused with its own word", (value, word) => {
    expect(schema.check({ city: "Oslo", ratio: value }).success).toBe(false);
    expect(schema.validate({ city: "Oslo", count: value })).toEqual([
      `Parameter 'count': expected type 'integer', got '${word}'`,
    ]);
  });

  test("-0 is an integer and a float", () => {
    expect(schema.validate({ city: "Oslo", count: -0, ratio: -0 })).toEqual([]);
  });
});

describe("hostile parameter names in a definition", () => {
  const names = ["'); throw 1; ('", '"; throw 1; "', "\\", "\u2028\u2029", "$" + "{x}", "*/", "\n"];
  test.each(names)("the name %j is only ever data", (name) => {
    const hostile = ToolSchema.fromDict({
      parameters: [{ name, type: "integer" }],
      strict: true,
    });
    expect(hostile.validate({})).toEqual([`Missing required parameter: '${name}'`]);
    expect(hostile.validate({ [name]: "x", other: 1 })).toEqual([
      `Parameter '${name}': expected type 'integer', got 'string'`,
      "Unknown parameter: 'other'",
    ]);
    expect(hostile.check({ [name]: 2 })).toEqual({ success: true, value: { [name]: 2 } });
  });
});
