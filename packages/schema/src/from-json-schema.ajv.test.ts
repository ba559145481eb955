// Differential test of ToolSchema.fromJSONSchema: for generated JSON Schemas of the subset it
// keeps, ajv on the ORIGINAL schema (draft 2020-12 or draft-07, all errors), the imported
// schema's check, and ajv on the imported schema's toJSONSchema() agree on valid or invalid,
// for 10,000 and more generated values per family (kit's own schemas, `any` values among them;
// schemas as real tools write them; schemas of more than one type). `format` is left out, as in the other ajv
// tests (the formats are checked on fixed values); so are keys named `__proto__`, which ajv skips.
import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { jsonSchemaDocument, mixedSchemaDocument } from "../test/json-schema-arbitraries";
import { definitionArbitrary, valueArbitrary } from "../test/nested-arbitraries";
import type { ParameterDefinition } from "./parameter-definition";
import { ToolSchema } from "./tool-schema";
import type { ValueDefinition } from "./value-definition";

const options = {
  allErrors: true,
  ownProperties: true,
  allowUnionTypes: true,
  strict: false,
  logger: false,
} as const;
const ajv2020 = new Ajv2020(options);
const ajv07 = new Ajv(options);

const cases = { exported: 0, written: 0, mixed: 0 };

// The values of one imported schema, shaped like it and now and then wrong.
const valuesOf = (schema: ToolSchema): fc.Arbitrary<unknown[]> =>
  fc.array(
    valueArbitrary({
      type: "dictionary",
      properties: schema.parameters,
      ...(schema.strict ? { additionalProperties: false } : {}),
    } as ValueDefinition),
    { minLength: 12, maxLength: 12 },
  );

function agree(
  original: Record<string, unknown>,
  values: readonly unknown[],
  family: keyof typeof cases,
): void {
  const imported = ToolSchema.fromJSONSchema(original);
  const validator =
    original.$schema === "http://json-schema.org/draft-07/schema#" ? ajv07 : ajv2020;
  const byOriginal = validator.compile(structuredClone(original));
  const byExport = ajv2020.compile(imported.toJSONSchema());
  for (const value of values) {
    cases[family]++;
    const expected = byOriginal(value);
    expect(imported.check(value).success, JSON.stringify(value)).toBe(expected);
    expect(byExport(value)).toBe(expected);
  }
}

describe("fromJSONSchema and ajv", () => {
  it("agree on kit's own exported schemas (the round trip)", () => {
    fc.assert(
      fc.property(
        definitionArbitrary.chain((definition) => {
          const exported = new ToolSchema([
            { name: "v", ...definition },
          ] as ParameterDefinition[]).toJSONSchema();
          return fc.tuple(fc.constant(exported), valuesOf(ToolSchema.fromJSONSchema(exported)));
        }),
        ([exported, values]) =>
          agree(exported as unknown as Record<string, unknown>, values, "exported"),
      ),
      { numRuns: 850 },
    );
  });

  it("agree on JSON Schemas written the ways real tools write them", () => {
    fc.assert(
      fc.property(
        jsonSchemaDocument.chain((document) =>
          fc.tuple(fc.constant(document), valuesOf(ToolSchema.fromJSONSchema(document))),
        ),
        ([document, values]) => agree(document, values, "written"),
      ),
      { numRuns: 850 },
    );
  });

  it("agree on JSON Schemas of more than one type ({}, type lists, anyOf of different types)", () => {
    fc.assert(
      fc.property(
        mixedSchemaDocument.chain((document) =>
          fc.tuple(fc.constant(document), valuesOf(ToolSchema.fromJSONSchema(document))),
        ),
        ([document, values]) => agree(document, values, "mixed"),
      ),
      { numRuns: 850 },
    );
  });

  afterAll(() => {
    expect(cases.exported).toBeGreaterThanOrEqual(10_000);
    expect(cases.written).toBeGreaterThanOrEqual(10_000);
    expect(cases.mixed).toBeGreaterThanOrEqual(10_000);
  });
});
