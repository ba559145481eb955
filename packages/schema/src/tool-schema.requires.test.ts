// `requires`: which parameters must be given together (at least one of some; some when others
// have given values), and `anchors` of named definitions. Messages, definition problems, the
// JSON Schema written and read, and the three ways of checking.
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

describe("checking", () => {
  const schema = new ToolSchema(CONTACT, { strict: true, requires: RULES });

  it("accepts values that meet every rule", () => {
    expect(schema.validate({ contactMethod: "phone", phone: "555" })).toEqual([]);
    expect(schema.validate({ email: "a@b.c" })).toEqual([]);
    expect(schema.check({ contactMethod: "email", email: "a@b.c" })).toEqual({
      success: true,
      value: { contactMethod: "email", email: "a@b.c" },
    });
  });

  it("names the rule each missing parameter breaks, after the parameters' own messages", () => {
    expect(schema.validate({ name: 1 })).toEqual([
      "Parameter 'name': expected type 'string', got 'integer'",
      "Missing required parameter: one of 'phone', 'email'",
      "Missing required parameter: 'email' (required unless 'contactMethod' is 'phone')",
    ]);
    expect(schema.validate({ contactMethod: "phone", email: "a@b.c" })).toEqual([
      "Missing required parameter: 'phone' (required when 'contactMethod' is 'phone')",
    ]);
  });

  it("counts a key whose value is undefined as absent, and an inherited key as absent", () => {
    expect(schema.validate({ phone: undefined, email: "x", contactMethod: "phone" })).toEqual([
      "Missing required parameter: 'phone' (required when 'contactMethod' is 'phone')",
    ]);
    const inherited = Object.create({ phone: "555" }) as Record<string, unknown>;
    expect(
      new ToolSchema(CONTACT, { requires: [{ atLeastOneOf: ["phone"] }] }).validate(inherited),
    ).toEqual(["Expected a dictionary of parameters, got 'object'"]);
  });

  it("gives Standard Schema issues the missing parameter's path", () => {
    expect(schema["~standard"].validate({ contactMethod: "phone", email: "x" })).toEqual({
      issues: [
        {
          message: "Missing required parameter: 'phone' (required when 'contactMethod' is 'phone')",
          path: ["phone"],
        },
      ],
    });
    expect(schema["~standard"].validate({})).toEqual({
      issues: [
        { message: "Missing required parameter: one of 'phone', 'email'" },
        {
          message:
            "Missing required parameter: 'email' (required unless 'contactMethod' is 'phone')",
          path: ["email"],
        },
      ],
    });
  });

  it("says the same once the schema is hot (generated check)", () => {
    for (let call = 0; call < 40; call++) {
      expect(schema.validate({ contactMethod: "phone" })).toEqual([
        "Missing required parameter: one of 'phone', 'email'",
        "Missing required parameter: 'phone' (required when 'contactMethod' is 'phone')",
      ]);
      expect(schema.check({ contactMethod: "phone" }).success).toBe(false);
    }
  });

  it("reads the values as given: a default filled in does not meet a rule", () => {
    const defaulted = new ToolSchema(
      [
        { name: "a", type: "string", required: false, default: "x" },
        { name: "b", type: "string", required: false },
      ],
      { requires: [{ atLeastOneOf: ["a", "b"] }] },
    );
    const values: Record<string, unknown> = {};
    expect(defaulted.validate(values)).toEqual(["Missing required parameter: one of 'a', 'b'"]);
    expect(values).toEqual({ a: "x" });
    expect(defaulted.validate({ a: "y" })).toEqual([]);
  });

  it("says tests of presence, of several values and of an optional key", () => {
    const schema = new ToolSchema(
      [
        { name: "a", type: "integer", required: false },
        { name: "b", type: "string", required: false },
        { name: "c", type: "string", required: false },
      ],
      {
        requires: [
          { when: [{ name: "a", enum: [1, 2] }, { name: "b" }], required: ["c"] },
          { when: [{ name: "b", required: false, const: "x" }], required: [], otherwise: ["a"] },
        ],
      },
    );
    expect(schema.validate({ a: 2, b: "y" })).toEqual([
      "Missing required parameter: 'c' (required when 'a' is one of 1, 2 and 'b' is given)",
    ]);
    expect(schema.validate({ b: "x" })).toEqual([]);
    expect(schema.validate({})).toEqual([]);
    expect(schema.validate({ b: "y", c: "z" })).toEqual([
      "Missing required parameter: 'a' (required unless 'b' is 'x' or absent)",
    ]);
  });

  it("leaves out a parameter that is required anyway (it is reported missing once)", () => {
    const schema = new ToolSchema(
      [
        { name: "a", type: "string" },
        { name: "b", type: "string", required: false },
      ],
      { requires: [{ atLeastOneOf: ["a", "b"] }, { when: [{ name: "b" }], required: ["a"] }] },
    );
    expect(schema.validate({ b: "x" })).toEqual(["Missing required parameter: 'a'"]);
  });
});

