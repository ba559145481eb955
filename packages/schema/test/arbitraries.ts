// fast-check generators of valid schema definitions and of JSON-like values to check against
// them. Shared by the property tests (ajv differential, parse vs validate, Standard Schema).
import fc from "fast-check";
import { PARAMETER_TYPES } from "../src/internal/is-parameter-type";
import type { ParameterDefinition } from "../src/parameter-definition";
import type { ParameterType } from "../src/parameter-type";

/** Names that tend to break naive code: prototype keys, JSON-ish keys, and short random ones. */
export const nameArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "valueOf",
    "city",
    "units",
    "length",
    "0",
  ),
  fc.string({ minLength: 1, maxLength: 5 }),
);

/** Builds an object with the given own entries, `__proto__` included, optionally null-prototype. */
export function objectOf(
  entries: readonly (readonly [string, unknown])[],
  nullPrototype = false,
): Record<string, unknown> {
  const target: Record<string, unknown> = nullPrototype ? Object.create(null) : {};
  for (const [key, value] of entries) {
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return target;
}

const jsonLeaf: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

/** A JSON-like dictionary: own keys of any name, `__proto__` included, sometimes null-prototype. */
export const dictionaryArbitrary: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(fc.array(fc.tuple(nameArbitrary, jsonLeaf), { maxLength: 3 }), fc.boolean())
  .map(([entries, nullPrototype]) => objectOf(entries, nullPrototype));

/** JSON-like values of one parameter type, with the edge cases of each. */
export const valueOfType: Readonly<Record<ParameterType, fc.Arbitrary<unknown>>> = {
  string: fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom("", "1", "true", "null")),
  integer: fc.oneof(
    fc.integer(),
    fc.constantFrom(0, -0, 2 ** 53, -(2 ** 53), 1e21, -1e300, Number.MAX_VALUE),
  ),
  float: fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(72, 72.5, -0, Number.MIN_VALUE, Number.EPSILON),
  ),
  boolean: fc.boolean(),
  list: fc.array(jsonLeaf, { maxLength: 3 }),
  dictionary: dictionaryArbitrary,
};

/** Any JSON-like value: one of the six kinds or null; also NaN, Infinity and -Infinity. */
export const anyValueArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  ...PARAMETER_TYPES.map((type) => valueOfType[type]),
  fc.constant(null),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);

const parameterArbitrary: fc.Arbitrary<ParameterDefinition> = fc
  .record({
    name: nameArbitrary,
    type: fc.constantFrom(...PARAMETER_TYPES),
    required: fc.option(fc.boolean(), { nil: undefined }),
    withDefault: fc.boolean(),
    description: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
  })
  .chain(({ name, type, required, withDefault, description }) =>
    (withDefault && required === false ? valueOfType[type] : fc.constant(undefined)).map(
      (defaultValue) => {
        const parameter: { -readonly [K in keyof ParameterDefinition]: ParameterDefinition[K] } = {
          name,
          type,
        };
        if (required !== undefined) parameter.required = required;
        if (defaultValue !== undefined) parameter.default = defaultValue;
        if (description !== undefined) parameter.description = description;
        return parameter;
      },
    ),
  );

/** A valid schema definition: unique names, any types, defaults of the right type. */
export interface GeneratedSchema {
  readonly parameters: readonly ParameterDefinition[];
  readonly strict: boolean;
}

/** Valid schema definitions, as `{ parameters, strict }`. */
export const schemaArbitrary: fc.Arbitrary<GeneratedSchema> = fc.record({
  parameters: fc.uniqueArray(parameterArbitrary, {
    maxLength: 5,
    selector: (parameter) => parameter.name,
  }),
  strict: fc.boolean(),
});

/**
 * Inputs for a parameter list: each declared name absent, undefined, of its type, or of any
 * kind, plus undeclared keys (never undefined); sometimes null-prototype, and sometimes no
 * dictionary at all.
 * @param parameters - the declared parameters.
 * @returns an arbitrary of inputs.
 */
export function inputArbitrary(parameters: readonly ParameterDefinition[]): fc.Arbitrary<unknown> {
  const declared = parameters.map((parameter) =>
    fc.oneof(
      fc.constant(undefined),
      // Present, but undefined: counts as missing.
      fc.constant({ value: undefined }),
      valueOfType[parameter.type].map((value) => ({ value })),
      anyValueArbitrary.map((value) => ({ value })),
    ),
  );
  const extraName =
    parameters.length > 0
      ? fc.oneof(nameArbitrary, fc.constantFrom(...parameters.map((parameter) => parameter.name)))
      : nameArbitrary;
  const dictionary = fc
    .tuple(
      fc.tuple(...declared),
      fc.array(fc.tuple(extraName, anyValueArbitrary), { maxLength: 2 }),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([given, extra, extraFirst, nullPrototype]) => {
      const own: [string, unknown][] = [];
      given.forEach((slot, index) => {
        const name = parameters[index]?.name;
        if (slot !== undefined && name !== undefined) own.push([name, slot.value]);
      });
      // A later entry of the same name overwrites an earlier one, as JSON.parse does.
      return objectOf(extraFirst ? [...extra, ...own] : [...own, ...extra], nullPrototype);
    });
  return fc.oneof(
    { weight: 9, arbitrary: dictionary },
    { weight: 1, arbitrary: anyValueArbitrary.filter((value) => !isPlainDictionary(value)) },
  );
}

function isPlainDictionary(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
