// Unions that a value's type cannot tell apart, imported from JSON Schema: `anyOf` of schemas
// of one type (a string `enum` or a `pattern`, as Brave's `freshness`), and `anyOf`/`oneOf` of
// objects without a tag (GitHub's review comments, Notion's parents). Each is checked by trying
// its branches; kit and ajv on the original schema agree on every value here, and a bad value
// is told the problems of the closest branch.
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { TIER_UP_CALLS } from "./internal/interpret-check";
import { ToolSchema } from "./tool-schema";

const ajv = new Ajv2020({ allErrors: true, strict: false });

/** The schema imported, and the same made hot (its checks generated). */
function tiers(document: Record<string, unknown>): [string, ToolSchema][] {
  const hot = ToolSchema.fromJSONSchema(document);
  for (let call = 0; call <= TIER_UP_CALLS; call++) {
    hot.validate({});
    hot.check({});
  }
  return [
    ["interpreted", ToolSchema.fromJSONSchema(document)],
    ["generated", hot],
  ];
}

const FRESHNESS = {
  type: "object",
  properties: {
    freshness: {
      anyOf: [
        { type: "string", enum: ["pd", "pw", "pm", "py"] },
        { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}to\\d{4}-\\d{2}-\\d{2}$" },
      ],
    },
    size: {
      anyOf: [
        { type: "integer", maximum: 10 },
        { type: "number", minimum: 100 },
      ],
    },
  },
};

const PARENT = {
  type: "object",
  properties: {
    parent: {
      oneOf: [
        { type: "object", properties: { page_id: { type: "string" } }, required: ["page_id"] },
        {
          type: "object",
          properties: { database_id: { type: "string" } },
          required: ["database_id"],
        },
        {
          type: "object",
          properties: { type: { const: "workspace" } },
          required: ["type"],
        },
      ],
    },
    rich: {
      type: "array",
      items: {
        anyOf: [
          {
            type: "object",
            properties: { text: { type: "object", properties: { content: { type: "string" } } } },
            required: ["text"],
          },
          { type: "string" },
          { type: "object", additionalProperties: true },
        ],
      },
    },
  },
  required: ["parent"],
};

const VALUES: Record<string, unknown>[] = [
  {},
  { freshness: "pd" },
  { freshness: "px" },
  { freshness: "2022-04-01to2022-07-30" },
  { freshness: "2022-04-01" },
  { freshness: 3 },
  { size: 3 },
  { size: 11 },
  { size: 10.5 },
  { size: 150.5 },
  { size: 50 },
  { parent: { page_id: "p" } },
  { parent: { database_id: "d" } },
  { parent: { page_id: "p", database_id: "d" } },
  { parent: { type: "workspace" } },
  { parent: { type: "workspace", page_id: "p" } },
  { parent: { type: "page" } },
  { parent: {} },
  { parent: "p" },
  { parent: { page_id: "p" }, rich: ["a", { text: { content: "x" } }, { any: 1 }, 3] },
  { parent: { page_id: "p" }, rich: [{ text: { content: 3 } }, null] },
];

describe("kit and ajv agree on unions a value's type cannot tell apart", () => {
  for (const document of [FRESHNESS, PARENT]) {
    const validate = ajv.compile(document);
    it.each(tiers(document))("%s", (_tier, schema) => {
      for (const value of VALUES) {
        expect(schema.check(value).success, JSON.stringify(value)).toBe(validate(value));
      }
      expect(ToolSchema.fromJSONSchema(schema.toJSONSchema()).toJSONSchema()).toEqual(
        schema.toJSONSchema(),
      );
    });
  }
});

describe.each(tiers(FRESHNESS))("a bad value of one type, %s", (_tier, schema) => {
  it("is told the problem of the closest branch (the first of equals)", () => {
    expect(schema.validate({ freshness: "px" })).toEqual([
      "Parameter 'freshness': expected one of 'pd', 'pw', 'pm', 'py', got 'px'",
    ]);
    expect(schema.validate({ size: 50 })).toEqual([
      "Parameter 'size': expected at most 10, got 50",
    ]);
    expect(schema.validate({ size: 50.5 })).toEqual([
      "Parameter 'size': expected at least 100, got 50.5",
    ]);
    expect(schema.validate({ freshness: true })).toEqual([
      "Parameter 'freshness': expected type 'string', got 'boolean'",
    ]);
  });
});

describe.each(tiers(PARENT))("a oneOf of objects without a tag, %s", (_tier, schema) => {
  it("refuses a value two branches accept, saying which", () => {
    expect(schema.validate({ parent: { page_id: "p", database_id: "d" } })).toEqual([
      "Parameter 'parent': expected a value that meets exactly one variant, got one that meets variants 0 and 1",
    ]);
    expect(schema.parameters[0]).toMatchObject({ name: "parent", exclusive: true });
  });
});
