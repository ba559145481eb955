// Unions of dictionaries without a discriminator: a value meets any variant (`exclusive`:
// exactly one), a bad value is told the problems of the variant it came closest to, the same
// from the interpreted check and the generated one; written as `anyOf`/`oneOf` and read back.
import { describe, expect, it } from "vitest";
import { SchemaDefinitionError } from "./errors/schema-definition-error";
import { TIER_UP_CALLS } from "./internal/interpret-check";
import type { ParameterDefinition } from "./parameter-definition";
import { ToolSchema } from "./tool-schema";

/** A schema, and the same made hot: its checks generated where the runtime allows. */
function tiers(parameters: readonly ParameterDefinition[]): [string, ToolSchema][] {
  const hot = new ToolSchema(parameters);
  for (let call = 0; call <= TIER_UP_CALLS; call++) {
    hot.validate({});
    hot.check({});
  }
  return [
    ["interpreted", new ToolSchema(parameters)],
    ["generated", hot],
  ];
}

// A review comment placed by its diff position or by its line (as the GitHub server says it).
const COMMENT = [
  {
    name: "comment",
    type: "dictionary",
    variants: [
      {
        type: "dictionary",
        properties: [
          { name: "path", type: "string" },
          { name: "position", type: "integer", minimum: 1 },
          { name: "body", type: "string" },
        ],
        additionalProperties: false,
      },
      {
        type: "dictionary",
        properties: [
          { name: "path", type: "string" },
          { name: "line", type: "integer" },
          { name: "body", type: "string" },
          { name: "side", type: "string", required: false, default: "RIGHT" },
        ],
        additionalProperties: false,
      },
    ],
  },
] as const satisfies readonly ParameterDefinition[];

describe.each(tiers(COMMENT))("a union without a discriminator, %s", (_tier, schema) => {
  it("accepts a value that meets any variant", () => {
    expect(schema.validate({ comment: { path: "a.ts", position: 3, body: "x" } })).toEqual([]);
    expect(schema.validate({ comment: { path: "a.ts", line: 3, body: "x" } })).toEqual([]);
  });

  it("tells a bad value the problems of the closest variant only", () => {
    // The second variant has one problem (the line's type), the first three.
    expect(schema.validate({ comment: { path: "a.ts", line: "3", body: "x" } })).toEqual([
      "Parameter 'comment.line': expected type 'integer', got 'string'",
    ]);
    expect(schema.validate({ comment: { path: "a.ts", position: 0, body: "x" } })).toEqual([
      "Parameter 'comment.position': expected at least 1, got 0",
    ]);
    // Equally close: the first variant's problems.
    expect(schema.validate({ comment: { path: "a.ts", body: "x" } })).toEqual([
      "Missing required parameter: 'comment.position'",
    ]);
    expect(schema.validate({ comment: "a.ts" })).toEqual([
      "Parameter 'comment': expected type 'dictionary', got 'string'",
    ]);
  });

  it("gives the same problems from check, with their paths as Standard Schema issues", () => {
    const bad = { comment: { path: "a.ts", line: "3", body: "x" } };
    expect(schema.check(bad)).toEqual({ success: false, errors: schema.validate(bad) });
    const issues = schema["~standard"].validate(bad);
    expect(issues).toEqual({
      issues: [
        {
          message: "Parameter 'comment.line': expected type 'integer', got 'string'",
          path: ["comment", "line"],
        },
      ],
    });
  });

  it("fills the defaults of the variant met, and of no other, without touching the input", () => {
    const byLine = { comment: { path: "a.ts", line: 3, body: "x" } };
    const result = schema.check(byLine);
    expect(result).toEqual({
      success: true,
      value: { comment: { path: "a.ts", line: 3, body: "x", side: "RIGHT" } },
    });
    expect(byLine.comment).toEqual({ path: "a.ts", line: 3, body: "x" });
    const byPosition = { comment: { path: "a.ts", position: 3, body: "x" } };
    expect(schema.check(byPosition)).toEqual({ success: true, value: byPosition });
    // validate works in place: the variant met writes its default into the value, as any
    // dictionary does; a variant tried and not met writes nothing.
    const inPlace: Record<string, Record<string, unknown>> = {
      comment: { path: "a.ts", line: 3, body: "x" },
    };
    expect(schema.validate(inPlace)).toEqual([]);
    expect(inPlace.comment).toEqual({ path: "a.ts", line: 3, body: "x", side: "RIGHT" });
    const positioned: Record<string, Record<string, unknown>> = {
      comment: { path: "a.ts", position: 3, body: "x" },
    };
    expect(schema.validate(positioned)).toEqual([]);
    expect(positioned.comment).toEqual({ path: "a.ts", position: 3, body: "x" });
  });
});

// A parent named by a page id or a database id, open objects: a value with both meets both.
const PARENT = [
  {
    name: "parent",
    type: "dictionary",
    exclusive: true,
    variants: [
      { type: "dictionary", properties: [{ name: "page_id", type: "string" }] },
      { type: "dictionary", properties: [{ name: "database_id", type: "string" }] },
    ],
  },
] as const satisfies readonly ParameterDefinition[];

