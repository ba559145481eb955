// The constraints (enum, items, minimum, maximum) at run time: their exact messages, the same
// from the interpreter and from the generated check, through validate, check and Standard Schema.
import { describe, expect, it } from "vitest";
import { TIER_UP_CALLS } from "./internal/interpret-check";
import type { ParameterDefinition } from "./parameter-definition";
import { ToolSchema } from "./tool-schema";

const WEATHER: readonly ParameterDefinition[] = [
  { name: "city", type: "string" },
  {
    name: "units",
    type: "string",
    required: false,
    enum: ["imperial", "metric"],
    default: "metric",
  },
  { name: "days", type: "integer", required: false, minimum: 1, maximum: 16 },
  { name: "tags", type: "list", required: false, items: "string" },
  { name: "ratio", type: "float", required: false, enum: [0.5, 1.5, 2], maximum: 1.5 },
];

/** A schema, cold (interpreted) or hot (past the call count where its check is generated). */
function schemaOf(parameters: readonly ParameterDefinition[], hot: boolean): ToolSchema {
  const schema = new ToolSchema(parameters);
  if (hot) {
    for (let call = 0; call <= TIER_UP_CALLS; call++) {
      schema.validate({});
      schema.check({});
    }
  }
  return schema;
}

describe.each([
  ["interpreted", false],
  ["generated", true],
])("constraints, %s", (_label, hot) => {
  const schema = schemaOf(WEATHER, hot);

  it("accepts values that meet every constraint, the bounds included", () => {
    expect(
      schema.validate({ city: "Oslo", units: "imperial", days: 1, tags: [], ratio: 0.5 }),
    ).toEqual([]);
    expect(schema.validate({ city: "Oslo", days: 16, tags: ["a", ""], ratio: 1.5 })).toEqual([]);
    expect(schema.validate({ city: "Oslo", days: -0 + 1 })).toEqual([]);
  });

  it("refuses a value not in the enum: strings in single quotes, numbers bare", () => {
    expect(schema.validate({ city: "Oslo", units: "kelvin" })).toEqual([
      "Parameter 'units': expected one of 'imperial', 'metric', got 'kelvin'",
    ]);
    expect(schema.validate({ city: "Oslo", ratio: 1 })).toEqual([
      "Parameter 'ratio': expected one of 0.5, 1.5, 2, got 1",
    ]);
    // Compared as values, never coerced or case-folded.
    expect(schema.validate({ city: "Oslo", units: "Metric" })).toEqual([
      "Parameter 'units': expected one of 'imperial', 'metric', got 'Metric'",
    ]);
  });

  it("cuts a received string longer than 40 characters to 40, ending in '...'", () => {
    const forty = "k".repeat(40);
    expect(schema.validate({ city: "Oslo", units: forty })).toEqual([
      `Parameter 'units': expected one of 'imperial', 'metric', got '${forty}'`,
    ]);
    expect(schema.validate({ city: "Oslo", units: `${forty}elvin` })).toEqual([
      `Parameter 'units': expected one of 'imperial', 'metric', got '${forty}...'`,
    ]);
  });

  it("refuses a list with an item of another type, naming the first one from 0", () => {
    expect(schema.validate({ city: "Oslo", tags: ["a", "b", 3, null] })).toEqual([
      "Parameter 'tags': expected a list of 'string', item 2 is 'integer'",
    ]);
    // biome-ignore lint/suspicious/noSparseArray: a hole reads as undefined
    expect(schema.validate({ city: "Oslo", tags: ["a", , "c"] })).toEqual([
      "Parameter 'tags': expected a list of 'string', item 1 is 'undefined'",
    ]);
  });

  it("names an item's kind in the 'got' vocabulary, for each item type", () => {
    const lists = new ToolSchema(
      (["string", "integer", "float", "boolean", "list", "dictionary"] as const).map((items) => ({
        name: items,
        type: "list" as const,
        required: false,
        items,
      })),
    );
    const tested = hot ? schemaOf(lists.parameters, true) : lists;
    expect(
      tested.validate({
        string: ["a", 1],
        integer: [1, 1.5],
        float: [1.5, Number.NaN],
        boolean: [true, 0],
        list: [[], {}],
        dictionary: [{}, Object.create(null), new Date(0)],
      }),
    ).toEqual([
      "Parameter 'string': expected a list of 'string', item 1 is 'integer'",
      "Parameter 'integer': expected a list of 'integer', item 1 is 'float'",
      "Parameter 'float': expected a list of 'float', item 1 is 'NaN'",
      "Parameter 'boolean': expected a list of 'boolean', item 1 is 'integer'",
      "Parameter 'list': expected a list of 'list', item 1 is 'dictionary'",
      "Parameter 'dictionary': expected a list of 'dictionary', item 2 is 'object'",
    ]);
  });

  it("refuses a number below the minimum or above the maximum", () => {
    expect(schema.validate({ city: "Oslo", days: 0 })).toEqual([
      "Parameter 'days': expected at least 1, got 0",
    ]);
    expect(schema.validate({ city: "Oslo", days: 30 })).toEqual([
      "Parameter 'days': expected at most 16, got 30",
    ]);
  });

  it("gives one message per parameter, in schema order, after the type check passed", () => {
    expect(schema.validate({ units: 3, days: 2.5, tags: "a", ratio: 2, extra: 1 })).toEqual([
      "Missing required parameter: 'city'",
      "Parameter 'units': expected type 'string', got 'integer'",
      "Parameter 'days': expected type 'integer', got 'float'",
      "Parameter 'tags': expected type 'list', got 'string'",
      // 2 is in the enum but above the maximum: the first broken constraint only.
      "Parameter 'ratio': expected at most 1.5, got 2",
    ]);
    expect(schema.validate({ city: "Oslo", ratio: 3 })).toEqual([
      "Parameter 'ratio': expected one of 0.5, 1.5, 2, got 3",
    ]);
  });

  it("fills in a default without checking it again, and check() copies only valid values", () => {
    const values: Record<string, unknown> = { city: "Oslo" };
    expect(schema.validate(values)).toEqual([]);
    expect(values).toEqual({ city: "Oslo", units: "metric" });
    expect(schema.check({ city: "Oslo", days: 3, tags: ["x"] })).toEqual({
      success: true,
      value: { city: "Oslo", units: "metric", days: 3, tags: ["x"] },
    });
    expect(schema.check({ city: "Oslo", days: 17 })).toEqual({
      success: false,
      errors: ["Parameter 'days': expected at most 16, got 17"],
    });
  });

  it("gives Standard Schema issues with the parameter's name as path", () => {
    expect(
      schema["~standard"].validate({ city: "Oslo", units: "kelvin", tags: [1], days: 0 }),
    ).toEqual({
      issues: [
        {
          message: "Parameter 'units': expected one of 'imperial', 'metric', got 'kelvin'",
          path: ["units"],
        },
        { message: "Parameter 'days': expected at least 1, got 0", path: ["days"] },
        {
          message: "Parameter 'tags': expected a list of 'string', item 0 is 'integer'",
          path: ["tags"],
        },
      ],
    });
  });

  it("takes -0 as 0, and bounds at the edge of what numbers can say", () => {
    const edges = schemaOf(
      new ToolSchema([
        { name: "zero", type: "integer", required: false, enum: [0] },
        { name: "positive", type: "float", required: false, minimum: 0 },
        { name: "huge", type: "integer", required: false, minimum: 1e21 },
        { name: "tiny", type: "float", required: false, maximum: -5e-324 },
      ]).parameters,
      hot,
    );
    expect(edges.validate({ zero: -0, positive: -0, huge: 1e21, tiny: -5e-324 })).toEqual([]);
    expect(edges.validate({ positive: -5e-324, huge: 1e21 - 2 ** 17, tiny: 0 })).toEqual([
      "Parameter 'positive': expected at least 0, got -5e-324",
      "Parameter 'huge': expected at least 1e+21, got 999999999999999900000",
      "Parameter 'tiny': expected at most -5e-324, got 0",
    ]);
  });
});
