// `format: int32` / `int64` on a number, as OpenAPI and ajv-formats read it: an integer within
// the format's bounds. Imported as kit's bounds (and `integer` for a `number`), not dropped.
import { describe, expect, it } from "vitest";
import { ToolSchema } from "./tool-schema";

const schema = ToolSchema.fromJSONSchema({
  type: "object",
  properties: {
    count: { type: "integer", format: "int32" },
    id: { type: "number", format: "int64", minimum: 0 },
    ratio: { type: "number", format: "double" },
    text: { type: "string", format: "int64" },
  },
});

describe("int32 and int64 formats", () => {
  it("become an integer type with the format's bounds, met with the schema's own", () => {
    expect(schema.parameters).toEqual([
      {
        name: "count",
        type: "integer",
        required: false,
        minimum: -(2 ** 31),
        maximum: 2 ** 31 - 1,
      },
      { name: "id", type: "integer", required: false, minimum: 0, maximum: 2 ** 63 },
      { name: "ratio", type: "float", required: false },
      { name: "text", type: "string", required: false },
    ]);
  });

  it("are checked: out of range and fractions refused, other formats stay annotations", () => {
    expect(schema.validate({ count: 2 ** 31, id: 1.5, ratio: 1.5, text: "12" })).toEqual([
      "Parameter 'count': expected at most 2147483647, got 2147483648",
      "Parameter 'id': expected type 'integer', got 'float'",
    ]);
    expect(schema.validate({ count: -(2 ** 31), id: 2 ** 53 })).toEqual([]);
    expect(schema.toJSONSchema().properties.count).toEqual({
      type: "integer",
      minimum: -2147483648,
      maximum: 2147483647,
    });
  });
});
