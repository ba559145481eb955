// What each format declares for nested definitions, on one tool that has each kind: a list of
// closed dictionaries, an optional nullable dictionary, a discriminated union and an open
// dictionary of strings.
import { defineTool } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { anthropicFormat } from "../src/anthropic-format";
import { geminiFormat } from "../src/gemini-format";
import { jsonSchemaDeclaration } from "../src/internal/json-schema-declaration";
import { strictBlocker } from "../src/internal/openai-strict";
import { openAIChatFormat } from "../src/openai-chat-format";

const line = {
  type: "dictionary",
  additionalProperties: false,
  properties: [
    { name: "sku", type: "string", pattern: "^[A-Z]{3}-\\d+$" },
    { name: "quantity", type: "integer", minimum: 1, default: 1, required: false },
  ],
} as const;

const payment = {
  name: "payment",
  type: "dictionary",
  discriminator: "method",
  variants: [
    {
      type: "dictionary",
      additionalProperties: false,
      properties: [
        { name: "method", type: "string", const: "card" },
        { name: "token", type: "string" },
      ],
    },
    {
      type: "dictionary",
      additionalProperties: false,
      properties: [{ name: "method", type: "string", const: "invoice" }],
    },
  ],
} as const;

const placeOrder = defineTool({
  name: "place_order",
  inputSchema: {
    strict: true,
    parameters: [
      { name: "lines", type: "list", items: line, minItems: 1, maxItems: 10 },
      payment,
      {
        name: "note",
        type: "dictionary",
        required: false,
        nullable: true,
        additionalProperties: false,
        properties: [{ name: "text", type: "string" }],
      },
    ],
  },
  execute: () => ({}),
});

// The same without the nested optional key: OpenAI strict mode can say it.
const strictOrder = defineTool({
  name: "place_order",
  inputSchema: {
    strict: true,
    parameters: [
      {
        name: "lines",
        type: "list",
        items: { ...line, properties: [line.properties[0]] },
        minItems: 1,
      },
      payment,
    ],
  },
  execute: () => ({}),
});

const tagged = defineTool({
  name: "tag",
  inputSchema: {
    parameters: [{ name: "labels", type: "dictionary", additionalProperties: { type: "string" } }],
  },
  execute: () => ({}),
});

describe("Anthropic and OpenAI without strict mode: the exact JSON Schema at every depth", () => {
  test("nested objects, lists of them, and a union's variants as anyOf", () => {
    const [tool] = anthropicFormat({ strict: false }).tools([placeOrder]);
    expect(tool?.input_schema).toEqual({
      type: "object",
      properties: {
        lines: {
          type: "array",
          items: {
            type: "object",
            properties: {
              sku: { type: "string", pattern: "^[A-Z]{3}-\\d+$" },
              quantity: { type: "integer", default: 1, minimum: 1 },
            },
            required: ["sku"],
            additionalProperties: false,
          },
          minItems: 1,
          maxItems: 10,
        },
        payment: {
          anyOf: [
            {
              type: "object",
              properties: {
                method: { type: "string", const: "card" },
                token: { type: "string" },
              },
              required: ["method", "token"],
              additionalProperties: false,
            },
            {
              type: "object",
              properties: { method: { type: "string", const: "invoice" } },
              required: ["method"],
              additionalProperties: false,
            },
          ],
        },
        note: {
          type: ["object", "null"],
          properties: { text: { type: "string" } },
          required: ["text"],
          additionalProperties: false,
        },
      },
      required: ["lines", "payment"],
      additionalProperties: false,
    });
    // It is toJSONSchema's, but for `$schema` and oneOf said as anyOf.
    const exact = JSON.stringify(placeOrder.inputSchema?.toJSONSchema())
      .replace('"$schema":"https://json-schema.org/draft/2020-12/schema",', "")
      .replace('"payment":{"type":"object","oneOf"', '"payment":{"anyOf"');
    expect(JSON.stringify(tool?.input_schema)).toBe(exact);
  });

  test("an open dictionary keeps what its other keys hold, and is not strict", () => {
    const [tool] = openAIChatFormat({ strict: false }).tools([tagged]);
    expect(tool?.function.strict).toBe(false);
    expect(tool?.function.parameters.properties.labels).toEqual({
      type: "object",
      additionalProperties: { type: "string" },
    });
  });

  test("in OpenAI's strict mode, it is a list of { key, value } entries, and strict", () => {
    const [tool] = openAIChatFormat().tools([tagged]);
    expect(tool?.function.strict).toBe(true);
    expect(tool?.function.parameters.properties.labels?.items).toEqual({
      type: "object",
      properties: { key: { type: "string" }, value: { type: "string" } },
      required: ["key", "value"],
      additionalProperties: false,
    });
  });
});

