// fast-check generators of valid schema definitions and of JSON-like values to check against
// them. Shared by the property tests (ajv differential, parse vs validate, Standard Schema).
import fc from "fast-check";
import { PARAMETER_TYPES } from "../src/internal/is-parameter-type";
import type { ParameterDefinition } from "../src/parameter-definition";
import type { ParameterType } from "../src/parameter-type";

/** Names that tend to break naive code: prototype keys, JSON-ish keys, and short random ones. */
const nameArbitrary: fc.Arbitrary<string> = fc.oneof(
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
const dictionaryArbitrary: fc.Arbitrary<Record<string, unknown>> = fc
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

/** The constraint keys of a parameter, as the arbitraries make them. */
type Constraints = Pick<ParameterDefinition, "enum" | "items" | "minimum" | "maximum">;

/** Strings for enums: short ones, near-duplicates, and some longer than a message shows. */
const enumString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.constantFrom("metric", "imperial", "Metric", "metric ", "x".repeat(41), "\u2028'\""),
);

/** Bounds: small integers and fractions, zero of both signs, and a few far ones. */
const bound: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -20, max: 20 }),
  fc.constantFrom(-0, 0.5, -2.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER),
  fc.double({ min: -100, max: 100, noNaN: true }),
);

/** Constraints that apply to a type, valid by construction (none about half the time). */
function constraintsOf(type: ParameterType): fc.Arbitrary<Constraints> {
  const none = fc.constant({});
  const unique = { comparator: "SameValueZero" } as const;
  switch (type) {
    case "string":
      return fc.oneof(
        none,
        fc
          .oneof(
            fc.uniqueArray(enumString, { ...unique, minLength: 1, maxLength: 4 }),
            // Longer than the generated check compares one by one.
            fc.uniqueArray(enumString, { ...unique, minLength: 13, maxLength: 16 }),
          )
          .map((values) => ({ enum: values })),
      );
    case "integer":
    case "float": {
      const number =
        type === "integer"
          ? fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom(-0, 1e21))
          : bound;
      return fc.oneof(
        none,
        fc
          .uniqueArray(number, { ...unique, minLength: 1, maxLength: 4 })
          .map((values) => ({ enum: values })),
        fc
          .tuple(fc.option(bound, { nil: undefined }), fc.option(bound, { nil: undefined }))
          .map(([low, high]) => {
            const bounds: Constraints = {};
            if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
            if (low !== undefined) Object.assign(bounds, { minimum: low });
            if (high !== undefined) Object.assign(bounds, { maximum: high });
            return bounds;
          }),
      );
    }
    case "list":
      return fc.oneof(
        none,
        fc.constantFrom(...PARAMETER_TYPES).map((items) => ({ items })),
      );
    default:
      return none;
  }
}

/**
 * Values of a parameter's type near its constraints: its enum's values and values next to
 * them, its bounds and values just inside and outside, lists of its item type with sometimes
 * one item of another kind.
 */
export function nearConstraints(parameter: ParameterDefinition): fc.Arbitrary<unknown> {
  const { type, enum: allowed, items, minimum, maximum } = parameter;
  // Flat parameters: one of the six types.
  const choices: fc.Arbitrary<unknown>[] = [valueOfType[type as ParameterType]];
  if (allowed !== undefined) {
    choices.push(fc.constantFrom(...allowed));
    choices.push(
      fc
        .constantFrom(...allowed)
        .map((value) =>
          typeof value === "string" ? `${value}x` : type === "integer" ? value + 1 : value + 0.5,
        ),
    );
  }
  for (const edge of [minimum, maximum]) {
    if (edge === undefined) continue;
    const near = [
      edge,
      edge - 1,
      edge + 1,
      edge - 0.5,
      edge + 0.5,
      Math.floor(edge),
      Math.ceil(edge),
    ];
    const fit = type === "integer" ? near.filter((value) => Number.isInteger(value)) : near;
    if (fit.length > 0) choices.push(fc.constantFrom(...fit));
  }
  if (items !== undefined) {
    const item = valueOfType[items as ParameterType];
    choices.push(fc.array(item, { maxLength: 4 }));
    choices.push(
      fc
        .tuple(fc.array(item, { maxLength: 3 }), anyValueArbitrary, fc.nat(3))
        .map(([list, odd, at]) => [...list.slice(0, at), odd, ...list.slice(at)]),
    );
  }
  return fc.oneof(...choices);
}

/** A value that meets a parameter's constraints, or undefined where none fits (for defaults). */
function meetingConstraints(parameter: ParameterDefinition): fc.Arbitrary<unknown> {
  const { type, enum: allowed, items, minimum, maximum } = parameter;
  if (allowed !== undefined) return fc.constantFrom(...allowed);
  if (items !== undefined) return fc.array(valueOfType[items as ParameterType], { maxLength: 3 });
  if (minimum === undefined && maximum === undefined) return valueOfType[type as ParameterType];
  const low = minimum ?? (maximum as number) - 10;
  const high = maximum ?? low + 10;
  // Equal bounds may be 0 and -0, which fc.double takes as min > max.
  if (type === "float")
    return low === high ? fc.constant(low) : fc.double({ min: low, max: high, noNaN: true });
  const [first, last] = [Math.ceil(low), Math.floor(high)];
  return first > last || !Number.isSafeInteger(first) || !Number.isSafeInteger(last)
    ? fc.constant(undefined)
    : fc.integer({ min: first, max: last });
}

const parameterArbitrary: fc.Arbitrary<ParameterDefinition> = fc
  .record({
    name: nameArbitrary,
    type: fc.constantFrom(...PARAMETER_TYPES),
    required: fc.option(fc.boolean(), { nil: undefined }),
    withDefault: fc.boolean(),
    description: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
  })
  .chain(({ type, ...rest }) =>
    constraintsOf(type).map((constraints) => ({ ...rest, type, constraints })),
  )
  .chain(({ name, type, required, withDefault, description, constraints }) =>
    (withDefault && required === false
      ? meetingConstraints({ name, type, ...constraints } as ParameterDefinition)
      : fc.constant(undefined)
    ).map((defaultValue) => {
      // Typed loosely while it is filled in: the default is of the type and meets the constraints.
      const parameter: Record<string, unknown> = { name, type };
      if (required !== undefined) parameter.required = required;
      if (defaultValue !== undefined) parameter.default = defaultValue;
      if (description !== undefined) parameter.description = description;
      return Object.assign(parameter, constraints) as unknown as ParameterDefinition;
    }),
  );

/**
 * A valid schema definition: unique names, any types, constraints that apply to the type, and
 * defaults of the right type that meet the constraints.
 */
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

/** Valid schema definitions in which at least one parameter has a constraint. */
export const constrainedSchemaArbitrary: fc.Arbitrary<GeneratedSchema> = schemaArbitrary.filter(
  (schema) =>
    schema.parameters.some(
      (parameter) =>
        parameter.enum !== undefined ||
        parameter.items !== undefined ||
        parameter.minimum !== undefined ||
        parameter.maximum !== undefined,
    ),
);

/**
 * Inputs for a parameter list: each declared name absent, undefined, of its type, near its
 * constraints, or of any kind, plus undeclared keys (never undefined); sometimes null-prototype, and sometimes no
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
      valueOfType[parameter.type as ParameterType].map((value: unknown) => ({ value })),
      nearConstraints(parameter).map((value) => ({ value })),
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
