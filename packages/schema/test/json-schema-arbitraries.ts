// Generated JSON Schemas in the subset ToolSchema.fromJSONSchema keeps, written the ways real
// schemas write it (nullable three ways, exclusive bounds, constants without a type, anyOf of
// constants, oneOf of tagged objects, $defs and definitions), for the differential tests.
import fc from "fast-check";

type Schema = Record<string, unknown>;

const NAMES = ["a", "b", "qty", "a.b", "it's", "*/"] as const;

// A type written alone, as [T, "null"], or with OpenAPI's nullable.
function typed(type: string): fc.Arbitrary<Schema> {
  return fc.constantFrom<Schema>(
    { type },
    { type },
    { type: [type, "null"] },
    { type, nullable: true },
  );
}

const stringSchema: fc.Arbitrary<Schema> = fc
  .tuple(
    typed("string"),
    fc.record(
      {
        minLength: fc.nat(2),
        maxLength: fc.integer({ min: 2, max: 4 }),
        pattern: fc.constantFrom("^a", "b$", "^[a-c]+$", "\\d"),
        enum: fc.constantFrom(["a", "ab", "1"], ["a", "ab", null], ["", "v0"]),
        const: fc.constantFrom("a", "v1"),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([type, keys]) => {
    const { const: only, enum: allowed, ...rest } = keys;
    // Both together rarely make sense; one of them keeps the enum's null cases frequent.
    return {
      ...type,
      ...rest,
      ...(only !== undefined ? { const: only } : allowed ? { enum: allowed } : {}),
    };
  });

const numberSchema: fc.Arbitrary<Schema> = fc
  .tuple(
    fc.constantFrom("integer", "number").chain(typed),
    fc.record(
      {
        minimum: fc.constantFrom(-1, 0, 0.5),
        maximum: fc.constantFrom(1, 2, 2.5),
        exclusiveMinimum: fc.constantFrom(-1, 0, 0.5),
        exclusiveMaximum: fc.constantFrom(1.5, 2, 3),
        enum: fc.constantFrom([1, 2, 1.5], [-1, 3, null]),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([type, keys]) => ({ ...type, ...keys }));

const leafSchema: fc.Arbitrary<Schema> = fc.oneof(
  stringSchema,
  numberSchema,
  typed("boolean"),
  fc.constantFrom<Schema>(
    { const: "a" },
    { const: 1.5 },
    { const: true },
    { enum: ["a", "b", null] },
    { enum: [1, 2.5] },
    { type: "boolean", enum: [false] },
    { anyOf: [{ const: "a" }, { type: "string", enum: ["b", "v0"] }] },
    {
      oneOf: [
        { type: "integer", const: 1 },
        { type: "number", const: 1.5 },
      ],
    },
  ),
  stringSchema.map((schema) => ({ anyOf: [schema, { type: "null" }], description: "or null" })),
  fc.constantFrom<Schema>(
    { oneOf: [{ type: "null" }, { type: "integer", minimum: 0 }] },
    { oneOf: [{ type: "number", exclusiveMaximum: 0 }, { type: "null" }], default: null },
  ),
);

function objectSchema(value: fc.Arbitrary<Schema>): fc.Arbitrary<Schema> {
  return fc
    .record(
      {
        type: fc.constantFrom<unknown>("object", ["object", "null"]),
        properties: fc.uniqueArray(fc.tuple(fc.constantFrom(...NAMES), value, fc.boolean()), {
          maxLength: 3,
          selector: ([name]) => name,
        }),
        additionalProperties: fc.oneof(fc.constantFrom<unknown>(false, true, {}), value),
        propertyNames: fc.constant({ type: "string" }),
      },
      { requiredKeys: ["type"] },
    )
    .map(({ properties, ...rest }) => {
      if (properties === undefined) return rest;
      return {
        ...rest,
        properties: Object.fromEntries(properties.map(([name, schema]) => [name, schema])),
        required: properties.filter(([, , required]) => required).map(([name]) => name),
      };
    });
}

/** A JSON Schema node of the subset, a few levels deep. */
const jsonSchemaNode: fc.Arbitrary<Schema> = fc.letrec<{ node: Schema }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leafSchema,
    fc
      .record(
        {
          items: fc.oneof(tie("node"), fc.constantFrom<unknown>({}, true)),
          minItems: fc.nat(2),
          maxItems: fc.integer({ min: 2, max: 3 }),
          uniqueItems: fc.boolean(),
        },
        { requiredKeys: [] },
      )
      .chain((keys) => typed("array").map((type) => ({ ...type, ...keys }))),
    objectSchema(tie("node")),
    fc
      .tuple(
        fc.array(tie("node"), { minLength: 2, maxLength: 3 }),
        fc.constantFrom("oneOf", "anyOf"),
      )
      .map(([extras, keyword]) => ({
        [keyword]: extras.map((extra, index) => ({
          type: "object",
          properties: { kind: { const: `v${index}` }, x: extra },
          required: ["kind"],
        })),
      })),
  ),
})).node;

