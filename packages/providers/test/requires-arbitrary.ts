// Rules about which parameters go together (a schema's `requires`) for generated schemas of the
// parity property: `atLeastOneOf` and `when`/`required`/`otherwise` over the schema's own
// parameters, tests on values the arguments often hold (an enum's values, or presence).
import fc from "fast-check";
import type { ParameterDefinition } from "../../schema/src/parameter-definition";
import type { KeyTest, Requirement } from "../../schema/src/requirement";
import type { GeneratedSchema } from "../../schema/test/arbitraries";

type Primitive = string | number | boolean | null;

// A test of one parameter: given, or given with one of its enum's values (else a constant that
// may never match), or absent-or-that-value.
function testOf(parameter: ParameterDefinition): fc.Arbitrary<KeyTest> {
  const values: readonly Primitive[] = (parameter.enum as readonly Primitive[] | undefined) ?? [
    "a",
    1,
    true,
  ];
  const value = fc.constantFrom(...values);
  const { name } = parameter;
  return fc.oneof(
    fc.constant({ name }),
    value.map((only) => ({ name, const: only })),
    value.map((only) => ({ name, required: false, const: only })),
    fc
      .uniqueArray(value, { minLength: 1, maxLength: 2 })
      .map((allowed) => ({ name, enum: allowed })),
  );
}

function rulesOf(parameters: readonly ParameterDefinition[]): fc.Arbitrary<Requirement[]> {
  const names = fc.uniqueArray(fc.constantFrom(...parameters.map(({ name }) => name)), {
    minLength: 1,
    maxLength: 3,
  });
  const rule: fc.Arbitrary<Requirement> = fc.oneof(
    names.map((atLeastOneOf) => ({ atLeastOneOf })),
    fc
      .record({
        when: fc.uniqueArray(fc.constantFrom(...parameters).chain(testOf), {
          minLength: 1,
          maxLength: 2,
          selector: (test) => test.name,
        }),
        required: names,
        otherwise: fc.option(names, { nil: undefined }),
      })
      .map(({ when, required, otherwise }) =>
        otherwise === undefined ? { when, required } : { when, required, otherwise },
      ),
  );
  return fc.array(rule, { minLength: 1, maxLength: 3 });
}

/** A generated schema with one to three rules over its parameters (as it is, without any). */
export function withRequirements(
  schema: GeneratedSchema,
): fc.Arbitrary<GeneratedSchema & { readonly requires?: readonly Requirement[] }> {
  if (schema.parameters.length === 0) return fc.constant(schema);
  return rulesOf(schema.parameters).map((requires) => ({ ...schema, requires }));
}