describe.each(tiers(PARENT))("an exclusive union, %s", (_tier, schema) => {
  it("accepts a value that meets exactly one variant, and refuses one that meets two", () => {
    expect(schema.validate({ parent: { page_id: "p" } })).toEqual([]);
    expect(schema.validate({ parent: { database_id: "d" } })).toEqual([]);
    expect(schema.validate({ parent: { page_id: "p", database_id: "d" } })).toEqual([
      "Parameter 'parent': expected a value that meets exactly one variant, got one that meets variants 0 and 1",
    ]);
    expect(schema.validate({ parent: {} })).toEqual([
      "Missing required parameter: 'parent.page_id'",
    ]);
  });
});

describe("unions without a discriminator, nested", () => {
  // A list of unions whose variants hold unions: each level reports only the closest.
  const NESTED = [
    {
      name: "blocks",
      type: "list",
      items: {
        type: "dictionary",
        variants: [
          {
            type: "dictionary",
            properties: [{ name: "text", type: "string", minLength: 1 }],
            additionalProperties: false,
          },
          {
            type: "dictionary",
            properties: [
              {
                name: "children",
                type: "list",
                items: {
                  type: "dictionary",
                  variants: [
                    {
                      type: "dictionary",
                      properties: [{ name: "a", type: "integer" }],
                      additionalProperties: false,
                    },
                    {
                      type: "dictionary",
                      properties: [{ name: "b", type: "boolean" }],
                      additionalProperties: false,
                    },
                  ],
                },
              },
            ],
            additionalProperties: false,
          },
        ],
      },
    },
  ] as const satisfies readonly ParameterDefinition[];

  it.each(tiers(NESTED))("%s: checks each level, problems at their paths", (_tier, schema) => {
    const value = { blocks: [{ text: "hi" }, { children: [{ a: 1 }, { b: true }] }] };
    expect(schema.check(value).success).toBe(true);
    expect(schema.validate({ blocks: [{ text: "" }, { children: [{ b: 1 }] }] })).toEqual([
      "Parameter 'blocks[0].text': expected at least 1 character, got 0",
      "Parameter 'blocks[1].children[0].b': expected type 'boolean', got 'integer'",
    ]);
  });
});

describe("the definition of a union without a discriminator", () => {
  it("is written as anyOf, or oneOf when exclusive, and read back the same", () => {
    const comment = new ToolSchema(COMMENT);
    const written = comment.toJSONSchema();
    const node = written.properties.comment as Record<string, unknown>;
    expect(node.type).toBe("object");
    expect(node.oneOf).toBeUndefined();
    expect((node.anyOf as unknown[]).length).toBe(2);
    expect(ToolSchema.fromJSONSchema(written).toJSONSchema()).toEqual(written);
    const parent = new ToolSchema(PARENT).toJSONSchema();
    const exclusive = parent.properties.parent as Record<string, unknown>;
    expect((exclusive.oneOf as unknown[]).length).toBe(2);
    expect(exclusive.anyOf).toBeUndefined();
    const back = ToolSchema.fromJSONSchema(parent);
    expect(back.parameters[0]).toMatchObject({ name: "parent", exclusive: true });
    expect(back.toJSONSchema()).toEqual(parent);
  });

  it("refuses what is not a union of dictionaries, each problem at its place", () => {
    const problems = (parameters: unknown): readonly string[] => {
      try {
        new ToolSchema(parameters as ParameterDefinition[]);
      } catch (error) {
        if (SchemaDefinitionError.isInstance(error)) return error.errors;
        throw error;
      }
      return [];
    };
    expect(
      problems([
        {
          name: "a",
          type: "dictionary",
          variants: [{ type: "string" }, { type: "dictionary" }],
        },
        { name: "b", type: "dictionary", exclusive: "yes", variants: [{ type: "dictionary" }] },
        {
          name: "c",
          type: "dictionary",
          exclusive: true,
          discriminator: "kind",
          variants: [
            {
              type: "dictionary",
              properties: [{ name: "kind", type: "string", const: "x" }],
            },
          ],
        },
        { name: "d", type: "dictionary", exclusive: true },
        { name: "e", type: "string", exclusive: true },
      ]),
    ).toEqual([
      "Parameter 'a(variant 0)': a variant must be of type 'dictionary'",
      "Parameter 'b': 'exclusive' must be a boolean, got 'string'",
      "Parameter 'c': 'exclusive' is only allowed with 'variants' and no 'discriminator' (a discriminator already picks one variant)",
      "Parameter 'd': 'exclusive' is only allowed with 'variants' and no 'discriminator' (a discriminator already picks one variant)",
      "Parameter 'e': 'exclusive' is not allowed on type 'string' (only on dictionary)",
      "Parameter 'e': 'exclusive' is only allowed with 'variants' and no 'discriminator' (a discriminator already picks one variant)",
    ]);
  });
});
