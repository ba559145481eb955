// The quick check of a parameter (read-parameter.ts) and the full report of its problems
// (definition-messages.ts) must agree: a parameter the quick check refuses always gets at least
// one message, so no parameter is ever dropped silently.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SchemaDefinitionError } from "../errors/schema-definition-error";
import { ToolSchema } from "../tool-schema";

const field = fc.oneof(
  fc.constantFrom("string", "integer", "float", "boolean", "list", "dictionary", "str", ""),
  fc.constantFrom(true, false, null, 0, 1.5, "x", "city", [], {}, ["a"], { a: 1 }),
  fc.constant(undefined),
);

const parameter = fc.oneof(
  fc.record(
    {
      name: fc.oneof(field, fc.constantFrom("a", "b", "__proto__")),
      type: field,
      required: field,
      default: field,
      description: field,
      requird: field,
      enum: fc.oneof(field, fc.constantFrom(["a", "b"], [1, 2.5], ["a", "a"], [0, -0], [1, "a"])),
      items: field,
      minimum: fc.oneof(field, fc.constantFrom(-1, 3, Number.NaN)),
      maximum: fc.oneof(field, fc.constantFrom(-1, 3, Number.POSITIVE_INFINITY)),
    },
    { requiredKeys: [] },
  ),
  field,
);

describe("the quick check and the full report agree", () => {
  it("either keeps every parameter or reports at least one problem", () => {
    fc.assert(
      fc.property(fc.array(parameter, { maxLength: 4 }), (parameters) => {
        try {
          const schema = ToolSchema.fromDict({ parameters });
          expect(schema.parameters).toHaveLength(parameters.length);
        } catch (error) {
          if (!(error instanceof SchemaDefinitionError)) throw error;
          expect(error.errors.length).toBeGreaterThan(0);
          expect(new Set(error.errors).size).toBe(error.errors.length);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("reports a default that contains itself, found only when copying it", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() =>
      ToolSchema.fromDict({
        parameters: [{ name: "d", type: "dictionary", required: false, default: cyclic }],
      }),
    ).toThrow("Parameter 'd': default must not contain itself (a cycle)");
  });

  it("rethrows what a getter inside a default throws, as it is", () => {
    const failure = new Error("getter failed");
    const value = {
      get broken(): never {
        throw failure;
      },
    };
    expect(() =>
      ToolSchema.fromDict({
        parameters: [{ name: "d", type: "dictionary", required: false, default: value }],
      }),
    ).toThrow(failure);
  });
});
