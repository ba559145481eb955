// Differential test of nested schemas and of `any` values (every value, or `anyOf` definitions
// of distinct types, at the top and nested): validate() and check() (both tiers) and ajv (draft
// 2020-12, all errors) on the exported JSON Schema agree on valid or invalid, for generated
// definitions and values near them; both tiers give the same messages and write the same
// defaults. `format` is left out here (ajv needs ajv-formats, which
// this package does not depend on); the formats are tested on fixed values in
// tool-schema.nested.test.ts. Keys named `__proto__` are left out as in to-json-schema.ajv.test.ts.
import Ajv2020 from "ajv/dist/2020";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  anyDefinitionArbitrary,
  definitionArbitrary,
  valueArbitrary,
} from "../test/nested-arbitraries";
import { TIER_UP_CALLS } from "./internal/interpret-check";
import type { ParameterDefinition } from "./parameter-definition";
import { ToolSchema } from "./tool-schema";

const ajv = new Ajv2020({ allErrors: true, ownProperties: true, allowUnionTypes: true });

const FAMILIES = [
  { family: "nested definitions", definitions: definitionArbitrary },
  { family: "any values", definitions: anyDefinitionArbitrary },
];

describe.each(FAMILIES)("$family and ajv", ({ definitions }) => {
  let cases = 0;

  it("agree on generated definitions and values, in both tiers", () => {
    fc.assert(
      fc.property(
        definitions.chain((definition) =>
          fc.tuple(
            fc.constant(definition),
            fc.array(valueArbitrary(definition), { minLength: 12, maxLength: 12 }),
          ),
        ),
        ([definition, values]) => {
          const parameters = [{ name: "v", ...definition }] as ParameterDefinition[];
          const interpreted = new ToolSchema(parameters);
          const hot = new ToolSchema(parameters);
          for (let call = 0; call <= TIER_UP_CALLS; call++) hot.check({});
          const check = ajv.compile(interpreted.toJSONSchema());
          try {
            for (const value of values) {
              cases++;
              const input = { v: value };
              const byAjv = check(input);
              const byKit = interpreted.check(input);
              expect(byKit.success).toBe(byAjv);
              // The generated tier gives the same messages, and validate in place the same.
              expect(hot.check(input)).toEqual(byKit);
              const inPlace = structuredClone(input);
              const messages = interpreted.validate(inPlace);
              expect(messages.length === 0).toBe(byAjv);
              const hotInPlace = structuredClone(input);
              expect(hot.validate(hotInPlace)).toEqual(messages);
              expect(hotInPlace).toEqual(inPlace);
              // What check gives back is valid again, for both.
              if (byKit.success) {
                expect(check(byKit.value)).toBe(true);
                expect(interpreted.check(byKit.value).success).toBe(true);
              }
            }
          } finally {
            ajv.removeSchema(interpreted.toJSONSchema());
          }
        },
      ),
      { numRuns: 850 },
    );
  });

  afterAll(() => {
    // 850 schemas of 12 values each.
    expect(cases).toBeGreaterThanOrEqual(10_000);
  });
});
