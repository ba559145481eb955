// Infer on nested definitions, and the compiler's checks at depth.
import { describe, expectTypeOf, it } from "vitest";
import type { Infer } from "./infer";
import { ToolSchema } from "./tool-schema";

describe("Infer nests", () => {
  it("gives the types of properties, items, other keys, variants, null and const", () => {
    const order = new ToolSchema([
      { name: "customer", type: "string", minLength: 1 },
      {
        name: "items",
        type: "list",
        items: {
          type: "dictionary",
          properties: [
            { name: "sku", type: "string" },
            { name: "qty", type: "integer", minimum: 1 },
            { name: "gift", type: "boolean", required: false, default: false },
            { name: "note", type: "string", required: false, nullable: true },
          ],
        },
      },
      {
        name: "meta",
        type: "dictionary",
        required: false,
        additionalProperties: { type: "integer" },
      },
      {
        name: "shape",
        type: "dictionary",
        discriminator: "kind",
        variants: [
          {
            type: "dictionary",
            properties: [
              { name: "kind", type: "string", const: "circle" },
              { name: "r", type: "float" },
            ],
          },
          {
            type: "dictionary",
            properties: [
              { name: "kind", type: "string", const: "square" },
              { name: "side", type: "float" },
            ],
          },
        ],
      },
      { name: "grid", type: "list", items: { type: "list", items: "integer" } },
    ]);
    expectTypeOf<Infer<typeof order>>().toEqualTypeOf<{
      customer: string;
      items: { sku: string; qty: number; gift: boolean; note?: string | null | undefined }[];
      shape: { kind: "circle"; r: number } | { kind: "square"; side: number };
      grid: number[][];
      meta?: Record<string, number> | undefined;
    }>();
  });

  it("works through fromDict", () => {
    const schema = ToolSchema.fromDict({
      parameters: [
        {
          name: "address",
          type: "dictionary",
          properties: [{ name: "city", type: "string" }],
          additionalProperties: false,
        },
      ],
    });
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{ address: { city: string } }>();
  });
});

describe("mistakes at depth are compile errors", () => {
  it("a misspelled key inside properties, items and variants", () => {
    new ToolSchema([
      {
        name: "items",
        type: "list",
        items: {
          type: "dictionary",
          properties: [
            // @ts-expect-error: 'requird' is not a key of a parameter
            { name: "sku", type: "string", requird: true },
          ],
        },
      },
    ]);
    new ToolSchema([
      // @ts-expect-error: 'minLenght' is not a key of a value
      { name: "items", type: "list", items: { type: "string", minLenght: 1 } },
    ]);
    new ToolSchema([
      {
        name: "s",
        type: "dictionary",
        discriminator: "k",
        variants: [
          // @ts-expect-error: 'propertes' is not a key of a value
          { type: "dictionary", propertes: [] },
        ],
      },
    ]);
  });

  it("a default of the wrong type, or a constraint on the wrong type, at depth", () => {
    new ToolSchema([
      {
        name: "a",
        type: "dictionary",
        properties: [
          // @ts-expect-error: Type 'string' is not assignable to type 'number'
          { name: "n", type: "integer", required: false, default: "1" },
        ],
      },
    ]);
    new ToolSchema([
      {
        name: "a",
        type: "dictionary",
        // @ts-expect-error: 'minLength' does not apply to a 'integer' parameter
        additionalProperties: { type: "integer", minLength: 1 },
      },
    ]);
  });
});

describe("Infer of a union without a discriminator", () => {
  it("is the union of its variants' types, exclusive or not", () => {
    const schema = new ToolSchema([
      {
        name: "comment",
        type: "dictionary",
        exclusive: true,
        variants: [
          {
            type: "dictionary",
            properties: [
              { name: "path", type: "string" },
              { name: "position", type: "integer" },
            ],
          },
          {
            type: "dictionary",
            properties: [
              { name: "path", type: "string" },
              { name: "line", type: "integer" },
            ],
          },
        ],
      },
    ]);
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      comment: { path: string; position: number } | { path: string; line: number };
    }>();
  });
});
