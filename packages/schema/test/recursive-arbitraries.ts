// Generated schemas with named definitions that refer to themselves (trees, linked lists, JSON
// values), and values near them, for the differential tests: the two tiers against each other,
// kit against ajv on the JSON Schema kit writes.
import fc from "fast-check";
import type { ParameterDefinition } from "../src/parameter-definition";
import type { ValueDefinition } from "../src/value-definition";

/** A schema as the constructor takes it: parameters and named definitions. */
export interface RecursiveSchema {
  readonly parameters: readonly ParameterDefinition[];
  readonly definitions: Readonly<Record<string, ValueDefinition>>;
  readonly strict: boolean;
}

/** A tree node: a label, a number, children and a next node, with or without constraints. */
const nodeArbitrary: fc.Arbitrary<ValueDefinition> = fc
  .record({
    closed: fc.boolean(),
    labels: fc.option(fc.constant(["a", "b"] as const), { nil: undefined }),
    minimum: fc.option(fc.integer({ min: -2, max: 2 }), { nil: undefined }),
    maxItems: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    nullableNext: fc.boolean(),
    requiredValue: fc.boolean(),
    defaultChildren: fc.boolean(),
  })
  .map(
    ({ closed, labels, minimum, maxItems, nullableNext, requiredValue, defaultChildren }) =>
      ({
        type: "dictionary",
        ...(closed ? { additionalProperties: false } : {}),
        properties: [
          {
            name: "label",
            type: "string",
            required: false,
            ...(labels === undefined ? {} : { enum: labels }),
          },
          {
            name: "value",
            type: "integer",
            ...(requiredValue ? {} : { required: false }),
            ...(minimum === undefined ? {} : { minimum }),
          },
          {
            name: "children",
            type: "list",
            required: false,
            ...(defaultChildren ? { default: [] } : {}),
            items: { type: "ref", ref: "Node" },
            ...(maxItems === undefined ? {} : { maxItems }),
          },
          { name: "next", type: "ref", ref: "Node", required: false, nullable: nullableNext },
        ],
      }) as ValueDefinition,
  );

/** A JSON value: any value of the six types or null, lists and dictionaries of JSON values. */
const JSON_VALUE: ValueDefinition = {
  type: "any",
  nullable: true,
  anyOf: [
    { type: "string" },
    { type: "float" },
    { type: "boolean" },
    { type: "list", items: { type: "ref", ref: "Json" } },
    { type: "dictionary", additionalProperties: { type: "ref", ref: "Json" } },
  ],
};

/** A schema of a tree parameter, a JSON value parameter, or both. */
export const recursiveSchemaArbitrary: fc.Arbitrary<RecursiveSchema> = fc
  .record({ node: nodeArbitrary, strict: fc.boolean(), json: fc.boolean(), optional: fc.boolean() })
  .map(({ node, strict, json, optional }) => ({
    strict,
    definitions: { Node: node, Json: JSON_VALUE },
    parameters: [
      { name: "root", type: "ref", ref: "Node", ...(optional ? { required: false } : {}) },
      ...(json ? [{ name: "data", type: "ref", ref: "Json", required: false } as const] : []),
    ] as ParameterDefinition[],
  }));

/** Values shaped like trees, with mistakes at any depth (wrong types, unknown keys, nulls). */
const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.record(
      {
        label: fc.oneof(fc.constantFrom("a", "b", "c"), fc.integer()),
        value: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constant("1"), fc.double()),
        children: fc.oneof(fc.array(tie("tree"), { maxLength: 4 }), fc.constant("x")),
        next: fc.oneof(fc.constant(null), tie("tree")),
        extra: fc.constant(1),
      },
      { requiredKeys: [] },
    ),
    fc.constantFrom(null, 1, "s", true, [], {}),
  ),
}));

/** JSON values with a few that are not (undefined inside, NaN, a Date). */
const jsonish = fc.oneof(
  { weight: 8, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom(Number.NaN, [1, undefined], new Date(0), { a: 1n }) },
);

/** An input for a recursive schema: a tree at `root`, a JSON value at `data`. */
export const recursiveInputArbitrary: fc.Arbitrary<Record<string, unknown>> = fc.record(
  { root: tree, data: jsonish, other: fc.constant(true) },
  { requiredKeys: [] },
);
