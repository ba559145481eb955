// The Standard JSON Schema of nested schemas: the output schema requires a property with a
// default at every depth, and describes every value check() gives back.
import Ajv2020 from "ajv/dist/2020";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { definitionArbitrary, valueArbitrary } from "../test/nested-arbitraries";
import type { ParameterDefinition } from "./parameter-definition";
import { ToolSchema } from "./tool-schema";

const ajv = new Ajv2020({ allowUnionTypes: true });

describe("~standard.jsonSchema.output of a nested schema", () => {
  it("requires a nested property with a default, as it is always in the value", () => {
    const schema = new ToolSchema([
      {
        name: "options",
        type: "dictionary",
        properties: [
          { name: "express", type: "boolean", required: false, default: false },
          { name: "note", type: "string", required: false },
        ],
      },
    ]);
    const output = schema["~standard"].jsonSchema.output({ target: "draft-2020-12" });
    const input = schema["~standard"].jsonSchema.input({ target: "draft-2020-12" });
    const nested = (json: Record<string, unknown>): unknown =>
      (json.properties as Record<string, { required: string[] }>).options?.required;
    expect(nested(output)).toEqual(["express"]);
    expect(nested(input)).toEqual([]);
  });

  it("describes every value check() gives back, for generated nested schemas", () => {
    fc.assert(
      fc.property(
        definitionArbitrary.chain((definition) =>
          fc.tuple(fc.constant(definition), fc.array(valueArbitrary(definition), { maxLength: 5 })),
        ),
        ([definition, values]) => {
          const schema = new ToolSchema([{ name: "v", ...definition }] as ParameterDefinition[]);
          const output = schema["~standard"].jsonSchema.output({ target: "draft-2020-12" });
          const check = ajv.compile(output);
          try {
            for (const value of values) {
              const result = schema.check({ v: value });
              if (result.success) expect(check(result.value)).toBe(true);
            }
          } finally {
            ajv.removeSchema(output);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
