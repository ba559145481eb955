// `requires` and `anchors` in JSON Schema: what toJSONSchema() and the Standard JSON Schema
// write, what fromJSONSchema reads back, and what it refuses, each at its pointer.
import { describe, expect, it, test } from "vitest";
import { SchemaDefinitionError } from "./errors/schema-definition-error";
import type { Requirement } from "./requirement";
import { ToolSchema } from "./tool-schema";

function problems(build: () => unknown): readonly string[] {
  try {
    build();
  } catch (error) {
    if (SchemaDefinitionError.isInstance(error)) return error.errors;
    throw error;
  }
  return [];
}

const CONTACT = [
  { name: "name", type: "string", required: false },
  { name: "contactMethod", type: "string", required: false, enum: ["phone", "email"] },
  { name: "phone", type: "string", required: false },
  { name: "email", type: "string", required: false },
] as const;

const RULES: readonly Requirement[] = [
  { atLeastOneOf: ["phone", "email"] },
  { when: [{ name: "contactMethod", const: "phone" }], required: ["phone"], otherwise: ["email"] },
];

describe("JSON Schema", () => {
  const ADDRESS = {
    type: "dictionary",
    properties: [{ name: "city", type: "string", required: false }],
  } as const;

  it("writes the first conditional rule at the top, the others in allOf, and the anchors", () => {
    const schema = new ToolSchema(
      [...CONTACT, { name: "address", type: "ref", ref: "address", required: false }],
      {
        strict: true,
        definitions: { address: ADDRESS },
        anchors: { addressDef: "address" },
        requires: [...RULES, { when: [{ name: "name" }], required: ["email"] }],
      },
    );
    expect(schema.toJSONSchema()).toMatchObject({
      $defs: { address: { $anchor: "addressDef", type: "object" } },
      allOf: [
        { anyOf: [{ required: ["phone"] }, { required: ["email"] }] },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
        { if: { required: ["name"] }, then: { required: ["email"] } },
      ],
      if: { properties: { contactMethod: { const: "phone" } }, required: ["contactMethod"] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
      then: { required: ["phone"] },
      else: { required: ["email"] },
      additionalProperties: false,
    });
    const draft07 = schema["~standard"].jsonSchema.input({ target: "draft-07" });
    expect(draft07).toMatchObject({ if: { required: ["contactMethod"] }, allOf: [{}, {}] });
  });

  it("reads if/then/else, anyOf and allOf of required, and dependentRequired", () => {
    const schema = ToolSchema.fromJSONSchema({
      type: "object",
      properties: { a: { type: "string" }, b: { type: "string" }, c: { type: "integer" } },
      anyOf: [{ required: ["a"] }, { required: ["b"] }],
      allOf: [{ if: { properties: { c: { enum: [1, 2] } } }, else: { required: ["b"] } }],
      dependentRequired: { a: ["c"] },
    });
    expect(schema.requires).toEqual([
      { when: [{ name: "c", required: false, enum: [1, 2] }], required: [], otherwise: ["b"] },
      { atLeastOneOf: ["a", "b"] },
      { when: [{ name: "a" }], required: ["c"] },
    ]);
    expect(schema.validate({ a: "x", c: 3 })).toEqual([
      "Missing required parameter: 'b' (required unless 'c' is one of 1, 2 or absent)",
    ]);
  });

  it("reads the conformance suite's 2020-12 schema and writes it back with its keywords", () => {
    const document = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      $defs: {
        address: {
          $anchor: "addressDef",
          type: "object",
          properties: { street: { type: "string" }, city: { type: "string" } },
        },
      },
      properties: {
        name: { type: "string" },
        address: { $ref: "#/$defs/address" },
        contactMethod: { type: "string", enum: ["phone", "email"] },
        phone: { type: "string" },
        email: { type: "string" },
      },
      allOf: [{ anyOf: [{ required: ["phone"] }, { required: ["email"] }] }],
      if: { properties: { contactMethod: { const: "phone" } }, required: ["contactMethod"] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
      then: { required: ["phone"] },
      else: { required: ["email"] },
      additionalProperties: false,
    };
    const schema = ToolSchema.fromJSONSchema(document);
    // A `$ref` to a schema that declares an `$anchor`: a named definition, the anchor kept.
    expect(schema.anchors).toEqual({ addressDef: "address" });
    expect(schema.parameters[1]).toEqual({
      name: "address",
      type: "ref",
      ref: "address",
      required: false,
    });
    const { required: _required, ...written } = schema.toJSONSchema();
    const { required: _inner, ...address } = written.$defs?.address ?? {};
    expect({ ...written, $defs: { address } }).toEqual(document);
    expect(schema.validate({ address: { city: 1 }, email: "x" })).toEqual([
      "Parameter 'address.city': expected type 'string', got 'integer'",
    ]);
  });

  it("refuses what it cannot check exactly, each at its pointer", () => {
    expect(
      problems(() =>
        ToolSchema.fromJSONSchema({
          type: "object",
          properties: { a: { type: "string" }, b: { type: "string" } },
          if: { properties: { a: { minLength: 2 } } },
          // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
          then: { required: ["b"] },
          allOf: [
            // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
            { if: { required: ["a"] }, then: { properties: { b: { type: "string" } } } },
            { if: { required: ["a"] }, else: { required: ["zz"] } },
          ],
          anyOf: [{ required: ["a", "b"] }, { required: ["a"] }],
        }),
      ),
    ).toEqual([
      "/if: 'if' tests property 'a' with more than a 'const' or an 'enum'",
      "/allOf/0/then: 'then' is supported with only 'required'",
      "/anyOf: 'anyOf' of 'required' is supported with one name in each branch (at least one of these properties)",
    ]);
    expect(
      problems(() =>
        ToolSchema.fromJSONSchema({
          type: "object",
          properties: { a: { type: "string" } },
          allOf: [{ if: { required: ["a"] }, else: { required: ["zz"] } }],
        }),
      ),
    ).toEqual(["/allOf/0: 'otherwise' names 'zz', which is not a parameter of the schema"]);
  });
});

test("the output JSON Schema keeps only the rules that name no parameter with a default", () => {
  const schema = new ToolSchema(
    [
      { name: "a", type: "string", required: false, default: "y" },
      { name: "b", type: "string", required: false },
      { name: "c", type: "string", required: false },
    ],
    {
      requires: [
        { when: [{ name: "a", required: false, const: "x" }], required: ["b"], otherwise: ["c"] },
        { atLeastOneOf: ["b", "c"] },
      ],
    },
  );
  // Given nothing for `a`, its test passes and `b` is required; the output then holds a: "y".
  const checked = schema.check({ b: "1" });
  expect(checked).toEqual({ success: true, value: { a: "y", b: "1" } });
  const output = schema["~standard"].jsonSchema.output({ target: "draft-2020-12" });
  expect(output.if).toBeUndefined();
  expect(output.allOf).toEqual([{ anyOf: [{ required: ["b"] }, { required: ["c"] }] }]);
  expect(schema["~standard"].jsonSchema.input({ target: "draft-2020-12" }).if).toBeDefined();
});
