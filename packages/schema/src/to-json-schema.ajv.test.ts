// Differential test: validate() and a real JSON Schema validator (ajv, draft 2020-12) on the
// exported schema must agree on valid/invalid, for fixed and for generated schemas and values.
//
// Where they cannot agree by nature, exactly that is left out, and a test at the end of this
// file shows each difference, so the exclusion stays honest:
// - `undefined` as the value of an undeclared key of a strict schema: validate() counts it as
//   absent, ajv as an additional property. JSON has no undefined. (An undefined value of a
//   declared key is generated: both count it as missing.)
// - Non-plain objects (Date, Map, class instances): ajv's "object" accepts them; a kit
//   dictionary does not. JSON has no such values.
// - ajv ignores a property named `__proto__` in `properties` by design (its
//   allSchemaProperties filters it out). For a schema that declares `__proto__`, ajv checks
//   a copy of the schema and of the input in which that key has another name: validate()
//   must treat `__proto__` as it treats any other name.
// NaN, Infinity and -Infinity are generated: ajv 8 (strictNumbers) refuses them as numbers too.
// Constraints (enum, items, minimum, maximum) are generated with values at, next to and
// outside them, and need no exclusion: -0 is 0 for both, and a kit `dictionary` item is an
// "object" item for ajv on JSON values.
import Ajv2020 from "ajv/dist/2020";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  anyValueArbitrary,
  constrainedSchemaArbitrary,
  type GeneratedSchema,
  inputArbitrary,
  schemaArbitrary,
} from "../test/arbitraries";
import { TIER_UP_CALLS } from "./internal/interpret-check";
import type { ParameterDefinition } from "./parameter-definition";
import type { ParameterType } from "./parameter-type";
import { ToolSchema } from "./tool-schema";

// ownProperties: a JSON object only has own properties, so `constructor` or `__proto__` must
// not be found on Object.prototype; validate() also checks own-property presence.
const ajv = new Ajv2020({ allErrors: true, ownProperties: true, useDefaults: false });

/** Every generated case checked in this file; must pass 10,000 per run. */
let cases = 0;

/** Stands for `__proto__` in what ajv sees; longer than any generated name. */
const PROTO_STAND_IN = "\u0000__proto__\u0000";

/** Renames an own top-level `__proto__` key, keeping the order of keys. */
function renameProto(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  if (!Object.hasOwn(value, "__proto__")) return value;
  const renamed: Record<string, unknown> =
    Object.getPrototypeOf(value) === null ? Object.create(null) : {};
  for (const [key, item] of Object.entries(value)) {
    renamed[key === "__proto__" ? PROTO_STAND_IN : key] = item;
  }
  return renamed;
}

/** The exported schema as ajv gets it: a declared `__proto__` renamed (see the file header). */
function forAjv(schema: ToolSchema): { exported: object; input: (value: unknown) => unknown } {
  const exported = schema.toJSONSchema();
  if (!Object.hasOwn(exported.properties, "__proto__")) {
    return { exported, input: (value) => value };
  }
  const renamed = {
    ...exported,
    properties: renameProto(exported.properties),
    required: exported.required.map((name) => (name === "__proto__" ? PROTO_STAND_IN : name)),
  };
  return { exported: renamed, input: renameProto };
}

/** Whether validate() and ajv agree on every input (validate() gets copies: it writes defaults). */
function agree(schema: ToolSchema, ...inputs: unknown[]): boolean {
  const { exported, input: prepare } = forAjv(schema);
  const check = ajv.compile(exported);
  try {
    return inputs.every((input) => {
      cases++;
      const byAjv = check(prepare(input));
      const copy = structuredCloneKeepingPrototype(input) as Record<string, unknown>;
      return byAjv === (schema.validate(copy).length === 0);
    });
  } finally {
    ajv.removeSchema(exported);
  }
}

/** Generated valid schemas, each with five generated inputs. */
const schemaWithInputs: fc.Arbitrary<[GeneratedSchema, unknown[]]> = schemaArbitrary.chain(
  (definition) =>
    fc.tuple(
      fc.constant(definition),
      fc.array(inputArbitrary(definition.parameters), { minLength: 5, maxLength: 5 }),
    ),
);

