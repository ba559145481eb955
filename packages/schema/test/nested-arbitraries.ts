// Generated nested definitions and values near them, for the differential tests of nested
// schemas. Values are mostly shaped like their definition, with a wrong leaf, a missing or an
// extra key here and there, so that both valid and invalid inputs are frequent.
import fc from "fast-check";
import type { ParameterDefinition } from "../src/parameter-definition";
import type { ValueDefinition } from "../src/value-definition";

/** Key names: identifiers, and keys that are not. (`__proto__` is left out: ajv skips it.) */
const NAMES = ["a", "b", "qty", "a.b", "it's", "*/"] as const;
const PATTERNS = ["^a", "b$", "^[a-c]+$", "\\d", "^(?:ab)+$"] as const;

const anyLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, -0, true, false, null),
);
/** Any JSON value of a few levels. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    anyLeaf,
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...NAMES), tie("value"), { maxKeys: 3, noNullPrototype: true }),
  ),
})).value;

const leafDefinition: fc.Arbitrary<ValueDefinition> = fc.oneof(
  fc.record(
    {
      type: fc.constant("string" as const),
      minLength: fc.nat(3),
      maxLength: fc.integer({ min: 3, max: 5 }),
      pattern: fc.constantFrom(...PATTERNS),
      enum: fc.constant(["a", "ab", "1"]),
      nullable: fc.boolean(),
    },
    { requiredKeys: ["type"] },
  ),
  fc.record(
    {
      type: fc.constant("string" as const),
      const: fc.constantFrom("a", "b"),
      nullable: fc.boolean(),
    },
    { requiredKeys: ["type"] },
  ),
  fc.record(
    {
      type: fc.constantFrom("integer" as const, "float" as const),
      minimum: fc.constantFrom(-1, 0),
      maximum: fc.constantFrom(1, 2),
      nullable: fc.boolean(),
    },
    { requiredKeys: ["type"] },
  ),
  fc.record(
    { type: fc.constant("boolean" as const), const: fc.boolean(), nullable: fc.boolean() },
    { requiredKeys: ["type"] },
  ),
);

// Integers are numbers too: a union has at most one of `integer` and `float`.
const family = (definition: ValueDefinition): string =>
  definition.type === "integer" ? "float" : definition.type;

/** An `any` value: every value, or `anyOf` two or three definitions of distinct types. */
function anyDefinition(branch: fc.Arbitrary<ValueDefinition>): fc.Arbitrary<ValueDefinition> {
  return fc.oneof(
    fc.constant({ type: "any" as const }),
    fc
      .tuple(
        fc.uniqueArray(
          branch
            .filter((definition) => definition.type !== "any")
            .map((definition) => ({ ...definition, nullable: false })),
          { minLength: 2, maxLength: 3, selector: family },
        ),
        fc.boolean(),
      )
      .map(([anyOf, nullable]) => ({ type: "any", anyOf, nullable }) as unknown as ValueDefinition),
  );
}

/** A nested value definition, a few levels deep (`any` values among them). */
export const definitionArbitrary: fc.Arbitrary<ValueDefinition> = fc.letrec<{
  value: ValueDefinition;
}>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leafDefinition,
    anyDefinition(tie("value")),
    fc.record(
      {
        type: fc.constant("list" as const),
        items: fc.oneof(fc.constantFrom("string" as const, "integer" as const), tie("value")),
        minItems: fc.nat(2),
        maxItems: fc.integer({ min: 2, max: 3 }),
        uniqueItems: fc.boolean(),
        nullable: fc.boolean(),
      },
      { requiredKeys: ["type"] },
    ),
    fc
      .record(
        {
          type: fc.constant("dictionary" as const),
          properties: fc.uniqueArray(
            fc.tuple(fc.constantFrom(...NAMES), tie("value"), fc.boolean()),
            { maxLength: 3, selector: ([name]) => name },
          ),
          additionalProperties: fc.oneof(fc.constant(false as const), tie("value")),
          nullable: fc.boolean(),
        },
        { requiredKeys: ["type"] },
      )
      .map(({ properties, ...rest }) => {
        const definition: Record<string, unknown> = { ...rest };
        if (properties !== undefined) {
          definition.properties = properties.map(([name, value, required]) =>
            required ? { name, ...value } : { name, ...value, required: false },
          );
        }
        return definition as unknown as ValueDefinition;
      }),
    fc
      .tuple(fc.array(tie("value"), { minLength: 1, maxLength: 2 }), fc.boolean())
      .map(([extras, nullable]) => ({
        type: "dictionary" as const,
        nullable,
        discriminator: "kind",
        variants: extras.map((extra, index) => ({
          type: "dictionary" as const,
          properties: [
            { name: "kind", type: "string" as const, const: `v${index}` },
            { name: "x", ...extra },
          ] as ParameterDefinition[],
        })),
      })),
  ),
})).value;

/** An `any` value definition whose `anyOf` holds nested definitions, at the top. */
export const anyDefinitionArbitrary: fc.Arbitrary<ValueDefinition> =
  anyDefinition(definitionArbitrary);

/** A value shaped like the definition, now and then wrong. */
export function valueArbitrary(definition: ValueDefinition, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(anyLeaf, anyJson);
  return fc.oneof(
    { weight: 1, arbitrary: wrong },
    { weight: depth > 4 ? 0 : 5, arbitrary: shaped(definition, depth) },
  );
}

function shaped(definition: ValueDefinition, depth: number): fc.Arbitrary<unknown> {
  switch (definition.type) {
    case "string": {
      const named = [...(definition.const === undefined ? [] : [definition.const])];
      return fc.constantFrom(
        ...named,
        "a",
        "ab",
        "b",
        "abab",
        "1",
        "",
        "ccc",
        "a1b2c3",
        "v0",
        "v1",
      );
    }
    case "integer":
    case "float":
      return fc.constantFrom(-2, -1, 0, 1, 1.5, 2, 3);
    case "boolean":
      return fc.boolean();
    case "any": {
      const { anyOf } = definition;
      // JSON values only: ajv has no answer for others (the unit tests refuse a function).
      if (anyOf === undefined) return anyJson;
      return fc.oneof(...anyOf.map((branch) => shaped(branch, depth)), anyLeaf);
    }
    case "list": {
      const { items } = definition;
      const item =
        typeof items === "object"
          ? valueArbitrary(items, depth + 1)
          : items === "string"
            ? fc.constantFrom("a", "b")
            : items === "integer"
              ? fc.constantFrom(1, 2, 2.5)
              : anyJson;
      return fc.array(item, { maxLength: 4 });
    }
    default: {
      const variants = definition.variants;
      if (variants !== undefined) {
        return fc.oneof(...variants.map((variant) => shaped(variant, depth)));
      }
      const parts: Record<string, fc.Arbitrary<unknown>> = {};
      for (const property of definition.properties ?? []) {
        parts[property.name] = valueArbitrary(property, depth + 1);
      }
      const extra =
        typeof definition.additionalProperties === "object"
          ? valueArbitrary(definition.additionalProperties, depth + 1)
          : anyLeaf;
      return fc
        .tuple(
          fc.record(parts, { requiredKeys: [], noNullPrototype: true }),
          fc.dictionary(fc.constantFrom("z", "y.z"), extra, { maxKeys: 1, noNullPrototype: true }),
        )
        .map(([known, other]) => ({ ...other, ...known }));
    }
  }
}
