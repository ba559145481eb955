// JSON Schema that kit's schemas write beyond flat parameters (named definitions with `$defs`
// and `$ref`, recursive ones too; titled enum values as `oneOf` of `const` and `title`, and as a
// list's `items.anyOf`; unions of dictionaries without a tag), declared by every format without
// throwing. Each schema here is a ToolSchema whose toJSONSchema() returns the JSON, as a kit
// schema (or one passed through from an MCP server) writes it.
import { ToolSchema } from "@kit/schema";
import { type AnyTool, defineTool } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { anthropicFormat, geminiFormat, openAIChatFormat } from "../src/index";

function toolWriting(json: object, name = "t"): AnyTool {
  class Written extends ToolSchema {
    override toJSONSchema(): ReturnType<ToolSchema["toJSONSchema"]> {
      return structuredClone(json) as ReturnType<ToolSchema["toJSONSchema"]>;
    }
  }
  return defineTool({ name, inputSchema: new Written([]), execute: () => ({}) });
}

const tree = toolWriting({
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  properties: { tree: { $ref: "#/$defs/node", description: "The root." } },
  required: ["tree"],
  additionalProperties: false,
  $defs: {
    node: {
      type: "object",
      properties: {
        label: { type: "string" },
        children: { type: "array", items: { $ref: "#/$defs/node" } },
      },
      required: ["label"],
      additionalProperties: false,
    },
  },
});

const units = toolWriting({
  type: "object",
  properties: {
    units: {
      type: "string",
      oneOf: [
        { const: "c", title: "Celsius" },
        { const: "f", title: "Fahrenheit" },
      ],
    },
    days: {
      type: "array",
      items: {
        anyOf: [
          { const: 1, title: "Monday" },
          { const: 2, title: "Tuesday" },
        ],
      },
    },
  },
  required: ["units", "days"],
  additionalProperties: false,
});

const target = (idRequiredInBoth: boolean) =>
  toolWriting({
    type: "object",
    properties: {
      target: {
        anyOf: [
          {
            type: "object",
            properties: { id: { type: "string" }, note: { type: "string" } },
            required: ["id"],
            additionalProperties: false,
          },
          {
            type: "object",
            properties: {
              url: { type: "string" },
              id: { type: "string" },
              note: { type: "string" },
            },
            required: idRequiredInBoth ? ["url", "id"] : ["url"],
            additionalProperties: false,
          },
        ],
      },
    },
    required: ["target"],
    additionalProperties: false,
  });

describe("named definitions, recursive ones too", () => {
  test("OpenAI strict: $defs declared like every node (optional keys nullable), $ref kept", () => {
    const [tool] = openAIChatFormat().tools([tree]);
    expect(tool?.function.strict).toBe(true);
    expect(tool?.function.parameters).toEqual({
      type: "object",
      properties: { tree: { $ref: "#/$defs/node", description: "The root." } },
      required: ["tree"],
      additionalProperties: false,
      $defs: {
        node: {
          type: "object",
          properties: {
            label: { type: "string" },
            children: { type: ["array", "null"], items: { $ref: "#/$defs/node" } },
          },
          required: ["label", "children"],
          additionalProperties: false,
        },
      },
    });
  });

  test("Anthropic: not strict (its strict mode takes no recursion), the exact schema", () => {
    const format = anthropicFormat();
    const [tool] = format.tools([tree]);
    expect(tool?.strict).toBeUndefined();
    expect(tool?.input_schema.$defs?.node?.required).toEqual(["label"]);
    expect(format.explain([tree])[0]?.notStrictBecause).toBe(
      "/properties/tree: a recursive reference (#/$defs/node); /$defs/node/properties/children/items: a recursive reference (#/$defs/node)",
    );
  });

  test("Gemini: parametersJsonSchema, $defs and all", () => {
    const format = geminiFormat();
    const [tool] = format.tools([tree]);
    const declaration = tool?.functionDeclarations[0];
    expect(declaration?.parameters).toBeUndefined();
    expect(declaration?.parametersJsonSchema?.$defs?.node?.properties?.children).toEqual({
      type: "array",
      items: { $ref: "#/$defs/node" },
    });
    expect(format.explain([tree])[0]?.carrier).toBe("parametersJsonSchema");
  });
});

