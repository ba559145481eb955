// Differential test of named definitions that refer to themselves (trees, JSON values): kit's
// check in both tiers and ajv (draft 2020-12, all errors) on the JSON Schema kit writes (`$defs`
// and `$ref`) agree on valid or invalid, for generated schemas and trees near them; and a
// recursive JSON Schema read by fromJSONSchema agrees with ajv on the original. Values that
// are not JSON (NaN, a Date, undefined inside a list) are left to kit's own tests: ajv reads
// them differently.
import Ajv2020 from "ajv/dist/2020";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recursiveInputArbitrary, recursiveSchemaArbitrary } from "../test/recursive-arbitraries";
import { TIER_UP_CALLS } from "./internal/interpret-check";
import { ToolSchema } from "./tool-schema";

const ajv = new Ajv2020({ allErrors: true, ownProperties: true, allowUnionTypes: true });

/** Whether a value holds something JSON cannot say (NaN, undefined in a list, a Date, 1n). */
function hasHole(value: unknown): boolean {
  if (typeof value === "number") return !Number.isFinite(value);
  if (value === undefined || typeof value === "bigint") return true;
  if (Array.isArray(value)) return value.some(hasHole);
  if (value instanceof Date) return true;
  if (typeof value === "object" && value !== null) {
    return Object.values(value).some((item) => item !== undefined && hasHole(item));
  }
  return false;
}

describe("recursive definitions and ajv", () => {
  it("agree on generated schemas and trees, in both tiers", () => {
    let cases = 0;
    fc.assert(
      fc.property(
        recursiveSchemaArbitrary,
        fc.array(recursiveInputArbitrary, { minLength: 12, maxLength: 12 }),
        (definition, inputs) => {
          const schema = new ToolSchema(definition.parameters, {
            strict: definition.strict,
            definitions: definition.definitions,
          });
          const validate = ajv.compile(schema.toJSONSchema());
          const json = inputs.filter((input) => !hasHole(input));
          // Past TIER_UP_CALLS the schema runs its generated check.
          for (let round = 0; round < 2; round++) {
            for (const input of json) {
              const expected = validate(input);
              expect(schema.check(input).success, JSON.stringify(input)).toBe(expected);
              cases++;
            }
            for (let call = 0; call < TIER_UP_CALLS; call++) schema.check({});
          }
        },
      ),
      { numRuns: 120 },
    );
    expect(cases).toBeGreaterThan(1_500);
  });

  it("agree through fromJSONSchema on recursive JSON Schemas, which stay recursive", () => {
    const documents = [
      {
        type: "object",
        properties: { root: { $ref: "#/$defs/Node" } },
        required: ["root"],
        $defs: {
          Node: {
            type: "object",
            properties: {
              value: { type: "integer", minimum: 0 },
              children: { type: "array", items: { $ref: "#/$defs/Node" }, maxItems: 3 },
              next: { anyOf: [{ $ref: "#/$defs/Node" }, { type: "null" }] },
            },
            required: ["value"],
            additionalProperties: false,
          },
        },
      },
      {
        type: "object",
        properties: { data: { $ref: "#/definitions/json" } },
        definitions: {
          json: {
            anyOf: [
              { type: ["string", "number", "boolean", "null"] },
              { type: "array", items: { $ref: "#/definitions/json" } },
              { type: "object", additionalProperties: { $ref: "#/definitions/json" } },
            ],
          },
        },
      },
      {
        type: "object",
        properties: { label: { type: "string" }, child: { $ref: "#" } },
        required: ["label"],
      },
    ];
    const samples = fc.sample(recursiveInputArbitrary, { numRuns: 400, seed: 7 });
    for (const document of documents) {
      const schema = ToolSchema.fromJSONSchema(document);
      expect(Object.keys(schema.definitions).length).toBeGreaterThan(0);
      const validate = ajv.compile(structuredClone(document));
      for (const sample of samples) {
        const input = { ...sample, label: "x", child: sample.root, value: sample.data };
        if (hasHole(input)) continue;
        expect(schema.check(input).success, JSON.stringify(input)).toBe(validate(input));
      }
    }
  });
});
