// Definition errors of nested definitions: every new key, at every depth, all at once; and
// hostile definitions (very deep, huge or catastrophic patterns, __proto__ keys).
import { describe, expect, it } from "vitest";
import { SchemaDefinitionError } from "../errors/schema-definition-error";
import { ToolSchema } from "../tool-schema";
import { MAX_DEPTH } from "./read-value";

function problems(parameters: unknown[]): readonly string[] {
  try {
    ToolSchema.fromDict({ parameters });
  } catch (error) {
    if (SchemaDefinitionError.isInstance(error)) return error.errors;
    throw error;
  }
  return [];
}

describe("nested definition errors", () => {
  it("reports every problem of every new key at once", () => {
    expect(
      problems([
        { name: "a", type: "string", minLength: 5, maxLength: 1, format: "phone", const: 3 },
        { name: "b", type: "integer", minLength: 1, nullable: "yes" },
        { name: "c", type: "list", minItems: -1, maxItems: 1.5, uniqueItems: 1 },
        { name: "d", type: "dictionary", additionalProperties: true, properties: {} },
        { name: "e", type: "string", pattern: 3 },
        { name: "f", type: "dictionary", discriminator: "" },
      ]),
    ).toEqual([
      "Parameter 'a': 'const' must be of type 'string', got 'integer'",
      "Parameter 'a': 'minLength' (5) must not be greater than 'maxLength' (1)",
      "Parameter 'a': unknown format 'phone'; expected one of: date-time, date, email, uri, uuid",
      "Parameter 'b': 'minLength' is not allowed on type 'integer' (only on string)",
      "Parameter 'b': 'nullable' must be a boolean, got 'string'",
      "Parameter 'c': 'minItems' must be a non-negative integer, got -1",
      "Parameter 'c': 'maxItems' must be a non-negative integer, got 1.5",
      "Parameter 'c': 'uniqueItems' must be a boolean, got 'integer'",
      "Parameter 'd': 'properties' must be a list, got 'dictionary'",
      "Parameter 'd': 'additionalProperties' must be false or a definition (a dictionary), got 'boolean'",
      "Parameter 'e': 'pattern' must be a string, got 'integer'",
      "Parameter 'f': 'discriminator' must be a non-empty string, got an empty string",
      "Parameter 'f': 'discriminator' is only allowed with 'variants'",
    ]);
  });

  it("reports problems at depth with the definition's path", () => {
    expect(
      problems([
        {
          name: "c",
          type: "list",
          items: {
            type: "dictionary",
            properties: [
              { name: "q", type: "integr" },
              { name: "q", type: "string", requird: true },
              { type: "string" },
            ],
            additionalProperties: { type: "string", minimum: 1 },
          },
        },
      ]),
    ).toEqual([
      "Parameter 'c[].q' at index 0: unsupported type 'integr'; expected one of: string, integer, float, boolean, list, dictionary",
      "Parameter 'c[]': duplicate property name 'q'",
      "Parameter 'c[].q' at index 1: unknown key 'requird' (did you mean 'required'?)",
      "Parameter 'c[]' property at index 2 is missing 'name'",
      "Parameter 'c[].*': 'minimum' is not allowed on type 'string' (only on integer, float)",
    ]);
  });

  it("refuses a value definition with a parameter's keys", () => {
    expect(problems([{ name: "l", type: "list", items: { type: "string", name: "x" } }])).toEqual([
      "Parameter 'l[]': unknown key 'name'",
    ]);
  });

  it("refuses variants that do not declare the discriminator as a const string", () => {
    const variant = (kind: unknown): unknown => ({
      type: "dictionary",
      properties: [{ name: "kind", ...(kind as object) }],
    });
    expect(
      problems([
        {
          name: "s",
          type: "dictionary",
          discriminator: "kind",
          variants: [
            variant({ type: "string" }),
            variant({ type: "string", enum: ["a", "b"] }),
            variant({ type: "integer", const: 1 }),
            variant({ type: "string", const: "x", required: false }),
            { type: "string" },
            variant({ type: "string", const: "y" }),
            variant({ type: "string", enum: ["y"] }),
          ],
        },
        { name: "t", type: "dictionary", discriminator: "k", variants: [], properties: [] },
      ]),
    ).toEqual([
      "Parameter 's(variant 0)': must declare 'kind' as a required 'string' property with a 'const' (or a one-value 'enum')",
      "Parameter 's(variant 1)': must declare 'kind' as a required 'string' property with a 'const' (or a one-value 'enum')",
      "Parameter 's(variant 2)': must declare 'kind' as a required 'string' property with a 'const' (or a one-value 'enum')",
      "Parameter 's(variant 3)': must declare 'kind' as a required 'string' property with a 'const' (or a one-value 'enum')",
      "Parameter 's(variant 4)': a variant must be of type 'dictionary'",
      "Parameter 's(variant 6)': another variant has 'kind' 'y'",
      "Parameter 't': 'variants' must not be empty",
      "Parameter 't': 'variants' cannot be combined with 'properties' or 'additionalProperties' (declare them in each variant)",
    ]);
  });

  it("refuses a default that breaks its own nested definition", () => {
    expect(
      problems([
        {
          name: "address",
          type: "dictionary",
          required: false,
          default: { city: 1 },
          properties: [{ name: "city", type: "string" }],
        },
        { name: "tags", type: "list", required: false, default: ["a", "a"], uniqueItems: true },
        { name: "code", type: "string", required: false, default: "x", minLength: 2 },
        { name: "n", type: "string", required: false, nullable: true, default: null },
      ]),
    ).toEqual([
      "Parameter 'address': default breaks the constraints: Parameter 'address.city': expected type 'string', got 'integer'",
      "Parameter 'tags': default breaks the constraints: expected unique items, items 0 and 1 are equal",
      "Parameter 'code': default breaks the constraints: expected at least 2 characters, got 1",
    ]);
  });
});

