// The Standard JSON Schema v1 side of ToolSchema's `~standard`, called directly and checked
// against the specification's own types (@standard-schema/spec).
import type { StandardJSONSchemaV1 as SpecStandardJSONSchemaV1 } from "@standard-schema/spec";
import Ajv7 from "ajv";
import Ajv2020 from "ajv/dist/2020";
import fc from "fast-check";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { inputArbitrary, schemaArbitrary } from "../test/arbitraries";
import { buildJSONSchema } from "./internal/build-json-schema";
import type { StandardJSONSchemaV1 } from "./standard-schema";
import { ToolSchema } from "./tool-schema";

// A counting wrapper: the JSON Schema must not be built before a library asks for it.
vi.mock(import("./internal/build-json-schema"), async (original) => {
  const module = await original();
  return { buildJSONSchema: vi.fn(module.buildJSONSchema) };
});

const DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";
const DRAFT_07 = "http://json-schema.org/draft-07/schema#";

const weather = new ToolSchema([
  { name: "city", type: "string", description: "The city name" },
  { name: "units", type: "string", required: false, default: "metric" },
  { name: "days", type: "integer", required: false },
  { name: "tags", type: "list", required: false, default: [] },
]);

const { jsonSchema } = weather["~standard"];

describe("~standard.jsonSchema.input", () => {
  it("is what toJSONSchema() gives, for the target draft-2020-12", () => {
    expect(jsonSchema.input({ target: "draft-2020-12" })).toEqual(weather.toJSONSchema());
    expect(jsonSchema.input({ target: "draft-2020-12" })).toEqual({
      $schema: DRAFT_2020_12,
      type: "object",
      properties: {
        city: { type: "string", description: "The city name" },
        units: { type: "string", default: "metric" },
        days: { type: "integer" },
        tags: { type: "array", default: [] },
      },
      required: ["city"],
    });
  });

  it("is the same object schema in the draft-07 dialect for the target draft-07", () => {
    expect(jsonSchema.input({ target: "draft-07" })).toEqual({
      ...weather.toJSONSchema(),
      $schema: DRAFT_07,
    });
  });

  it("keeps additionalProperties: false of a strict schema", () => {
    const strict = new ToolSchema([{ name: "a", type: "string" }], { strict: true });
    expect(strict["~standard"].jsonSchema.input({ target: "draft-07" })).toEqual({
      $schema: DRAFT_07,
      type: "object",
      properties: { a: { type: "string" } },
      required: ["a"],
      additionalProperties: false,
    });
  });

  it("ignores libraryOptions", () => {
    expect(jsonSchema.input({ target: "draft-07", libraryOptions: { x: 1 } })).toEqual(
      jsonSchema.input({ target: "draft-07" }),
    );
  });
});