/** structuredClone, but keeping null prototypes (structuredClone gives Object.prototype). */
function structuredCloneKeepingPrototype(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structuredCloneKeepingPrototype);
  if (typeof value !== "object" || value === null) return value;
  const copy: Record<string, unknown> =
    Object.getPrototypeOf(value) === null ? Object.create(null) : {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(copy, key, {
      value: structuredCloneKeepingPrototype(item),
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return copy;
}

function build(definition: GeneratedSchema): ToolSchema {
  return new ToolSchema(definition.parameters, { strict: definition.strict });
}

/** The schemas the other tests of this package use, each checked against generated inputs. */
const FIXED_SCHEMAS: readonly { label: string; definition: GeneratedSchema }[] = [
  { label: "empty", definition: { parameters: [], strict: false } },
  { label: "empty strict", definition: { parameters: [], strict: true } },
  {
    label: "weather",
    definition: {
      strict: false,
      parameters: [
        { name: "city", type: "string", description: "City name" },
        { name: "days", type: "integer", required: false },
        { name: "units", type: "string", required: false, default: "metric" },
      ],
    },
  },
  {
    label: "every type, required",
    definition: {
      strict: true,
      parameters: ["string", "integer", "float", "boolean", "list", "dictionary"].map(
        (type) => ({ name: type.slice(0, 1), type }) as ParameterDefinition,
      ),
    },
  },
  {
    label: "every type, defaulted",
    definition: {
      strict: false,
      parameters: [
        { name: "s", type: "string", required: false, default: "" },
        { name: "i", type: "integer", required: false, default: 0 },
        { name: "f", type: "float", required: false, default: 0.5 },
        { name: "b", type: "boolean", required: false, default: false },
        { name: "l", type: "list", required: false, default: [] },
        { name: "d", type: "dictionary", required: false, default: { a: [1] } },
      ],
    },
  },
  {
    label: "prototype names",
    definition: {
      strict: true,
      parameters: [
        { name: "__proto__", type: "dictionary" },
        { name: "constructor", type: "string" },
        { name: "toString", type: "integer", required: false },
        { name: "hasOwnProperty", type: "string", required: false, default: "x" },
      ],
    },
  },
  {
    label: "constrained",
    definition: {
      strict: true,
      parameters: [
        { name: "units", type: "string", enum: ["imperial", "metric"] },
        { name: "days", type: "integer", required: false, minimum: 1, maximum: 16 },
        { name: "ratio", type: "float", required: false, minimum: -0.5, default: 0 },
        { name: "level", type: "integer", required: false, enum: [-0, 1, 1e21] },
        { name: "tags", type: "list", required: false, items: "string", default: [] },
        { name: "rows", type: "list", required: false, items: "dictionary" },
      ],
    },
  },
  {
    label: "strict city",
    definition: { strict: true, parameters: [{ name: "city", type: "string" }] },
  },
];

// Thousands of generated cases: no time limit, the work is bounded by the run counts.
describe("validate() and ajv agree", { timeout: 0 }, () => {
  it.each(FIXED_SCHEMAS)("on the '$label' schema, for 500 generated inputs", ({ definition }) => {
    const schema = build(definition);
    fc.assert(
      fc.property(
        fc.array(inputArbitrary(definition.parameters), { minLength: 5, maxLength: 5 }),
        (inputs) => agree(schema, ...inputs),
      ),
      { numRuns: 100 },
    );
  });

  it("on 2,500 generated schemas, five generated inputs each (12,500 cases)", () => {
    const before = cases;
    fc.assert(
      fc.property(schemaWithInputs, ([definition, inputs]) => agree(build(definition), ...inputs)),
      { numRuns: 2_500 },
    );
    expect(cases - before).toBe(12_500);
  });

  it("on 2,000 generated schemas with constraints, five inputs each near them (10,000 cases)", () => {
    const before = cases;
    // Each constraint counted over the cases whose schema has it: all must be well covered.
    const seen = { enum: 0, items: 0, minimum: 0, maximum: 0 };
    fc.assert(
      fc.property(
        constrainedSchemaArbitrary.chain((definition) =>
          fc.tuple(
            fc.constant(definition),
            fc.array(inputArbitrary(definition.parameters), { minLength: 5, maxLength: 5 }),
          ),
        ),
        ([definition, inputs]) => {
          for (const key of Object.keys(seen) as (keyof typeof seen)[]) {
            if (definition.parameters.some((parameter) => parameter[key] !== undefined)) {
              seen[key] += inputs.length;
            }
          }
          // Hot, so that the generated check is the one compared (the test above compares
          // mostly the interpreter, each schema seeing five inputs).
          const schema = build(definition);
          for (let call = 0; call <= TIER_UP_CALLS; call++) schema.validate({});
          return agree(schema, ...inputs);
        },
      ),
      { numRuns: 2_000 },
    );
    expect(cases - before).toBe(10_000);
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(1_000);
  });

  it("on generated schemas and the same inputs after a JSON round trip", () => {
    fc.assert(
      fc.property(schemaWithInputs, ([definition, inputs]) =>
        agree(
          build(definition),
          ...inputs.map((input): unknown => JSON.parse(JSON.stringify(input) ?? "null")),
        ),
      ),
      { numRuns: 200 },
    );
  });

  it("on inputs that are valid by construction", () => {
    let valid = 0;
    fc.assert(
      fc.property(schemaArbitrary, anyValueArbitrary, (definition, extra) => {
        const schema = build(definition);
        const input: Record<string, unknown> = {};
        for (const parameter of definition.parameters) {
          if (parameter.required !== false) {
            const value = sampleOf(parameter);
            // A required integer between two close fractional bounds has no valid value.
            fc.pre(value !== undefined);
            Object.defineProperty(input, parameter.name, {
              value,
              enumerable: true,
              writable: true,
              configurable: true,
            });
          }
        }
        if (!definition.strict) input["\u0000extra"] = extra;
        if (
          schema.validate(structuredCloneKeepingPrototype(input) as Record<string, unknown>)
            .length === 0
        )
          valid++;
        return agree(schema, input);
      }),
      { numRuns: 500 },
    );
    expect(valid).toBe(500);
  });
});

/** A value that meets the parameter's type and constraints, or undefined where none does. */
function sampleOf(parameter: Omit<ParameterDefinition, "name">): unknown {
  const { type, enum: allowed, items, minimum, maximum } = parameter;
  if (allowed !== undefined) return allowed[0];
  if (items !== undefined) return [sampleOf({ type: items as ParameterType })];
  if (type === "integer" || type === "float") {
    if (minimum === undefined && maximum === undefined) return type === "integer" ? 1 : 1.5;
    const value =
      minimum === undefined
        ? Math.floor(maximum as number)
        : type === "integer"
          ? Math.ceil(minimum)
          : minimum;
    return maximum !== undefined && value > maximum ? undefined : value;
  }
  // Flat parameters here: never a reference.
  return { string: "s", boolean: true, list: [1], dictionary: {}, any: null, ref: undefined }[type];
}

afterAll(() => {
  // 8 fixed schemas x 500 + 12,500 + 10,000 + 1,000 + 500 generated cases.
  expect(cases).toBe(28_000);
});

describe("what is excluded from the differential test, and why", () => {
  const schema = new ToolSchema([
    { name: "d", type: "dictionary", required: false },
    { name: "i", type: "integer", required: false },
    { name: "s", type: "string" },
  ]);
  const check = ajv.compile(schema.toJSONSchema());

  it("undefined as an undeclared key under strict: absent for validate(), additional for ajv", () => {
    const strict = new ToolSchema([{ name: "s", type: "string" }], { strict: true });
    expect(strict.validate({ s: "x", extra: undefined })).toEqual([]);
    expect(ajv.compile(strict.toJSONSchema())({ s: "x", extra: undefined })).toBe(false);
  });

  it("undefined as a declared value: both count it as missing, so it is generated", () => {
    expect(schema.validate({ s: undefined })).toEqual(["Missing required parameter: 's'"]);
    expect(check({ s: undefined })).toBe(false);
    expect(schema.validate({ s: "x", i: undefined })).toEqual([]);
    expect(check({ s: "x", i: undefined })).toBe(true);
  });

  it("non-plain objects: ajv's 'object' accepts a Date, a kit dictionary does not", () => {
    expect(schema.validate({ s: "x", d: new Date(0) })).toEqual([
      "Parameter 'd': expected type 'dictionary', got 'object'",
    ]);
    expect(check({ s: "x", d: new Date(0) })).toBe(true);
  });

  it("NaN and Infinity: both refuse them as numbers, so they are generated", () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(schema.validate({ s: "x", i: value })).toHaveLength(1);
      expect(check({ s: "x", i: value })).toBe(false);
    }
  });

  it("a declared '__proto__': ajv skips its type check by design, so ajv sees it renamed", () => {
    const proto = new ToolSchema([{ name: "__proto__", type: "string" }]);
    const input: unknown = JSON.parse('{"__proto__": 72}');
    expect(proto.validate(input as Record<string, unknown>)).toEqual([
      "Parameter '__proto__': expected type 'string', got 'integer'",
    ]);
    expect(ajv.compile(proto.toJSONSchema())(input)).toBe(true);
    const { exported, input: prepare } = forAjv(proto);
    expect(ajv.compile(exported)(prepare(input))).toBe(false);
  });
});
