// Presence is own-property presence; special names are ordinary parameters; nothing is polluted.
import { afterEach, describe, expect, it } from "vitest";
import { ToolSchema } from "./tool-schema";

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

afterEach(() => {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
});

describe("own-property presence", () => {
  it("does not count an inherited 'toString' as present", () => {
    const schema = new ToolSchema([{ name: "toString", type: "string" }]);
    expect(schema.validate({})).toEqual(["Missing required parameter: 'toString'"]);
  });

  it("does not count an inherited 'constructor' as present", () => {
    const schema = new ToolSchema([{ name: "constructor", type: "dictionary" }]);
    expect(schema.validate({})).toEqual(["Missing required parameter: 'constructor'"]);
  });

  it("does not count the inherited '__proto__' accessor as present", () => {
    const schema = new ToolSchema([{ name: "__proto__", type: "dictionary" }]);
    expect(schema.validate({})).toEqual(["Missing required parameter: '__proto__'"]);
  });

  it("does not count a key inherited from a null-prototype chain as present", () => {
    const schema = new ToolSchema([{ name: "hasOwnProperty", type: "string" }]);
    expect(schema.validate({})).toEqual(["Missing required parameter: 'hasOwnProperty'"]);
  });
});

describe("special names as declared parameters", () => {
  it("accepts an own 'toString' of the declared type", () => {
    const schema = new ToolSchema([{ name: "toString", type: "string" }]);
    expect(schema.validate({ toString: "yes" })).toEqual([]);
  });

  it("type-checks an own 'constructor'", () => {
    const schema = new ToolSchema([{ name: "constructor", type: "string" }]);
    expect(schema.validate({ constructor: 1 })).toEqual([
      "Parameter 'constructor': expected type 'string', got 'integer'",
    ]);
  });

  it("accepts an own '__proto__' parsed from JSON", () => {
    const schema = new ToolSchema([{ name: "__proto__", type: "dictionary" }]);
    expect(schema.validate(JSON.parse('{"__proto__": {"polluted": true}}'))).toEqual([]);
  });

  it("type-checks an own '__proto__' parsed from JSON", () => {
    const schema = new ToolSchema([{ name: "__proto__", type: "string" }]);
    expect(schema.validate(JSON.parse('{"__proto__": 5}'))).toEqual([
      "Parameter '__proto__': expected type 'string', got 'integer'",
    ]);
  });

  it("writes a '__proto__' default as an own property, leaving the prototype alone", () => {
    const schema = new ToolSchema([
      { name: "__proto__", type: "dictionary", required: false, default: { polluted: true } },
    ]);
    const values: Record<string, unknown> = {};
    expect(schema.validate(values)).toEqual([]);
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.hasOwn(values, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyDescriptor(values, "__proto__")?.value).toEqual({
      polluted: true,
    });
    expect(values.polluted).toBeUndefined();
  });

  it("writes 'constructor' and 'toString' defaults as own properties", () => {
    const schema = new ToolSchema([
      { name: "constructor", type: "string", required: false, default: "c" },
      { name: "toString", type: "integer", required: false, default: 1 },
    ]);
    const values: Record<string, unknown> = {};
    expect(schema.validate(values)).toEqual([]);
    expect(Object.keys(values)).toEqual(["constructor", "toString"]);
  });

  it("reports an unknown '__proto__' key under strict", () => {
    const schema = new ToolSchema([], { strict: true });
    expect(schema.validate(JSON.parse('{"__proto__": {"polluted": true}}'))).toEqual([
      "Unknown parameter: '__proto__'",
    ]);
  });

  it("does not treat inherited names as unknown under strict", () => {
    const schema = new ToolSchema([], { strict: true });
    expect(schema.validate({})).toEqual([]);
  });
});