describe("~standard.jsonSchema.output", () => {
  it("requires the defaulted parameters and allows no other key", () => {
    expect(jsonSchema.output({ target: "draft-2020-12" })).toEqual({
      $schema: DRAFT_2020_12,
      type: "object",
      properties: {
        city: { type: "string", description: "The city name" },
        units: { type: "string", default: "metric" },
        days: { type: "integer" },
        tags: { type: "array", default: [] },
      },
      required: ["city", "units", "tags"],
      additionalProperties: false,
    });
  });

  it("differs from the input only in $schema for the target draft-07", () => {
    expect(jsonSchema.output({ target: "draft-07" })).toEqual({
      ...jsonSchema.output({ target: "draft-2020-12" }),
      $schema: DRAFT_07,
    });
  });

  it("describes every value validate gives back, for generated schemas and inputs", () => {
    const ajv = new Ajv2020({ ownProperties: true });
    let valid = 0;
    fc.assert(
      fc.property(
        schemaArbitrary.chain((definition) =>
          fc.tuple(fc.constant(definition), inputArbitrary(definition.parameters)),
        ),
        ([definition, input]) => {
          // ajv skips a property named `__proto__` by design (see to-json-schema.ajv.test.ts).
          fc.pre(!definition.parameters.some((parameter) => parameter.name === "__proto__"));
          const schema = new ToolSchema(definition.parameters, { strict: definition.strict });
          const result = schema["~standard"].validate(input);
          if (result instanceof Promise || result.issues !== undefined) return;
          valid++;
          const check = ajv.compile(
            schema["~standard"].jsonSchema.output({ target: "draft-2020-12" }),
          );
          expect(check(result.value), JSON.stringify(check.errors)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
    expect(valid).toBeGreaterThan(50);
  });
});

describe("the targets", () => {
  it("are valid schemas of their draft, which a validator of that draft applies", () => {
    const draft07 = new Ajv7({ strict: true }).compile(jsonSchema.input({ target: "draft-07" }));
    const draft2020 = new Ajv2020({ strict: true }).compile(
      jsonSchema.input({ target: "draft-2020-12" }),
    );
    for (const check of [draft07, draft2020]) {
      expect(check({ city: "Oslo", days: 3 })).toBe(true);
      expect(check({ city: "Oslo", days: "3" })).toBe(false);
      expect(check({ units: "metric" })).toBe(false);
    }
  });

  it.each(["openapi-3.0", "draft-04", "draft-2019-09", "DRAFT-07", "toString"])(
    "throw a RangeError for %s, which kit does not produce",
    (target) => {
      expect(() => jsonSchema.input({ target })).toThrow(
        new RangeError(
          `Unsupported JSON Schema target '${target}': expected 'draft-2020-12' or 'draft-07'`,
        ),
      );
      expect(() => jsonSchema.output({ target })).toThrow(RangeError);
    },
  );

  it("throw a RangeError when the options or the target are missing", () => {
    const input = jsonSchema.input as (options?: unknown) => unknown;
    expect(() => input()).toThrow(RangeError);
    expect(() => input({})).toThrow(
      "Unsupported JSON Schema target 'undefined': expected 'draft-2020-12' or 'draft-07'",
    );
  });
});

describe("the converter object", () => {
  it("is built into ~standard lazily: no JSON Schema is made until input or output is called", () => {
    const build = vi.mocked(buildJSONSchema);
    const schema = new ToolSchema([{ name: "a", type: "string" }]);
    build.mockClear();
    const { jsonSchema: converter, validate } = schema["~standard"];
    validate({ a: "x" });
    expect(build).not.toHaveBeenCalled();
    converter.output({ target: "draft-07" });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("is frozen, the same on every read, and works detached", () => {
    expect(Object.isFrozen(jsonSchema)).toBe(true);
    expect(weather["~standard"].jsonSchema).toBe(jsonSchema);
    const { input, output } = jsonSchema;
    expect(input({ target: "draft-2020-12" })).toEqual(weather.toJSONSchema());
    expect(output({ target: "draft-2020-12" })).toMatchObject({ additionalProperties: false });
  });

  it("gives a fresh object each call, defaults included", () => {
    const first = jsonSchema.output({ target: "draft-2020-12" }) as {
      properties: { tags: { default: unknown[] } };
      required: string[];
    };
    first.properties.tags.default.push("x");
    first.required.push("x");
    expect(jsonSchema.output({ target: "draft-2020-12" })).toMatchObject({
      properties: { tags: { default: [] } },
      required: ["city", "units", "tags"],
    });
  });
});

describe("the types", () => {
  it("make a ToolSchema a Standard JSON Schema of the specification, with its value types", () => {
    type Input = Record<string, unknown>;
    type Output = { city: string; units: string; tags: unknown[]; days?: number | undefined };
    expectTypeOf(weather).toExtend<SpecStandardJSONSchemaV1<Input, Output>>();
    expectTypeOf(weather).toExtend<StandardJSONSchemaV1<Input, Output>>();
    expectTypeOf<SpecStandardJSONSchemaV1.InferInput<typeof weather>>().toEqualTypeOf<Input>();
    expectTypeOf<StandardJSONSchemaV1.InferOutput<typeof weather>>().toEqualTypeOf<Output>();
    expectTypeOf<SpecStandardJSONSchemaV1.Options>().toExtend<StandardJSONSchemaV1.Options>();
    expectTypeOf<StandardJSONSchemaV1.Options>().toExtend<SpecStandardJSONSchemaV1.Options>();
  });
});
