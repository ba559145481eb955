import { describe, expect, test } from "vitest";
import {
  FETCH_WEATHER_PARAMETERS,
  FETCH_WEATHER_STRICT_PARAMETERS,
  fetchWeather,
  toolWith,
} from "../../test/tools";
import { jsonSchemaDeclaration } from "./json-schema-declaration";

describe("jsonSchemaDeclaration", () => {
  test("is the schema's JSON Schema without $schema", () => {
    expect(jsonSchemaDeclaration(fetchWeather)).toEqual(FETCH_WEATHER_PARAMETERS);
    const full = fetchWeather.inputSchema?.toJSONSchema();
    expect(full?.$schema).toBeDefined();
    // toEqual ignores a key whose value is undefined: the rest is the same.
    expect(jsonSchemaDeclaration(fetchWeather)).toEqual({ ...full, $schema: undefined });
  });

  test("OpenAI strict: all required, optional ones nullable (enums too), defaults in the description", () => {
    expect(
      jsonSchemaDeclaration(fetchWeather, {
        nullableOptional: true,
        requireAll: true,
        defaultInDescription: true,
      }),
    ).toEqual(FETCH_WEATHER_STRICT_PARAMETERS);
  });

  test("refuseUnknown: additionalProperties: false for a schema that is not strict too", () => {
    const tool = toolWith("t", { parameters: [{ name: "a", type: "float" }] });
    expect(jsonSchemaDeclaration(tool, { refuseUnknown: true })).toEqual({
      type: "object",
      properties: { a: { type: "number" } },
      required: ["a"],
      additionalProperties: false,
    });
  });

  test("a default joins the description after a space", () => {
    const tool = toolWith("t", {
      parameters: [
        { name: "tags", type: "list", required: false, default: ["a"], description: "Tags." },
      ],
    });
    expect(jsonSchemaDeclaration(tool, { defaultInDescription: true }).properties.tags).toEqual({
      type: "array",
      description: 'Tags. Default: ["a"].',
    });
  });

  test("no input schema is any dictionary; a non-strict schema has no additionalProperties", () => {
    expect(jsonSchemaDeclaration(toolWith("t"))).toEqual({
      type: "object",
      properties: {},
      required: [],
    });
    const open = jsonSchemaDeclaration(
      toolWith("t", { parameters: [{ name: "a", type: "float" }] }),
    );
    expect(open).toEqual({
      type: "object",
      properties: { a: { type: "number" } },
      required: ["a"],
    });
  });

  test("a list without an item type gets items: {} when asked, and a list of a type its items", () => {
    const tool = toolWith("t", {
      parameters: [
        { name: "any", type: "list" },
        { name: "dicts", type: "list", items: "dictionary" },
      ],
    });
    expect(jsonSchemaDeclaration(tool, { anyItems: true }).properties).toEqual({
      any: { type: "array", items: {} },
      dicts: { type: "array", items: { type: "object" } },
    });
    expect(jsonSchemaDeclaration(tool).properties.any).toEqual({ type: "array" });
  });

  test("a parameter named __proto__ is an own property", () => {
    const tool = toolWith("t", { parameters: [{ name: "__proto__", type: "string" }] });
    const { properties } = jsonSchemaDeclaration(tool);
    expect(Object.hasOwn(properties, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    expect(JSON.stringify(properties)).toBe('{"__proto__":{"type":"string"}}');
  });

  test("every call gives a fresh object, and a default is a copy", () => {
    const tool = toolWith("t", {
      parameters: [{ name: "l", type: "list", required: false, default: [1] }],
    });
    const first = jsonSchemaDeclaration(tool);
    const copied = first.properties.l?.default;
    expect(copied).toEqual([1]);
    (copied as number[]).push(2);
    expect(jsonSchemaDeclaration(tool).properties.l?.default).toEqual([1]);
  });
});
