// Values of type `any`: every value of the six types or null, or with `anyOf` the one definition
// of the value's type, checked at its path; the same answers from both tiers; the definition
// problems of `any` and `anyOf`, all at once.
import { describe, expect, it } from "vitest";
import { SchemaDefinitionError } from "./errors/schema-definition-error";
import { TIER_UP_CALLS } from "./internal/interpret-check";
import type { ParameterDefinition } from "./parameter-definition";
import { ToolSchema } from "./tool-schema";

const PARAMETERS = [
  { name: "value", type: "any" },
  {
    name: "query",
    type: "any",
    required: false,
    default: ["all"],
    anyOf: [
      { type: "string", minLength: 2 },
      { type: "list", items: { type: "string" } },
    ],
  },
  {
    name: "sort",
    type: "dictionary",
    required: false,
    additionalProperties: {
      type: "any",
      nullable: true,
      anyOf: [
        { type: "integer", enum: [1, -1] },
        {
          type: "dictionary",
          properties: [{ name: "order", type: "string", required: false, default: "asc" }],
        },
      ],
    },
  },
] as const satisfies readonly ParameterDefinition[];

// An interpreted schema and a hot one (its generated check in use).
function bothTiers(): readonly [ToolSchema<typeof PARAMETERS>, ToolSchema<typeof PARAMETERS>] {
  const hot = new ToolSchema(PARAMETERS);
  for (let call = 0; call <= TIER_UP_CALLS; call++) hot.check({});
  return [new ToolSchema(PARAMETERS), hot];
}

describe("a value of type any", () => {
  it.each([0, 1])("accepts each definition's type and fills its defaults (tier %i)", (tier) => {
    const schema = bothTiers()[tier as 0 | 1];
    expect(schema.check({ value: null })).toEqual({
      success: true,
      value: { value: null, query: ["all"] },
    });
    const input = { value: [() => 1], query: "ab", sort: { a: 1, b: {}, c: null } };
    const result = schema.check(input);
    expect(result).toEqual({
      success: true,
      value: { value: input.value, query: "ab", sort: { a: 1, b: { order: "asc" }, c: null } },
    });
    // The caller's objects are untouched, and the default is a fresh copy each time.
    expect(input.sort.b).toEqual({});
    const first = schema.check({ value: 1 });
    const second = schema.check({ value: 1 });
    expect(first.success && second.success).toBe(true);
    if (first.success && second.success) expect(first.value.query).not.toBe(second.value.query);
  });

  it.each([0, 1])(
    "reports a value of none of its types, or a problem inside the one of its type (tier %i)",
    (tier) => {
      const schema = bothTiers()[tier as 0 | 1];
      expect(
        schema.validate({ value: () => 1, query: true, sort: { a: 2, b: "x", c: { order: 1 } } }),
      ).toEqual([
        "Parameter 'value': expected a JSON value, got 'function'",
        "Parameter 'query': expected type 'string' or 'list', got 'boolean'",
        "Parameter 'sort.a': expected one of 1, -1, got 2",
        "Parameter 'sort.b': expected type 'integer' or 'dictionary', got 'string'",
        "Parameter 'sort.c.order': expected type 'string', got 'integer'",
      ]);
      expect(schema.validate({ value: undefined, query: ["a", 1] })).toEqual([
        "Missing required parameter: 'value'",
        "Parameter 'query[1]': expected type 'string', got 'integer'",
      ]);
    },
  );

  it("writes defaults in place with validate, as check does into a copy", () => {
    for (const schema of bothTiers()) {
      const input: Record<string, unknown> = { value: "x", sort: { b: {} } };
      expect(schema.validate(input)).toEqual([]);
      expect(input).toEqual({ value: "x", query: ["all"], sort: { b: { order: "asc" } } });
    }
  });

  it("keeps a key named __proto__ as an own key and pollutes nothing", () => {
    const schema = new ToolSchema([{ name: "__proto__", type: "any" }]);
    const input = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const result = schema.check(input);
    expect(result.success).toBe(true);
    if (result.success) expect(Object.hasOwn(result.value, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("says what it is in JSON Schema: {} or anyOf, null as a branch of its own", () => {
    expect(new ToolSchema(PARAMETERS).toJSONSchema().properties).toEqual({
      value: {},
      query: {
        default: ["all"],
        anyOf: [
          { type: "string", minLength: 2 },
          { type: "array", items: { type: "string" } },
        ],
      },
      sort: {
        type: "object",
        additionalProperties: {
          anyOf: [
            { type: "integer", enum: [1, -1] },
            {
              type: "object",
              properties: { order: { type: "string", default: "asc" } },
              required: [],
            },
            { type: "null" },
          ],
        },
      },
    });
  });
});

describe("definitions of type any", () => {
  it("reports every problem of any and anyOf at once", () => {
    let error: unknown;
    try {
      ToolSchema.fromDict({
        parameters: [
          { name: "a", type: "any", enum: [1], anyOf: [{ type: "integer" }] },
          {
            name: "b",
            type: "any",
            anyOf: [
              { type: "integer" },
              { type: "float" },
              { type: "any" },
              { type: "string", nullable: true },
              { type: "list", minItems: -1 },
            ],
          },
          { name: "c", type: "string", anyOf: [{ type: "string" }, { type: "list" }] },
          { name: "d", type: "any", anyOf: "string" },
          { name: "e", type: "any", required: false, default: () => 1 },
          {
            name: "f",
            type: "any",
            anyOf: [{ type: "integer" }, { type: "string" }],
            required: false,
            default: true,
          },
          { name: "g", type: "any", default: 1 },
        ],
      } as unknown);
    } catch (caught) {
      error = caught;
    }
    expect(SchemaDefinitionError.isInstance(error)).toBe(true);
    expect((error as SchemaDefinitionError).errors).toEqual([
      "Parameter 'a': 'enum' is not allowed on type 'any' (only on string, integer, float)",
      "Parameter 'a': 'anyOf' must list at least two definitions (use the one definition alone)",
      "Parameter 'b(anyOf 2)': a definition in 'anyOf' must not be of type 'any'",
      "Parameter 'b(anyOf 3)': a definition in 'anyOf' must not be nullable (make the 'any' value nullable instead)",
      "Parameter 'b(anyOf 4)': 'minItems' must be a non-negative integer, got -1",
      "Parameter 'c': 'anyOf' is only allowed on type 'any'",
      "Parameter 'd': 'anyOf' must be a list, got 'string'",
      "Parameter 'e': default breaks the constraints: expected a JSON value, got 'function'",
      "Parameter 'f': default breaks the constraints: expected type 'integer' or 'string', got 'boolean'",
      "Parameter 'g': a default is only allowed with 'required: false'",
    ]);
  });
});
