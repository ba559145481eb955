// A schema with a very long enum builds in time linear in its length, by every way in: written
// as data, read from JSON Schema, from zod. Not timed (a test has no clock): the work of every
// linear array search (`indexOf`, `lastIndexOf`, `includes`) made while a schema is built is
// counted as the length of the array searched, which a duplicate check by search makes grow as
// the square of the enum's length.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { SchemaDefinitionError } from "./errors/schema-definition-error";
import { ToolSchema } from "./tool-schema";

const LENGTH = 20_000;
const strings = Array.from({ length: LENGTH }, (_, index) => `value-${index}`);
const numbers = Array.from({ length: LENGTH }, (_, index) => index * 2);

const SEARCHES = ["indexOf", "lastIndexOf", "includes"] as const;
let searched = 0;
const originals = SEARCHES.map((name) => Array.prototype[name]);

beforeEach(() => {
  searched = 0;
  SEARCHES.forEach((name, index) => {
    const original = originals[index] as (...args: unknown[]) => unknown;
    Object.defineProperty(Array.prototype, name, {
      configurable: true,
      writable: true,
      value(this: unknown[], ...args: unknown[]) {
        searched += this.length;
        return original.apply(this, args);
      },
    });
  });
});

afterEach(() => {
  SEARCHES.forEach((name, index) => {
    Object.defineProperty(Array.prototype, name, {
      configurable: true,
      writable: true,
      value: originals[index],
    });
  });
});

// A bounded number of searches of the whole list (each way in makes a few); a search per value
// would be about LENGTH / 2 of them (2e8 here), 200 times this bound.
const LINEAR = 50 * LENGTH;

describe("an enum of 20,000 values", () => {
  it("builds from data without searching the list for each value (flat and nested)", () => {
    new ToolSchema([{ name: "code", type: "string", enum: strings }]);
    new ToolSchema([{ name: "code", type: "integer", enum: numbers }]);
    new ToolSchema([
      {
        name: "line",
        type: "dictionary",
        properties: [{ name: "code", type: "string", enum: strings }],
      },
    ]);
    expect(searched).toBeLessThan(LINEAR);
  });

  it("builds from JSON Schema without searching the list for each value", () => {
    ToolSchema.fromJSONSchema({
      type: "object",
      properties: {
        code: { type: "string", enum: strings },
        codes: { type: "array", items: { type: ["integer", "null"], enum: [...numbers, null] } },
      },
    });
    expect(searched).toBeLessThan(LINEAR);
  });

  it("builds from zod without searching the list for each value", () => {
    const schema = z.object({ code: z.enum(strings as [string, ...string[]]) });
    searched = 0;
    const built = ToolSchema.fromStandardSchema(schema);
    expect(searched).toBeLessThan(LINEAR);
    expect(built.check({ code: "value-19999" }).success).toBe(true);
    expect(built.check({ code: "value-20000" }).success).toBe(false);
  });

  it("still finds every repeated value, once each, at its second place", () => {
    const repeated = [...strings, "value-7", "value-3", "value-7"];
    let errors: readonly string[] = [];
    try {
      new ToolSchema([{ name: "code", type: "string", enum: repeated }]);
    } catch (error) {
      if (!SchemaDefinitionError.isInstance(error)) throw error;
      errors = error.errors;
    }
    expect(errors).toEqual([
      "Parameter 'code': 'enum' lists 'value-7' more than once",
      "Parameter 'code': 'enum' lists 'value-3' more than once",
    ]);
    expect(searched).toBeLessThan(LINEAR);
  });

  it("keeps 0 and -0 one value, and 1 and '1' two", () => {
    expect(() => new ToolSchema([{ name: "n", type: "float", enum: [0, 1, -0] }])).toThrow(
      "'enum' lists 0 more than once",
    );
    expect(() => new ToolSchema([{ name: "n", type: "string", enum: ["1", "01"] }])).not.toThrow();
    const schema = ToolSchema.fromJSONSchema({
      type: "object",
      properties: { n: { type: "number", enum: [1, "1", -0, 0, 1] } },
    });
    expect(schema.parameters[0]).toMatchObject({ enum: [1, -0] });
    expect(schema.check({ n: 0 }).success).toBe(true);
    expect(schema.check({ n: "1" }).success).toBe(false);
  });

  it("validates, when hot too, with a long enum of numbers looked up rather than compared", () => {
    const schema = new ToolSchema([{ name: "n", type: "integer", enum: numbers }]);
    for (let call = 0; call < 40; call++) {
      expect(schema.validate({ n: numbers[LENGTH - 1 - call] })).toEqual([]);
    }
    expect(schema.validate({ n: 1 })[0]).toMatch(/^Parameter 'n': expected one of 0, 2, 4, /);
  });
});