describe("hostile definitions", () => {
  it("refuses a definition 10,000 levels deep with an error, not a stack overflow", () => {
    let items: Record<string, unknown> = { type: "string" };
    for (let level = 0; level < 10_000; level++) items = { type: "list", items };
    const found = problems([{ name: "deep", ...items }]);
    expect(found).toEqual([
      `Parameter 'deep${"[]".repeat(MAX_DEPTH - 1)}': definitions must not nest deeper than ${MAX_DEPTH} levels`,
    ]);
    let property: Record<string, unknown> = { name: "x", type: "string" };
    for (let level = 0; level < 10_000; level++) {
      property = { name: "x", type: "dictionary", properties: [property] };
    }
    expect(problems([property])).toHaveLength(1);
  });

  it("refuses a default 10,000 levels deep with an error, not a stack overflow", () => {
    let value: unknown = 1;
    for (let level = 0; level < 10_000; level++) value = { a: value };
    expect(problems([{ name: "d", type: "dictionary", required: false, default: value }])).toEqual([
      "Parameter 'd': default must not nest deeper than 256 levels",
    ]);
  });

  it("refuses a 1 MB pattern, invalid ones, and those that can backtrack catastrophically", () => {
    const refused = (pattern: string): readonly string[] =>
      problems([{ name: "p", type: "string", pattern }]);
    expect(refused("a".repeat(1 << 20))).toEqual([
      "Parameter 'p': 'pattern' must be at most 1000 characters long, got 1048576",
    ]);
    expect(refused("[")[0]).toMatch(/^Parameter 'p': 'pattern' is not a valid regular expression/);
    for (const pattern of [
      "(a+)+$",
      "(a|aa)*b",
      "^([a-z]+)*$",
      "(a{2,3})+",
      "((ab)*c)+",
      "(x+x+)+y",
    ]) {
      expect(refused(pattern)).toEqual([
        "Parameter 'p': 'pattern' must not repeat a group that holds a quantifier or an alternation, as in '(a+)+' or '(a|b)*' (it can backtrack for a very long time); write '[ab]*' or one quantifier instead",
      ]);
    }
    expect(refused("(a)\\1")).toEqual([
      "Parameter 'p': 'pattern' must not use a backreference (it can backtrack for a very long time)",
    ]);
    for (const pattern of ["^[A-Z]{3}-\\d+$", "(?:ab)+", "^(\\+|-)?\\d+$", "[(+)]*", "\\(a+\\)+"]) {
      expect(refused(pattern)).toEqual([]);
    }
  });

  it("reads __proto__ as a property name at every depth, polluting nothing", () => {
    const definition = JSON.parse(`{"parameters": [{"name": "__proto__", "type": "dictionary",
      "properties": [{"name": "__proto__", "type": "list", "items": {"type": "dictionary",
        "properties": [{"name": "__proto__", "type": "string"}]}}]}]}`) as unknown;
    const schema = ToolSchema.fromDict(definition);
    const values = JSON.parse('{"__proto__": {"__proto__": [{"__proto__": 1}]}}') as Record<
      string,
      unknown
    >;
    expect(schema.validate(values)).toEqual([
      "Parameter '__proto__.__proto__[0].__proto__': expected type 'string', got 'integer'",
    ]);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
    const bad = JSON.parse(
      '{"parameters": [{"name": "a", "type": "dictionary", "properties": [{"name": "b", "type": "string", "__proto__": {"x": 1}}]}]}',
    ) as unknown;
    expect(() => ToolSchema.fromDict(bad)).toThrow("Parameter 'a.b': unknown key '__proto__'");
  });
});
