// fast-check generators of valid schema definitions and of tool contracts, for the property
// tests of contracts.
import type { ParameterDefinition, ParameterType, SchemaDefinition } from "@kit/schema";
import fc from "fast-check";
import type { ToolContract } from "../src/contracts/tool-contract";

const NAMES = ["city", "units", "days", "tags", "__proto__", "constructor", "a", "b"];
const TYPES: readonly ParameterType[] = [
  "string",
  "integer",
  "float",
  "boolean",
  "list",
  "dictionary",
];

// Numbers that JSON keeps apart from each other (and -0, which it reads back as 0).
const integer = fc.integer({ min: -1000, max: 1000 });
const float = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-0, 0.5, 1e21),
);

type Shape = Omit<ParameterDefinition, "name" | "type" | "required" | "description">;

function numberShape(values: fc.Arbitrary<number>): fc.Arbitrary<Shape> {
  return fc.oneof(
    fc.record({ default: fc.option(values, { nil: undefined }) }, { requiredKeys: [] }),
    fc
      .uniqueArray(values, { minLength: 1, maxLength: 3, comparator: "SameValueZero" })
      .chain((allowed) =>
        fc.record(
          {
            enum: fc.constant(allowed),
            default: fc.option(fc.constantFrom(...allowed), { nil: undefined }),
          },
          { requiredKeys: ["enum"] },
        ),
      ),
    fc.tuple(values, values).chain(([x, y]) => {
      const [minimum, maximum] = x <= y ? [x, y] : [y, x];
      return fc.record(
        {
          minimum: fc.constant(minimum),
          maximum: fc.constant(maximum),
          default: fc.constantFrom(minimum, maximum),
        },
        { requiredKeys: [] },
      );
    }),
  );
}

const SHAPES: Readonly<Record<ParameterType, fc.Arbitrary<Shape>>> = {
  string: fc.oneof(
    fc.record({ default: fc.string({ maxLength: 50 }) }, { requiredKeys: [] }),
    fc
      .uniqueArray(fc.string({ maxLength: 4 }), { minLength: 1, maxLength: 3 })
      .chain((allowed) =>
        fc.record(
          { enum: fc.constant(allowed), default: fc.constantFrom(...allowed) },
          { requiredKeys: ["enum"] },
        ),
      ),
  ),
  integer: numberShape(integer),
  float: numberShape(float),
  boolean: fc.record({ default: fc.boolean() }, { requiredKeys: [] }),
  list: fc.oneof(
    fc.record(
      { default: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 }) },
      { requiredKeys: [] },
    ),
    fc.record(
      { items: fc.constant("string" as const), default: fc.array(fc.string(), { maxLength: 2 }) },
      { requiredKeys: ["items"] },
    ),
    fc.record({ items: fc.constantFrom(...TYPES) }),
  ),
  dictionary: fc.record(
    {
      default: fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 1 }), {
        maxKeys: 2,
      }),
    },
    { requiredKeys: [] },
  ),
};

/** A valid parameter definition: a default only when optional, within its own constraints. */
const parameterArbitrary: fc.Arbitrary<ParameterDefinition> = fc
  .tuple(
    fc.constantFrom(...NAMES),
    fc.constantFrom(...TYPES),
    fc.boolean(),
    fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
  )
  .chain(([name, type, required, description]) =>
    SHAPES[type].map((shape) => {
      const parameter: Record<string, unknown> = { name, type };
      if (!required) parameter.required = false;
      if (description !== undefined) parameter.description = description;
      for (const [key, value] of Object.entries(shape)) {
        if (value === undefined || (key === "default" && required)) continue;
        parameter[key] = value;
      }
      return parameter as unknown as ParameterDefinition;
    }),
  );

/** A valid schema definition: parameters of distinct names. */
export const schemaArbitrary: fc.Arbitrary<SchemaDefinition> = fc.record({
  parameters: fc.uniqueArray(parameterArbitrary, {
    maxLength: 4,
    selector: (parameter) => parameter.name,
  }),
  strict: fc.boolean(),
});

const effectsArbitrary = fc.oneof(
  fc.record({
    readOnly: fc.constant(false),
    destructive: fc.boolean(),
    idempotent: fc.boolean(),
    openWorld: fc.boolean(),
  }),
  fc.record({
    readOnly: fc.constant(true),
    destructive: fc.constant(false),
    idempotent: fc.constant(true),
    openWorld: fc.boolean(),
  }),
);

/** A contract, named from a small pool so that two lists share some tools. */
export const contractArbitrary: fc.Arbitrary<ToolContract> = fc.record({
  name: fc.constantFrom("fetch_weather", "search", "Z", "a", "b"),
  version: fc.constantFrom("1.0.0", "1.1.0", "2.0.0", "0.1.0"),
  description: fc.string({ maxLength: 8 }),
  input: fc.option(schemaArbitrary, { nil: null }),
  output: fc.option(schemaArbitrary, { nil: null }),
  effects: effectsArbitrary,
});

/** Contracts of distinct names. */
export const contractsArbitrary: fc.Arbitrary<ToolContract[]> = fc.uniqueArray(contractArbitrary, {
  maxLength: 4,
  selector: (contract) => contract.name,
});