/** A whole document: an object schema, its parameters of the subset, some through `$ref`. */
export const jsonSchemaDocument: fc.Arbitrary<Schema> = fc
  .tuple(
    objectSchema(jsonSchemaNode),
    jsonSchemaNode,
    fc.constantFrom("2020-12", "draft-07", "none"),
  )
  .map(([top, shared, draft]) => {
    const defs = draft === "draft-07" ? "definitions" : "$defs";
    const ref = { $ref: `#/${defs}/shared`, description: "shared" };
    const document: Schema = {
      ...top,
      type: "object",
      properties: {
        ...(top.properties as Schema | undefined),
        v: ref,
        w: { type: "array", items: { $ref: `#/${defs}/shared` } },
      },
      [defs]: { shared },
    };
    if (typeof top.additionalProperties === "object") document.additionalProperties = false;
    if (draft === "2020-12") document.$schema = "https://json-schema.org/draft/2020-12/schema";
    if (draft === "draft-07") document.$schema = "http://json-schema.org/draft-07/schema#";
    return document;
  });

/**
 * Schemas of more than one type, as real tools write them: `{}` and annotations only, `type`
 * lists with the keywords of each type, and `anyOf` / `oneOf` of schemas of different types
 * (constants of several types, a string or a list of them, a string or an object, null too).
 */
const mixedSchema: fc.Arbitrary<Schema> = fc.letrec<{ node: Schema }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom<Schema>(
      {},
      { description: "anything", default: 1 },
      { type: ["string", "number"] },
      { type: ["boolean", "string", "null"], minLength: 1 },
      {
        type: ["integer", "array", "object"],
        minimum: 0,
        items: { type: "string" },
        properties: { a: { type: "integer" } },
        required: ["a"],
      },
      {
        oneOf: [
          { type: "number", const: 1 },
          { type: "number", const: -1 },
          { type: "string", const: "asc" },
          { type: "string", const: "desc" },
          { type: "object", properties: { $meta: { type: "string" } }, required: ["$meta"] },
        ],
      },
      { anyOf: [{ type: "string" }, { type: "string" }, { type: "object" }] },
      { oneOf: [{ type: "boolean" }, { type: "null" }, { type: "integer", maximum: 3 }] },
    ),
    fc.tuple(stringSchema, tie("node"), fc.boolean()).map(([text, item, nullable]) => ({
      anyOf: [
        text,
        { type: "array", items: item, minItems: 1 },
        ...(nullable ? [{ type: "null" }] : []),
      ],
    })),
    fc.tuple(numberSchema, objectSchema(tie("node"))).map(([number, object]) => ({
      anyOf: [object, number],
    })),
    leafSchema,
  ),
})).node;

/** A whole document whose parameters are schemas of more than one type, some nested. */
export const mixedSchemaDocument: fc.Arbitrary<Schema> = objectSchema(mixedSchema).map((top) => ({
  ...top,
  type: "object",
  ...(typeof top.additionalProperties === "object" ? { additionalProperties: false } : {}),
}));
