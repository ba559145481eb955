// `allOf` of object schemas, merged on import when kit can say the same values, and `$ref` to
// an `$anchor`: kit and ajv on the original schema agree on every value here; what cannot be
// merged is refused at its pointer.
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { SchemaDefinitionError } from "./errors/schema-definition-error";
import { ToolSchema } from "./tool-schema";

const ajv = new Ajv2020({ allErrors: true, strict: false });

function problems(document: unknown): readonly string[] {
  try {
    ToolSchema.fromJSONSchema(document);
  } catch (error) {
    if (SchemaDefinitionError.isInstance(error)) return error.errors;
    throw error;
  }
  return [];
}

// The newest conformance suite's 2020-12 tool, without its conditionals: `$defs` with an
// `$anchor` named by a `$ref`, and `allOf` of an object and a `$ref` at the top and inside.
const CONTACT = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  $defs: {
    address: {
      $anchor: "addressDef",
      type: "object",
      properties: { street: { type: "string" }, city: { type: "string" } },
    },
    named: { type: "object", properties: { name: { type: "string", minLength: 1 } } },
  },
  allOf: [{ $ref: "#/$defs/named" }, { required: ["name"] }],
  properties: {
    address: { $ref: "#addressDef" },
    billing: {
      allOf: [
        { $ref: "#addressDef" },
        { type: "object", properties: { zip: { type: "string" } }, required: ["zip"] },
      ],
    },
    phone: { type: "string" },
    // Declared here too, so that `additionalProperties: false` lets it through; its schema
    // comes from the branch.
    name: {},
  },
  additionalProperties: false,
};

const VALUES: unknown[] = [
  {},
  { name: "Ada" },
  { name: "" },
  { name: 3 },
  { name: "Ada", address: { street: "Main", city: "X" } },
  { name: "Ada", address: { street: 1 } },
  { name: "Ada", billing: { zip: "1" } },
  { name: "Ada", billing: { street: "Main" } },
  { name: "Ada", billing: { zip: 1, city: "X", extra: true } },
  { name: "Ada", other: 1 },
  { name: "Ada", phone: "1" },
];

describe("allOf of objects and $ref to an $anchor", () => {
  it("import with the same values as ajv gives the original", () => {
    const schema = ToolSchema.fromJSONSchema(CONTACT);
    const validate = ajv.compile(CONTACT);
    for (const value of VALUES) {
      expect(schema.check(value).success, JSON.stringify(value)).toBe(validate(value));
    }
    expect(schema.parameters.map((parameter) => parameter.name)).toEqual([
      "address",
      "billing",
      "phone",
      "name",
    ]);
    expect(schema.validate({ billing: {} })).toEqual([
      "Missing required parameter: 'billing.zip'",
      "Missing required parameter: 'name'",
    ]);
    // What kit writes is the merged schema, which ajv reads the same way.
    const written = ajv.compile(schema.toJSONSchema());
    for (const value of VALUES) expect(written(value)).toBe(ajv.compile(CONTACT)(value));
  });

  it("refuses what it cannot merge, each at its pointer", () => {
    expect(
      problems({
        type: "object",
        properties: {
          a: {
            allOf: [
              { type: "object", properties: { x: { type: "string" } } },
              { type: "object", properties: { x: { type: "integer" } } },
            ],
          },
          b: {
            allOf: [
              { type: "object", properties: { x: {} }, additionalProperties: false },
              { type: "object", properties: { y: { type: "string" } } },
            ],
          },
          c: { allOf: [{ type: "string" }, { minLength: 2 }] },
          d: { allOf: [{ type: "object", not: { required: ["x"] } }] },
          e: { $ref: "#nowhere" },
          f: { allOf: [{ type: "string" }] },
        },
      }),
    ).toEqual([
      "/properties/a/allOf/1/properties/x: 'allOf' declares property 'x' with another schema at /properties/a/allOf/0/properties/x, which kit cannot merge",
      "/properties/b/allOf/0/additionalProperties: 'additionalProperties' in a branch of 'allOf' also applies to 'y', which another branch declares; kit cannot merge them",
      "/properties/c/allOf/1/minLength: 'minLength' beside or inside 'allOf' is not supported (kit merges the properties, 'required' and 'additionalProperties' of object schemas)",
      "/properties/d/allOf/0/not: 'not' beside or inside 'allOf' is not supported (kit merges the properties, 'required' and 'additionalProperties' of object schemas)",
      "/properties/e/$ref: '$ref' '#nowhere' names no '$anchor' in this schema",
      "/properties/f/allOf/0/type: 'allOf' is supported only of object schemas",
    ]);
    expect(
      problems({
        type: "object",
        $defs: { a: { $anchor: "twice" }, b: { $anchor: "twice" } },
        properties: { x: { $ref: "#twice" } },
      }),
    ).toEqual([
      "/properties/x/$ref: '$ref' '#twice' names an '$anchor' declared twice (/$defs/b, /$defs/a)",
    ]);
  });

  it("bounds hostile documents: an allOf that leads back to itself, or branches out without end", () => {
    expect(problems({ type: "object", allOf: [{ $ref: "#" }] })).toEqual([
      "/allOf/0/$ref: '#' inside 'allOf' leads back to itself",
    ]);
    // Each level names the next twice: 2^40 schemas if followed, refused past 1,000.
    const $defs: Record<string, unknown> = { d40: { type: "object" } };
    for (let level = 0; level < 40; level++) {
      const next = { $ref: `#/$defs/d${level + 1}` };
      $defs[`d${level}`] = { allOf: [next, next] };
    }
    const refused = problems({ type: "object", $defs, properties: { x: { $ref: "#/$defs/d0" } } });
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((message) => message.includes("'allOf' expands to more than 1000"))).toBe(
      true,
    );
  });
});
