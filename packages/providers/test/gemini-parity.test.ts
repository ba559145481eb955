// What the Gemini declaration advertises is what dispatch enforces: for generated schemas and
// values, ajv on the declaration (through its faithful translation to JSON Schema) and the
// tool's own check agree. Schemas the format reports as inexact are left out.
import { ToolSchema } from "@kit/schema";
import { defineTool } from "@kit/tools";
import Ajv2020 from "ajv/dist/2020";
import fc from "fast-check";
import { expect, test } from "vitest";
import { geminiFormat } from "../src/gemini-format";
import { geminiDeclarationToJSONSchema } from "./gemini-to-json-schema";

const NAMES = ["a", "b", "c", "d"];
const TYPES = ["string", "integer", "float", "boolean", "list", "dictionary"] as const;

const scalar = fc.oneof(
  fc.constantFrom("", "x", "metric", "imperial"),
  fc.constantFrom(1, 7, 30, -1, 100),
  fc.integer({ min: -5, max: 40 }),
  fc.constantFrom(0.5, 2.5, -1.25),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.array(fc.array(scalar, { maxLength: 2 }), { maxLength: 2 }),
  fc.dictionary(fc.constantFrom("k", "m"), scalar, { maxKeys: 2 }),
);

const bounds = {
  minimum: fc.integer({ min: -5, max: 10 }),
  maximum: fc.integer({ min: 5, max: 40 }),
};
// Each type with only the constraints it takes, so most definitions are valid.
const constraints = fc.oneof(
  fc.record(
    {
      type: fc.constant("string"),
      enum: fc.uniqueArray(fc.constantFrom("", "x", "metric"), { minLength: 1, maxLength: 3 }),
    },
    { requiredKeys: ["type"] },
  ),
  fc.record(
    {
      type: fc.constant("integer"),
      enum: fc.uniqueArray(fc.constantFrom(1, 7, 30), { minLength: 1, maxLength: 3 }),
      ...bounds,
    },
    { requiredKeys: ["type"] },
  ),
  fc.record(
    {
      type: fc.constant("float"),
      enum: fc.uniqueArray(fc.constantFrom(0.5, 2.5, 7), { minLength: 1, maxLength: 3 }),
      ...bounds,
    },
    { requiredKeys: ["type"] },
  ),
  fc.record(
    { type: fc.constant("list"), items: fc.constantFrom(...TYPES) },
    { requiredKeys: ["type"] },
  ),
  fc.record({ type: fc.constantFrom("boolean", "dictionary") }),
);
const parameter = fc
  .tuple(constraints, fc.boolean(), fc.option(value, { freq: 4 }))
  .map(([rest, required, fallback]) =>
    required || fallback === null
      ? { ...rest, required }
      : { ...rest, required, default: fallback },
  );

const definition = fc.record({
  parameters: fc
    .uniqueArray(fc.constantFrom(...NAMES), { maxLength: 4 })
    .chain((names) =>
      fc.tuple(...names.map((name) => parameter.map((rest) => ({ ...rest, name })))),
    ),
  strict: fc.boolean(),
});

// The definitions @kit/schema accepts; the others are not tools at all.
function schemaOf(candidate: unknown): ToolSchema | undefined {
  try {
    return ToolSchema.fromDict(candidate);
  } catch {
    return undefined;
  }
}

test("ajv on the declared schema and dispatch's check accept the same arguments", () => {
  const ajv = new Ajv2020({ strict: false });
  let checked = 0;
  fc.assert(
    fc.property(
      definition,
      fc.dictionary(fc.constantFrom(...NAMES, "other"), value, { maxKeys: 5 }),
      (candidate, args) => {
        const schema = schemaOf(candidate);
        if (schema === undefined) return;
        const tool = defineTool({ name: "t", inputSchema: schema, execute: () => ({}) });
        const problems: string[] = [];
        const [gemini] = geminiFormat({ onWarning: (message) => problems.push(message) }).tools([
          tool,
        ]);
        const declaration = gemini?.functionDeclarations[0];
        if (problems.length > 0 || declaration === undefined) return;
        const advertised = ajv.validate(geminiDeclarationToJSONSchema(declaration), args);
        const enforced = schema.validate(structuredClone(args)).length === 0;
        expect({ advertised, declaration, args }).toEqual({
          advertised: enforced,
          declaration,
          args,
        });
        checked += 1;
      },
    ),
    { numRuns: 3000 },
  );
  expect(checked).toBeGreaterThan(500);
});
