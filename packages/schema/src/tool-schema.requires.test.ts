// `requires`: which parameters must be given together (at least one of some; some when others
// have given values), and `anchors` of named definitions. Messages, definition problems, the
// three ways of checking (JSON Schema: tool-schema.requires.json-schema.test.ts).
import { describe, expect, it } from "vitest";
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
