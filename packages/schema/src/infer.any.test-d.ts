// Infer on values of type `any`, and the compiler's checks of `anyOf`.
import { describe, expectTypeOf, it } from "vitest";
import type { Infer } from "./infer";
import { ToolSchema } from "./tool-schema";

describe("Infer of any", () => {
  it("gives the union of the anyOf definitions' values, or any value of the six types or null", () => {
    const schema = new ToolSchema([
      { name: "value", type: "any" },
      {
        name: "query",
        type: "any",
        anyOf: [
          { type: "string", enum: ["a", "b"] },
          { type: "list", items: { type: "integer" } },
        ],
      },
      {
        name: "sort",
        type: "any",
        nullable: true,
        required: false,
        anyOf: [
          { type: "integer" },
          { type: "dictionary", properties: [{ name: "order", type: "string" }] },
        ],
      },
    ]);
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      value: string | number | boolean | null | unknown[] | Record<string, unknown>;
      query: "a" | "b" | number[];
      sort?: number | { order: string } | null | undefined;
    }>();
  });

  it("refuses a constraint of another type on any, and a typo inside anyOf", () => {
    new ToolSchema([
      // @ts-expect-error: 'minLength' does not apply to an 'any' parameter
      { name: "a", type: "any", minLength: 1 },
    ]);
    new ToolSchema([
      {
        name: "b",
        type: "any",
        // @ts-expect-error: 'minLenght' is not a key of a value
        anyOf: [{ type: "string", minLenght: 1 }, { type: "integer" }],
      },
    ]);
    new ToolSchema([
      // @ts-expect-error: 'anyOf' does not apply to a 'string' parameter
      { name: "c", type: "string", anyOf: [{ type: "string" }, { type: "integer" }] },
    ]);
  });
});
