// Parity of `requires` (advertised equals enforced): for generated rules and values, kit's
// check, ajv (draft 2020-12) on the schema's toJSONSchema(), and the schema read back from that
// JSON Schema agree on valid or invalid; and ajv on draft-07's output agrees too.
import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020";
import fc from "fast-check";
import { expect, it } from "vitest";
import type { ParameterDefinition } from "./parameter-definition";
import type { KeyTest, Requirement } from "./requirement";
import { ToolSchema } from "./tool-schema";

const ajv2020 = new Ajv2020({ allErrors: true, strict: false });
const ajv07 = new Ajv({ allErrors: true, strict: false });

// Optional parameters: strings of a small enum, an integer, a boolean, and one with a default
// (a rule reads the values as given, before defaults, as JSON Schema does).
const PARAMETERS: readonly ParameterDefinition[] = [
  { name: "a", type: "string", required: false, enum: ["x", "y", "z"] },
  { name: "b", type: "integer", required: false },
  { name: "c", type: "boolean", required: false },
  { name: "d", type: "string", required: false, default: "x" },
  { name: "e", type: "string", required: false },
];
const NAMES = PARAMETERS.map(({ name }) => name);
const POOL = ["x", "y", "z", 1, 2, true, false, null];

const names = fc.uniqueArray(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 3 });
const test: fc.Arbitrary<KeyTest> = fc
  .record(
    {
      name: fc.constantFrom(...NAMES),
      required: fc.constantFrom(true, false),
      value: fc.oneof(
        fc.constant(undefined),
        fc.record({ const: fc.constantFrom(...POOL) }),
        fc.record({
          enum: fc.uniqueArray(fc.constantFrom(...POOL), { minLength: 1, maxLength: 3 }),
        }),
      ),
    },
    { requiredKeys: ["name", "required", "value"] },
  )
  .map(({ name, required, value }) => {
    // A test that requires nothing and tests no value passes every value: it is refused.
    if (value === undefined) return { name };
    return required ? { name, ...value } : { name, required: false, ...value };
  });
const rule: fc.Arbitrary<Requirement> = fc.oneof(
  names.map((atLeastOneOf) => ({ atLeastOneOf })),
  fc
    .record({
      when: fc.uniqueArray(test, { minLength: 1, maxLength: 2, selector: (each) => each.name }),
      required: names,
      otherwise: fc.option(names, { nil: undefined }),
    })
    .map(({ when, required, otherwise }) =>
      otherwise === undefined ? { when, required } : { when, required, otherwise },
    ),
);
const values = fc.dictionary(fc.constantFrom(...NAMES), fc.constantFrom(...POOL, undefined), {
  maxKeys: 5,
});

it("kit, ajv on toJSONSchema() and the schema read back agree (10,000 cases)", () => {
  let cases = 0;
  fc.assert(
    fc.property(
      fc.array(rule, { minLength: 1, maxLength: 3 }),
      fc.array(values, { minLength: 50, maxLength: 50 }),
      (rules, inputs) => {
        const schema = new ToolSchema(PARAMETERS, { requires: rules });
        const exported = schema.toJSONSchema();
        const advertised = ajv2020.compile(exported);
        const draft07 = ajv07.compile(schema["~standard"].jsonSchema.input({ target: "draft-07" }));
        const readBack = ToolSchema.fromJSONSchema(exported);
        expect(readBack.toJSONSchema()).toEqual(exported);
        for (const input of inputs) {
          // JSON has no `undefined`: ajv sees the key absent, as kit does.
          const json = JSON.parse(JSON.stringify(input));
          const expected = advertised(json);
          const label = JSON.stringify({ rules, input });
          expect(schema.check(input).success, label).toBe(expected);
          expect(readBack.check(input).success, label).toBe(expected);
          expect(draft07(json), label).toBe(expected);
          expect(schema.validate({ ...input }).length === 0, label).toBe(expected);
          cases++;
        }
      },
    ),
    { numRuns: 200 },
  );
  expect(cases).toBeGreaterThanOrEqual(10_000);
});