describe("OpenAI strict mode", () => {
  test("every object closed with every key required; const as enum; defaults in descriptions", () => {
    const [tool] = openAIChatFormat().tools([strictOrder]);
    expect(tool?.function.strict).toBe(true);
    const { lines, payment: union } = tool?.function.parameters.properties ?? {};
    expect(lines?.items).toEqual({
      type: "object",
      properties: { sku: { type: "string", pattern: "^[A-Z]{3}-\\d+$" } },
      required: ["sku"],
      additionalProperties: false,
    });
    expect(union?.anyOf?.[1]).toEqual({
      type: "object",
      properties: { method: { type: "string", enum: ["invoice"] } },
      required: ["method"],
      additionalProperties: false,
    });
  });

  test("optional keys at every depth would be nullable and required, defaults in words", () => {
    const declaration = jsonSchemaDeclaration(placeOrder, {
      nullableOptional: true,
      requireAll: true,
      defaultInDescription: true,
    });
    expect(declaration.properties.lines?.items?.properties?.quantity).toEqual({
      type: ["integer", "null"],
      description: "Default: 1.",
      minimum: 1,
    });
    expect(declaration.properties.lines?.items?.required).toEqual(["sku", "quantity"]);
    expect(declaration.properties.note?.type).toEqual(["object", "null"]);
  });

  // Dispatch reads a null as absent at every depth, so a nested optional key is sent as null.
  test("a nested optional key is required and nullable: the tool is strict", () => {
    expect(strictBlocker(placeOrder)).toBeUndefined();
    const [tool] = openAIChatFormat().tools([placeOrder]);
    expect(tool?.function.strict).toBe(true);
    expect(tool?.function.parameters.properties.lines?.items?.required).toEqual([
      "sku",
      "quantity",
    ]);
  });
});

describe("Gemini", () => {
  test("nested objects, item counts, nullable and unions in its subset", () => {
    const [tool] = geminiFormat().tools([strictOrder]);
    expect(tool?.functionDeclarations[0]?.parameters).toEqual({
      type: "OBJECT",
      properties: {
        lines: {
          type: "ARRAY",
          items: {
            type: "OBJECT",
            properties: { sku: { type: "STRING", pattern: "^[A-Z]{3}-\\d+$" } },
            required: ["sku"],
            maxProperties: "1",
          },
          minItems: "1",
        },
        payment: {
          anyOf: [
            {
              type: "OBJECT",
              properties: {
                method: { type: "STRING", format: "enum", enum: ["card"] },
                token: { type: "STRING" },
              },
              required: ["method", "token"],
              maxProperties: "2",
            },
            {
              type: "OBJECT",
              properties: { method: { type: "STRING", format: "enum", enum: ["invoice"] } },
              required: ["method"],
              maxProperties: "1",
            },
          ],
        },
      },
      required: ["lines", "payment"],
      maxProperties: "2",
    });
  });

  test("what its OpenAPI subset cannot say is sent as parametersJsonSchema, exactly", () => {
    const [tool] = geminiFormat().tools([placeOrder, tagged]);
    const [order, tag] = tool?.functionDeclarations ?? [];
    expect(order?.parameters).toBeUndefined();
    expect(order?.parametersJsonSchema).toEqual(
      anthropicFormat({ strict: false }).tools([placeOrder])[0]?.input_schema,
    );
    expect(tag?.parametersJsonSchema?.properties.labels).toEqual({
      type: "object",
      additionalProperties: { type: "string" },
    });
  });
});

describe("Gemini, value by value", () => {
  const declare = (parameter: object) => {
    const warnings: string[] = [];
    const tool = defineTool({
      name: "t",
      inputSchema: { parameters: [{ name: "v", ...parameter } as never] },
      execute: () => ({}),
    });
    const [gemini] = geminiFormat({ onWarning: (warning) => warnings.push(warning) }).tools([tool]);
    const declaration = gemini?.functionDeclarations[0];
    return {
      schema:
        declaration?.parameters?.properties?.v ?? declaration?.parametersJsonSchema?.properties.v,
      warnings,
    };
  };

  test("exact: lengths and item counts as int64 text, a number const, a nullable union", () => {
    expect(declare({ type: "string", minLength: 1, maxLength: 5, pattern: "^a" })).toEqual({
      schema: { type: "STRING", minLength: "1", maxLength: "5", pattern: "^a" },
      warnings: [],
    });
    expect(declare({ type: "list", items: "integer", minItems: 0, maxItems: 2 })).toEqual({
      schema: { type: "ARRAY", items: { type: "INTEGER" }, minItems: "0", maxItems: "2" },
      warnings: [],
    });
    expect(declare({ type: "float", const: 2.5 }).schema).toEqual({
      anyOf: [{ type: "NUMBER", minimum: 2.5, maximum: 2.5 }],
    });
    const variant = (kind: string) => ({
      type: "dictionary",
      additionalProperties: false,
      properties: [{ name: "kind", type: "string", const: kind }],
    });
    const branch = (kind: string) => ({
      type: "OBJECT",
      properties: { kind: { type: "STRING", format: "enum", enum: [kind] } },
      required: ["kind"],
      maxProperties: "1",
      nullable: true,
    });
    expect(
      declare({
        type: "dictionary",
        nullable: true,
        discriminator: "kind",
        variants: [variant("a"), variant("b")],
      }),
    ).toEqual({ schema: { anyOf: [branch("a"), branch("b")] }, warnings: [] });
  });

  test("in JSON Schema: unique items, a boolean const, a format; reported where Gemini does not document holding the model to it", () => {
    const prefix =
      "The gemini format declares tool 't' with constraints the provider does not hold (kit checks them):";
    expect(declare({ type: "list", items: "string", uniqueItems: true })).toEqual({
      schema: { type: "array", items: { type: "string" }, uniqueItems: true },
      warnings: [`${prefix} /properties/v/uniqueItems uniqueItems`],
    });
    expect(declare({ type: "boolean", const: true })).toEqual({
      schema: { type: "boolean", const: true },
      warnings: [],
    });
    expect(declare({ type: "string", format: "uuid" })).toEqual({
      schema: { type: "string", format: "uuid" },
      warnings: [`${prefix} /properties/v/format format`],
    });
    expect(declare({ type: "string", format: "date-time" })).toEqual({
      schema: { type: "STRING", format: "date-time" },
      warnings: [],
    });
  });
});
