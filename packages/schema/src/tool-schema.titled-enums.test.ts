// Titled enum values (MCP SEP-1330): `enumTitles` written as `oneOf` of `{ const, title }`
// (`anyOf` as a list's items), the legacy `enumNames` written as it is; both read back by
// fromJSONSchema, checked as a plain enum, and refused with a message when they do not fit.
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { SchemaDefinitionError } from "./errors/schema-definition-error";
import { ToolSchema } from "./tool-schema";

const form = new ToolSchema([
  { name: "untitledSingle", type: "string", enum: ["option1", "option2"] },
  {
    name: "titledSingle",
    type: "string",
    enum: ["value1", "value2"],
    enumTitles: ["First Option", "Second Option"],
  },
  {
    name: "legacyEnum",
    type: "string",
    enum: ["opt1", "opt2"],
    enumNames: ["Option One", "Option Two"],
  },
  {
    name: "titledMulti",
    type: "list",
    items: { type: "string", enum: ["value1", "value2"], enumTitles: ["First", "Second"] },
  },
  {
    name: "maybe",
    type: "string",
    required: false,
    nullable: true,
    enum: ["a"],
    enumTitles: ["A"],
  },
]);

function problems(build: () => unknown): readonly string[] {
  try {
    build();
  } catch (error) {
    if (SchemaDefinitionError.isInstance(error)) return error.errors;
    throw error;
  }
  throw new Error("expected a SchemaDefinitionError");
}

describe("titled enum values", () => {
  const json = form.toJSONSchema();

  it("are written as SEP-1330 says: oneOf of const/title, items.anyOf, legacy enumNames", () => {
    expect(json.properties.untitledSingle).toEqual({
      type: "string",
      enum: ["option1", "option2"],
    });
    expect(json.properties.titledSingle).toEqual({
      type: "string",
      oneOf: [
        { const: "value1", title: "First Option" },
        { const: "value2", title: "Second Option" },
      ],
    });
    expect(json.properties.legacyEnum).toEqual({
      type: "string",
      enum: ["opt1", "opt2"],
      enumNames: ["Option One", "Option Two"],
    });
    expect(json.properties.titledMulti).toEqual({
      type: "array",
      items: {
        type: "string",
        anyOf: [
          { const: "value1", title: "First" },
          { const: "value2", title: "Second" },
        ],
      },
    });
    expect(json.properties.maybe).toEqual({
      type: ["string", "null"],
      oneOf: [{ const: "a", title: "A" }, { type: "null" }],
    });
  });

  it("are checked as the enum they title, and agree with ajv on what is written", () => {
    const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
    ajv.addKeyword("enumNames");
    const validate = ajv.compile(json);
    const base = { untitledSingle: "option1", titledSingle: "value1", legacyEnum: "opt1" };
    const inputs = [
      { ...base, titledMulti: ["value1", "value2"] },
      { ...base, titledMulti: ["value3"] },
      { ...base, titledSingle: "First Option", titledMulti: [] },
      { ...base, legacyEnum: "Option One", titledMulti: [] },
      { ...base, titledMulti: [], maybe: null },
      { ...base, titledMulti: [], maybe: "A" },
    ];
    for (const input of inputs) {
      expect(form.check(input).success, JSON.stringify(input)).toBe(validate(input));
    }
    expect(form.validate({ ...base, titledSingle: "First Option", titledMulti: [] })).toEqual([
      "Parameter 'titledSingle': expected one of 'value1', 'value2', got 'First Option'",
    ]);
  });

  it("are read back by fromJSONSchema, from oneOf, anyOf and enumNames, the same", () => {
    const back = ToolSchema.fromJSONSchema(json);
    expect(back.parameters).toEqual(form.parameters);
    expect(back.toJSONSchema()).toEqual(json);
    const untyped = ToolSchema.fromJSONSchema({
      type: "object",
      properties: {
        pick: {
          anyOf: [
            { const: "x", title: "Ex" },
            { const: "y", title: "Why", description: "the second" },
          ],
        },
      },
    });
    expect(untyped.parameters[0]).toEqual({
      name: "pick",
      type: "string",
      required: false,
      enum: ["x", "y"],
      enumTitles: ["Ex", "Why"],
    });
  });

  it("refuse titles that do not fit their enum, in data and in JSON Schema", () => {
    expect(
      problems(
        () =>
          new ToolSchema([
            { name: "a", type: "string", enum: ["x", "y"], enumTitles: ["X"] },
            { name: "b", type: "string", enumTitles: ["X"] },
            { name: "c", type: "integer", enum: [1], enumTitles: ["One"] } as never,
            { name: "d", type: "string", enum: ["x"], enumTitles: ["X"], enumNames: ["X"] },
          ]),
      ),
    ).toEqual([
      "Parameter 'a': 'enumTitles' must have one title for each 'enum' value (2), got 1",
      "Parameter 'b': 'enumTitles' needs an 'enum' to give titles to",
      "Parameter 'c': 'enumTitles' is not allowed on type 'integer' (only on string)",
      "Parameter 'd': 'enumTitles' and 'enumNames' say the same: give one of them",
    ]);
    expect(
      problems(() =>
        ToolSchema.fromJSONSchema({
          type: "object",
          properties: { a: { type: "string", enum: ["x", "y"], enumNames: ["X"] } },
        }),
      ),
    ).toEqual([
      "/properties/a/enumNames: 'enumNames' is supported only as a list of strings, one for each value of the 'enum' beside it",
    ]);
  });
});
