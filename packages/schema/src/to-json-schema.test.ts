import { describe, expect, it } from "vitest";
import { ToolSchema } from "./tool-schema";

const DIALECT = "https://json-schema.org/draft/2020-12/schema";

describe("toJSONSchema", () => {
  it("exports an empty schema", () => {
    expect(new ToolSchema().toJSONSchema()).toStrictEqual({
      $schema: DIALECT,
      type: "object",
      properties: {},
      required: [],
    });
  });

  it("maps each of the six types", () => {
    const schema = new ToolSchema([
      { name: "s", type: "string" },
      { name: "i", type: "integer" },
      { name: "f", type: "float" },
      { name: "b", type: "boolean" },
      { name: "l", type: "list" },
      { name: "d", type: "dictionary" },
    ]);
    expect(schema.toJSONSchema()).toStrictEqual({
      $schema: DIALECT,
      type: "object",
      properties: {
        s: { type: "string" },
        i: { type: "integer" },
        f: { type: "number" },
        b: { type: "boolean" },
        l: { type: "array" },
        d: { type: "object" },
      },
      required: ["s", "i", "f", "b", "l", "d"],
    });
  });

  it("exports descriptions, defaults and the required list in schema order", () => {
    const schema = new ToolSchema([
      { name: "city", type: "string", description: "City name" },
      { name: "units", type: "string", required: false, default: "metric" },
      { name: "days", type: "integer", required: false },
      { name: "tags", type: "list", required: false, default: ["a", { b: 1 }] },
    ]);
    expect(schema.toJSONSchema()).toStrictEqual({
      $schema: DIALECT,
      type: "object",
      properties: {
        city: { type: "string", description: "City name" },
        units: { type: "string", default: "metric" },
        days: { type: "integer" },
        tags: { type: "array", default: ["a", { b: 1 }] },
      },
      required: ["city"],
    });
  });

  it("exports enum, items (as the JSON type of the item type), minimum and maximum", () => {
    const units = ["imperial", "metric"];
    const schema = new ToolSchema([
      { name: "units", type: "string", enum: units, required: false, default: "metric" },
      { name: "days", type: "integer", minimum: 1, maximum: 16, description: "Days ahead" },
      { name: "ratio", type: "float", enum: [0.5, 1], minimum: 0 },
      ...(["string", "integer", "float", "boolean", "list", "dictionary"] as const).map(
        (items) => ({ name: `of ${items}`, type: "list" as const, items }),
      ),
    ]);
    const exported = schema.toJSONSchema();
    expect(exported.properties).toStrictEqual({
      units: { type: "string", default: "metric", enum: ["imperial", "metric"] },
      days: { type: "integer", description: "Days ahead", minimum: 1, maximum: 16 },
      ratio: { type: "number", enum: [0.5, 1], minimum: 0 },
      "of string": { type: "array", items: { type: "string" } },
      "of integer": { type: "array", items: { type: "integer" } },
      "of float": { type: "array", items: { type: "number" } },
      "of boolean": { type: "array", items: { type: "boolean" } },
      "of list": { type: "array", items: { type: "array" } },
      "of dictionary": { type: "array", items: { type: "object" } },
    });
    // A fresh enum list each call, never the schema's own.
    exported.properties.units?.enum?.push("kelvin");
    expect(schema.toJSONSchema().properties.units?.enum).toEqual(["imperial", "metric"]);
    expect(schema.parameters[0]?.enum).not.toBe(units);
  });

  it("adds additionalProperties: false for a strict schema", () => {
    const schema = new ToolSchema([{ name: "q", type: "string" }], { strict: true });
    expect(schema.toJSONSchema()).toStrictEqual({
      $schema: DIALECT,
      type: "object",
      properties: { q: { type: "string" } },
      required: ["q"],
      additionalProperties: false,
    });
  });

  it("keeps a '__proto__' parameter as an own property that survives JSON", () => {
    const schema = new ToolSchema([{ name: "__proto__", type: "string" }]);
    const exported = schema.toJSONSchema();
    expect(Object.hasOwn(exported.properties, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(exported.properties)).toBe(Object.prototype);
    expect(JSON.stringify(exported)).toBe(
      `{"$schema":"${DIALECT}","type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}`,
    );
  });

  it("returns a fresh object on every call", () => {
    const schema = new ToolSchema([
      { name: "tags", type: "list", required: false, default: ["a"] },
    ]);
    const first = schema.toJSONSchema();
    first.required.push("x");
    (first.properties.tags!.default as string[]).push("b");
    first.properties.extra = { type: "string" };
    expect(schema.toJSONSchema()).toStrictEqual({
      $schema: DIALECT,
      type: "object",
      properties: { tags: { type: "array", default: ["a"] } },
      required: [],
    });
  });

  it("is JSON-serialisable and round-trips unchanged", () => {
    const schema = new ToolSchema([
      { name: "d", type: "dictionary", required: false, default: { a: [1, 2.5, true, "x"] } },
    ]);
    const exported = schema.toJSONSchema();
    expect(JSON.parse(JSON.stringify(exported))).toStrictEqual(exported);
  });
});
