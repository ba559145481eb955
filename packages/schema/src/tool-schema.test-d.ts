import { describe, expectTypeOf, it } from "vitest";
import type { StandardSchemaV1 } from "./standard-schema";
import type { CheckResult } from "./tool-schema";
import { ToolSchema } from "./tool-schema";

const schema = new ToolSchema([
  { name: "city", type: "string" },
  { name: "days", type: "integer", required: false },
]);
type Input = { city: string; days?: number | undefined };

describe("ToolSchema types", () => {
  it("types the value of check() from the schema", () => {
    const result = schema.check({});
    expectTypeOf(result).toEqualTypeOf<CheckResult<Input>>();
    if (result.success) expectTypeOf(result.value).toEqualTypeOf<Input>();
    else expectTypeOf(result.errors).toEqualTypeOf<readonly string[]>();
  });

  it("types the Standard Schema output from the schema", () => {
    expectTypeOf<StandardSchemaV1.InferOutput<typeof schema>>().toEqualTypeOf<Input>();
    expectTypeOf<StandardSchemaV1.InferInput<typeof schema>>().toEqualTypeOf<
      Record<string, unknown>
    >();
  });

  it("returns a list of strings from validate()", () => {
    expectTypeOf(schema.validate({})).toEqualTypeOf<string[]>();
  });

  it("keeps the literal parameters, read-only", () => {
    expectTypeOf(schema.parameters[0].name).toEqualTypeOf<"city">();
    // @ts-expect-error: parameters are read-only
    schema.parameters[0].name = "town";
  });

  it("exposes SUPPORTED_TYPES as a read-only set of the six names", () => {
    expectTypeOf(ToolSchema.SUPPORTED_TYPES).toEqualTypeOf<
      ReadonlySet<"string" | "integer" | "float" | "boolean" | "list" | "dictionary">
    >();
  });

  it("takes the strict option as a boolean", () => {
    // @ts-expect-error: strict is a boolean
    new ToolSchema([], { strict: "yes" });
  });
});