describe("titled enum values", () => {
  test("OpenAI strict: each constant typed, its title in the description; nothing loosened", () => {
    const format = openAIChatFormat();
    const [tool] = format.tools([units]);
    expect(tool?.function.strict).toBe(true);
    expect(tool?.function.parameters.properties).toEqual({
      units: {
        anyOf: [
          { type: "string", enum: ["c"], description: "Celsius." },
          { type: "string", enum: ["f"], description: "Fahrenheit." },
        ],
      },
      days: {
        type: "array",
        items: {
          anyOf: [
            { type: "integer", enum: [1], description: "Monday." },
            { type: "integer", enum: [2], description: "Tuesday." },
          ],
        },
      },
    });
    const kinds = new Set(format.explain([units])[0]?.changes.map((change) => change.kind));
    expect(kinds).toEqual(new Set(["moved"]));
  });

  test("Anthropic strict keeps them; Gemini sends them as JSON Schema", () => {
    const [anthropic] = anthropicFormat().tools([units]);
    expect(anthropic?.strict).toBe(true);
    const [gemini] = geminiFormat().tools([units]);
    expect(gemini?.functionDeclarations[0]?.parametersJsonSchema?.properties.units?.anyOf).toEqual([
      { const: "c", title: "Celsius" },
      { const: "f", title: "Fahrenheit" },
    ]);
  });
});

describe("unions of dictionaries without a tag", () => {
  test("OpenAI strict: both closed, a key optional in every branch nullable", () => {
    const [tool] = openAIChatFormat().tools([target(true)]);
    expect(tool?.function.strict).toBe(true);
    const [first, second] = tool?.function.parameters.properties.target?.anyOf ?? [];
    expect(first?.properties?.note).toEqual({ type: ["string", "null"] });
    expect(second?.required).toEqual(["url", "id", "note"]);
    expect(second?.properties?.id).toEqual({ type: "string" });
  });

  test("a key optional in one branch and required in another: not strict, the reason said", () => {
    const format = openAIChatFormat();
    const [tool] = format.tools([target(false)]);
    expect(tool?.function.strict).toBe(false);
    expect(format.explain([target(false)])[0]?.notStrictBecause).toBe(
      "/properties/target/anyOf/1/properties/id: optional inside a union of dictionaries without a tag",
    );
  });
});

describe("kit's own unions of dictionaries without a tag (no toJSONSchema override)", () => {
  const parent = defineTool({
    name: "create_page",
    inputSchema: new ToolSchema([
      {
        name: "parent",
        type: "dictionary",
        exclusive: true,
        variants: [
          {
            type: "dictionary",
            properties: [{ name: "page_id", type: "string" }],
            additionalProperties: false,
          },
          {
            type: "dictionary",
            properties: [{ name: "database_id", type: "string" }],
            additionalProperties: false,
          },
        ],
      },
    ]),
    execute: () => ({}),
  });

  test("every format declares them; an exclusive one is said as anyOf, and why", () => {
    for (const format of [openAIChatFormat(), anthropicFormat(), geminiFormat()]) {
      const [report] = format.explain([parent]);
      expect(report?.declared).toBe(true);
      expect(format.tools([parent])).toHaveLength(1);
    }
    const format = openAIChatFormat();
    const [tool] = format.tools([parent]);
    expect(tool?.function.strict).toBe(true);
    expect(tool?.function.parameters.properties.parent?.anyOf).toHaveLength(2);
    expect(format.explain([parent])[0]?.changes).toContainEqual({
      kind: "moved",
      path: "/properties/parent/oneOf",
      keyword: "oneOf",
      message: "said as 'anyOf' (kit still refuses a value that meets more than one branch)",
    });
  });
});

describe("kit's own value of one of two definitions of one type", () => {
  const search = defineTool({
    name: "search",
    inputSchema: new ToolSchema([
      {
        name: "freshness",
        type: "any",
        anyOf: [
          { type: "string", enum: ["pd", "pw"] },
          { type: "string", pattern: "^\\d{4}$" },
        ],
      },
    ]),
    execute: () => ({}),
  });

  test("every format declares it, each definition a branch of anyOf", () => {
    for (const format of [openAIChatFormat(), anthropicFormat(), geminiFormat()]) {
      expect(format.explain([search])[0]?.declared).toBe(true);
      expect(format.tools([search])).toHaveLength(1);
    }
    const [tool] = openAIChatFormat().tools([search]);
    expect(tool?.function.parameters.properties.freshness?.anyOf).toEqual([
      { type: "string", enum: ["pd", "pw"] },
      { type: "string", pattern: "^\\d{4}$" },
    ]);
  });
});
