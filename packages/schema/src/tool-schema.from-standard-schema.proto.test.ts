// A zod field named `__proto__`: zod's JSON Schema declares it, zod's own validate never checks
// it (and drops it from its output). Kit checks it against what the model was told, at the top
// and inside nested objects, and refuses it in an output schema, which could not keep it.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SchemaDefinitionError } from "./errors/schema-definition-error";
import { ToolSchema } from "./tool-schema";

const parsed = (text: string): Record<string, unknown> => JSON.parse(text);

describe("a zod field named __proto__", () => {
  const library = z.object({ ["__proto__"]: z.number().min(1), city: z.string() });
  const schema = ToolSchema.fromStandardSchema(library);

  it("is declared to the model as zod's JSON Schema says: a required number", () => {
    expect(schema.toJSONSchema()).toMatchObject({
      properties: { ["__proto__"]: { type: "number", minimum: 1 } },
      required: ["__proto__", "city"],
    });
    // zod itself would take any value there: the reason kit checks it.
    expect(library.safeParse(parsed('{"__proto__":"x","city":"Oslo"}')).success).toBe(true);
  });

  it("is enforced as declared: a wrong type, a breached bound and absence all fail", () => {
    expect(schema.check(parsed('{"__proto__":"x","city":"Oslo"}'))).toEqual({
      success: false,
      errors: ["Parameter '__proto__': expected type 'float', got 'string'"],
    });
    expect(schema.check(parsed('{"__proto__":0,"city":"Oslo"}'))).toEqual({
      success: false,
      errors: ["Parameter '__proto__': expected at least 1, got 0"],
    });
    expect(schema.validate({ city: "Oslo" })).toEqual(["Missing required parameter: '__proto__'"]);
    expect(schema["~standard"].validate(parsed('{"__proto__":"x","city":"Oslo"}'))).toMatchObject({
      issues: [{ path: ["__proto__"] }],
    });
  });

  it("accepts a value that meets the declaration, without writing into the input", () => {
    const input = parsed('{"__proto__":2,"city":"Oslo"}');
    expect(schema.check(input).success).toBe(true);
    expect(Object.keys(input)).toEqual(["__proto__", "city"]);
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    // In place, the values become the library's output, as for any library schema.
    expect(schema.validate(input)).toEqual([]);
  });

  it("is enforced inside nested objects and lists too", () => {
    const nested = ToolSchema.fromStandardSchema(
      z.object({ lines: z.array(z.object({ ["__proto__"]: z.string() })) }),
    );
    expect(nested.check(parsed('{"lines":[{"__proto__":"a"},{"__proto__":3}]}'))).toEqual({
      success: false,
      errors: ["Parameter 'lines[1].__proto__': expected type 'string', got 'integer'"],
    });
    expect(nested.check(parsed('{"lines":[{"__proto__":"a"}]}')).success).toBe(true);
  });

  it("is enforced inside a recursive schema (z.lazy) too", () => {
    const node: z.ZodType = z.lazy(() =>
      z.object({ ["__proto__"]: z.string(), kids: z.array(node) }),
    );
    const recursive = ToolSchema.fromStandardSchema(z.object({ root: node }));
    expect(Object.keys(recursive.definitions)).toHaveLength(1);
    expect(
      recursive.check(parsed('{"root":{"__proto__":"a","kids":[{"__proto__":1,"kids":[]}]}}')),
    ).toEqual({
      success: false,
      errors: ["Parameter 'root.kids[0].__proto__': expected type 'string', got 'integer'"],
    });
  });

  it("is refused in an output schema, with the key's path", () => {
    let errors: readonly string[] = [];
    try {
      ToolSchema.fromStandardSchema(z.object({ a: z.object({ ["__proto__"]: z.string() }) }), {
        jsonSchema: "output",
      });
    } catch (error) {
      if (!SchemaDefinitionError.isInstance(error)) throw error;
      errors = error.errors;
    }
    expect(errors).toEqual([
      "Parameter 'a.__proto__': a key named '__proto__' in the zod schema's output cannot be promised (a library may drop it from what it gives back): rename it",
    ]);
  });

  it("leaves a schema without such a key to the library alone", () => {
    const plain = ToolSchema.fromStandardSchema(
      z.object({ city: z.string().refine((city) => city !== "Atlantis", "No such city") }),
    );
    expect(plain.check({ city: "Atlantis" })).toEqual({
      success: false,
      errors: ["Parameter 'city': No such city"],
    });
  });
});
