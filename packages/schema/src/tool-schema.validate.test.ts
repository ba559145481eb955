// validate(): exact messages, their order, and what counts as missing or unknown.
import { describe, expect, it } from "vitest";
import { ToolSchema } from "./tool-schema";

const weather = new ToolSchema([
  { name: "city", type: "string" },
  { name: "days", type: "integer", required: false },
  { name: "units", type: "string", required: false, default: "metric" },
]);

describe("validate: valid input", () => {
  it("returns an empty list for valid values", () => {
    expect(weather.validate({ city: "Oslo", days: 3 })).toEqual([]);
  });

  it("returns a fresh list on every call", () => {
    const first = weather.validate({ city: "Oslo" });
    first.push("changed");
    expect(weather.validate({ city: "Oslo" })).toEqual([]);
  });

  it("accepts an empty input for a schema without parameters", () => {
    expect(new ToolSchema().validate({})).toEqual([]);
  });

  it("ignores unknown parameters when not strict", () => {
    expect(weather.validate({ city: "Oslo", extra: 1 })).toEqual([]);
  });
});

describe("validate: messages", () => {
  it("reports a missing required parameter", () => {
    expect(weather.validate({})).toEqual(["Missing required parameter: 'city'"]);
  });

  it("reports a wrong type with the expected type and the 'got' word", () => {
    expect(weather.validate({ city: 3 })).toEqual([
      "Parameter 'city': expected type 'string', got 'integer'",
    ]);
  });

  it("does not report an absent optional parameter", () => {
    expect(new ToolSchema([{ name: "a", type: "list", required: false }]).validate({})).toEqual([]);
  });

  it("checks an optional parameter that is present", () => {
    expect(weather.validate({ city: "Oslo", days: 2.5 })).toEqual([
      "Parameter 'days': expected type 'integer', got 'float'",
    ]);
  });

  it("checks a defaulted parameter that is present", () => {
    expect(weather.validate({ city: "Oslo", units: false })).toEqual([
      "Parameter 'units': expected type 'string', got 'boolean'",
    ]);
  });

  it.each([
    ["null", null],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["-Infinity", Number.NEGATIVE_INFINITY],
    ["object", new Date()],
    ["function", () => 1],
    ["bigint", 1n],
    ["symbol", Symbol("s")],
    ["list", ["Oslo"]],
    ["dictionary", { name: "Oslo" }],
  ])("names a %s value in the type message", (word, value) => {
    expect(weather.validate({ city: value })).toEqual([
      `Parameter 'city': expected type 'string', got '${word}'`,
    ]);
  });

  it("reports every problem, one message per parameter", () => {
    const schema = new ToolSchema([
      { name: "a", type: "string" },
      { name: "b", type: "integer" },
      { name: "c", type: "boolean" },
    ]);
    expect(schema.validate({ b: "x" })).toEqual([
      "Missing required parameter: 'a'",
      "Parameter 'b': expected type 'integer', got 'string'",
      "Missing required parameter: 'c'",
    ]);
  });
});

describe("validate: order", () => {
  it("reports in schema order, whatever the input order", () => {
    const schema = new ToolSchema([
      { name: "z", type: "string" },
      { name: "a", type: "string" },
    ]);
    expect(schema.validate({ a: 1, z: 2 })).toEqual([
      "Parameter 'z': expected type 'string', got 'integer'",
      "Parameter 'a': expected type 'string', got 'integer'",
    ]);
  });

  it("reports unknown parameters after the declared ones, in input order", () => {
    const schema = new ToolSchema([{ name: "city", type: "string" }], { strict: true });
    expect(schema.validate({ zeta: 1, city: 5, alpha: 2 })).toEqual([
      "Parameter 'city': expected type 'string', got 'integer'",
      "Unknown parameter: 'zeta'",
      "Unknown parameter: 'alpha'",
    ]);
  });
});

describe("validate: undefined counts as missing", () => {
  it("reports a required parameter whose value is undefined as missing", () => {
    expect(weather.validate({ city: undefined })).toEqual(["Missing required parameter: 'city'"]);
  });

  it("fills the default of a parameter whose value is undefined", () => {
    const values: Record<string, unknown> = { city: "Oslo", units: undefined };
    expect(weather.validate(values)).toEqual([]);
    expect(values.units).toBe("metric");
  });

  it("does not report an unknown key whose value is undefined under strict", () => {
    const schema = new ToolSchema([], { strict: true });
    expect(schema.validate({ extra: undefined })).toEqual([]);
  });
});

describe("validate: strict", () => {
  const strict = new ToolSchema([{ name: "city", type: "string" }], { strict: true });

  it("reports an unknown parameter", () => {
    expect(strict.validate({ city: "Oslo", x: 1 })).toEqual(["Unknown parameter: 'x'"]);
  });

  it("accepts exactly the declared parameters", () => {
    expect(strict.validate({ city: "Oslo" })).toEqual([]);
  });

  it("reports unknown parameters together with missing ones", () => {
    expect(strict.validate({ town: "Oslo" })).toEqual([
      "Missing required parameter: 'city'",
      "Unknown parameter: 'town'",
    ]);
  });

  it("is off by default", () => {
    expect(new ToolSchema([]).strict).toBe(false);
    expect(new ToolSchema([]).validate({ x: 1 })).toEqual([]);
  });
});

describe("validate: input that is not a dictionary", () => {
  it.each([
    ["list", []],
    ["null", null],
    ["string", "city=Oslo"],
    ["undefined", undefined],
    ["integer", 3],
    ["object", new Map([["city", "Oslo"]])],
  ])("is one error naming its kind (%s)", (word, value: unknown) => {
    expect(weather.validate(value as Record<string, unknown>)).toEqual([
      `Expected a dictionary of parameters, got '${word}'`,
    ]);
  });

  it("is one error even for a strict schema with required parameters", () => {
    const strict = new ToolSchema([{ name: "city", type: "string" }], { strict: true });
    expect(strict.validate([] as unknown as Record<string, unknown>)).toEqual([
      "Expected a dictionary of parameters, got 'list'",
    ]);
  });

  it("accepts a null-prototype dictionary", () => {
    const values = Object.assign(Object.create(null), { city: "Oslo" });
    expect(weather.validate(values)).toEqual([]);
  });

  it("refuses a class instance as the input", () => {
    class Input {
      city = "Oslo";
    }
    expect(weather.validate(new Input() as unknown as Record<string, unknown>)).toEqual([
      "Expected a dictionary of parameters, got 'object'",
    ]);
  });
});