describe("definition problems", () => {
  it("reports every problem of the rules at once, each with the rule's index", () => {
    expect(
      problems(
        () =>
          new ToolSchema(CONTACT, {
            requires: [
              { atLeastOneOf: ["phone", "fax"] },
              { when: [], required: ["phone", "phone"] },
              "phone",
              { when: [{ name: "name", const: 1n, enum: [] }], required: [], otherwise: [] },
              { when: [{ name: "name", required: false }], requird: ["name"] },
              {},
            ] as never,
          }),
      ),
    ).toEqual([
      "Requirement 0: 'atLeastOneOf' names 'fax', which is not a parameter of the schema",
      "Requirement 1: 'when' must be a non-empty list of tests, got 'list'",
      "Requirement 1: 'required' names 'phone' more than once",
      "Requirement 2: must be a dictionary, got 'string'",
      "Requirement 3: the test of 'name': 'const' must be a string, a finite number, a boolean or null, got 'bigint'",
      "Requirement 3: the test of 'name': 'enum' must be a non-empty list of strings, finite numbers, booleans or nulls",
      "Requirement 3: the test of 'name': give 'const' or 'enum', not both",
      "Requirement 3: 'required' and 'otherwise' name no parameter, so the rule requires nothing",
      "Requirement 4: unknown key 'requird' (did you mean 'required'?)",
      "Requirement 4: the test of 'name': with 'required: false' and no 'const' or 'enum', every value passes the test",
      "Requirement 4: 'required' must be a list of parameter names, got 'undefined'",
      "Requirement 5: must have 'atLeastOneOf' (a list of names) or 'when' (a list of tests)",
    ]);
    expect(problems(() => new ToolSchema(CONTACT, { requires: {} as never }))).toEqual([
      "'requires' must be a list, got 'dictionary'",
    ]);
  });

  it("reads `requires` and `anchors` in fromDict, with the other problems", () => {
    const schema = ToolSchema.fromDict({
      parameters: [{ name: "a", type: "string", required: false }],
      requires: [{ atLeastOneOf: ["a"] }],
    });
    expect(schema.requires).toEqual([{ atLeastOneOf: ["a"] }]);
    expect(Object.isFrozen(schema.requires[0])).toBe(true);
    expect(
      problems(() =>
        ToolSchema.fromDict({
          parameters: [{ name: "a", type: "str" }],
          requires: [{ atLeastOneOf: ["b"] }],
          anchors: { "1x": "Nope" },
        } as never),
      ),
    ).toEqual([
      "Parameter 'a': unsupported type 'str'; expected one of: string, integer, float, boolean, list, dictionary",
      "Requirement 0: 'atLeastOneOf' names 'b', which is not a parameter of the schema",
      "Anchor '1x': must be a letter or '_', then letters, digits, '-', '_' or '.'",
      "Anchor '1x': names no definition 'Nope'",
    ]);
  });

  it("does not change the caller's rules", () => {
    const rules = [{ atLeastOneOf: ["phone", "email"] }];
    const schema = new ToolSchema(CONTACT, { requires: rules });
    rules[0]?.atLeastOneOf.push("name");
    expect(schema.requires).toEqual([{ atLeastOneOf: ["phone", "email"] }]);
  });
});

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
