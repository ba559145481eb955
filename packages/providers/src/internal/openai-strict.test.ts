import { describe, expect, test } from "vitest";
import { toolWith } from "../../test/tools";
import { openAIDeclaration, strictBlocker } from "./openai-strict";

describe("a tool is strict when its schema fits OpenAI's strict subset exactly", () => {
  test.each([
    ["no parameters", []],
    [
      "every scalar type",
      [
        { name: "s", type: "string" },
        { name: "i", type: "integer" },
        { name: "f", type: "float" },
        { name: "b", type: "boolean" },
      ],
    ],
    ["optional ones with defaults", [{ name: "s", type: "string", required: false, default: "x" }]],
    [
      "enums and bounds",
      [
        { name: "u", type: "string", enum: ["a", "b"] },
        { name: "n", type: "integer", enum: [1, 2] },
        { name: "d", type: "float", minimum: 0, maximum: 1.5 },
      ],
    ],
    [
      "lists of scalars",
      [
        { name: "tags", type: "list", items: "string" },
        { name: "flags", type: "list", items: "boolean", required: false },
      ],
    ],
  ] as const)("%s", (_, parameters) => {
    expect(strictBlocker(toolWith("t", { strict: true, parameters }))).toBeUndefined();
  });

  // Its declaration refuses the unknown keys that dispatch would drop: what kit drops is never
  // sent.
  test("also when the schema is not strict (unknown keys dropped)", () => {
    expect(strictBlocker(toolWith("t", { parameters: [] }))).toBeUndefined();
    expect(
      strictBlocker(
        toolWith("t", { parameters: [{ name: "s", type: "string", required: false }] }),
      ),
    ).toBeUndefined();
    expect(strictBlocker(toolWith("t", { parameters: [{ name: "d", type: "dictionary" }] }))).toBe(
      "/properties/d: a dictionary with keys and values of its own choosing",
    );
  });

  test("optional keys at any depth, open dictionaries with declared keys (closed), lengths", () => {
    const order = {
      name: "lines",
      type: "list",
      items: {
        type: "dictionary",
        properties: [
          { name: "sku", type: "string", minLength: 1, maxLength: 20 },
          { name: "note", type: "string", required: false },
        ],
      },
    } as const;
    const declared = openAIDeclaration(toolWith("t", { parameters: [order] }), true);
    expect(declared.strict).toBe(true);
    expect(declared.parameters.properties.lines).toEqual({
      type: "array",
      items: {
        type: "object",
        properties: {
          sku: { type: "string", minLength: 1, maxLength: 20 },
          note: { type: ["string", "null"] },
        },
        required: ["sku", "note"],
        additionalProperties: false,
      },
    });
    expect(declared.changes).toEqual([
      {
        kind: "narrowed",
        path: "/properties/lines/items/additionalProperties",
        keyword: "additionalProperties",
        message: "other keys, which kit passes on to the tool, are not offered to the model",
      },
    ]);
  });

  test("uniqueItems and a format strict mode does not list: said in the description, reported", () => {
    const declared = openAIDeclaration(
      toolWith("t", {
        strict: true,
        parameters: [
          { name: "url", type: "string", format: "uri", description: "The page." },
          { name: "tags", type: "list", items: "string", uniqueItems: true },
        ],
      }),
      true,
    );
    expect(declared.strict).toBe(true);
    expect(declared.parameters.properties).toEqual({
      url: { type: "string", description: 'The page. Format: "uri".' },
      tags: {
        type: "array",
        items: { type: "string" },
        description: "The items are all different.",
      },
    });
    expect(declared.changes.map(({ kind, path, keyword }) => [kind, path, keyword])).toEqual([
      ["loosened", "/properties/url/format", "format"],
      ["loosened", "/properties/tags/uniqueItems", "uniqueItems"],
    ]);
  });

  test("uniqueItems: false says nothing: left out of a strict declaration, kept in the other", () => {
    const tool = toolWith("t", {
      strict: true,
      parameters: [{ name: "tags", type: "list", items: "string", uniqueItems: false }],
    });
    const declared = openAIDeclaration(tool, true);
    expect(declared.strict).toBe(true);
    expect(declared.parameters.properties.tags).toEqual({
      type: "array",
      items: { type: "string" },
    });
    expect(declared.changes).toEqual([]);
    expect(openAIDeclaration(tool, false).parameters.properties.tags?.uniqueItems).toBe(false);
  });
});

describe("and not strict, with the reason, when it cannot be", () => {
  test.each([
    ["no input schema", undefined, "the tool takes any dictionary"],
    [
      "a dictionary",
      { strict: true, parameters: [{ name: "d", type: "dictionary" }] },
      "/properties/d: a dictionary with keys and values of its own choosing",
    ],
    [
      "a list without items",
      { strict: true, parameters: [{ name: "l", type: "list" }] },
      "/properties/l: a list without an item type",
    ],
    [
      "a list of dictionaries",
      { strict: true, parameters: [{ name: "l", type: "list", items: "dictionary" }] },
      "/properties/l/items: a dictionary with keys and values of its own choosing",
    ],
    [
      "a list of lists",
      { strict: true, parameters: [{ name: "l", type: "list", items: "list" }] },
      "/properties/l/items: a list without an item type",
    ],
    [
      "a dictionary of values of any type",
      {
        strict: true,
        parameters: [{ name: "d", type: "dictionary", additionalProperties: { type: "any" } }],
      },
      "/properties/d: a dictionary with keys and values of its own choosing; /properties/d/additionalProperties: a value of any type",
    ],
  ] as const)("%s", (_, schema, reason) => {
    expect(strictBlocker(toolWith("t", schema))).toBe(reason);
  });

  test("deeper than 10 levels", () => {
    let node: object = { type: "string" };
    for (let level = 0; level < 10; level += 1) node = { type: "list", items: node };
    expect(strictBlocker(toolWith("t", { parameters: [{ name: "n", ...node } as never] }))).toBe(
      "more than 10 levels of nesting",
    );
  });

  test("every reason at once, and the non-strict declaration is the exact schema", () => {
    const tool = toolWith("t", {
      parameters: [
        { name: "d", type: "dictionary" },
        { name: "l", type: "list" },
      ],
    });
    const declared = openAIDeclaration(tool, true);
    expect(declared.strict).toBe(false);
    expect(declared.notStrictBecause).toBe(
      "/properties/d: a dictionary with keys and values of its own choosing; /properties/l: a list without an item type",
    );
    expect(declared.parameters).toEqual({
      type: "object",
      properties: { d: { type: "object" }, l: { type: "array", items: {} } },
      required: ["d", "l"],
    });
  });

  test("beyond the strict-mode limits on enum values and characters", () => {
    const values = Array.from({ length: 1_001 }, (_, index) => `v${index}`);
    expect(
      strictBlocker(
        toolWith("t", { strict: true, parameters: [{ name: "e", type: "string", enum: values }] }),
      ),
    ).toBe("more than 1,000 enum values");
    const long = Array.from({ length: 10 }, (_, index) => `${index}${"x".repeat(12_100)}`);
    expect(
      strictBlocker(
        toolWith("t", { strict: true, parameters: [{ name: "e", type: "string", enum: long }] }),
      ),
    ).toBe("more than 120,000 characters of names and enum values");
  });
});

describe("a dictionary of caller-chosen keys with a schema for its values: a list of entries", () => {
  test("declared strict as { key, value } entries, optional ones nullable, reported", () => {
    const tool = toolWith("t", {
      strict: true,
      parameters: [
        {
          name: "headers",
          type: "dictionary",
          description: "HTTP headers.",
          required: false,
          additionalProperties: { type: "string", maxLength: 100 },
        },
      ],
    });
    const declared = openAIDeclaration(tool, true);
    expect(declared.strict).toBe(true);
    expect(declared.parameters.properties.headers).toEqual({
      type: ["array", "null"],
      description:
        "HTTP headers. A dictionary, given as a list of { key, value } entries, each key at most once.",
      items: {
        type: "object",
        properties: { key: { type: "string" }, value: { type: "string", maxLength: 100 } },
        required: ["key", "value"],
        additionalProperties: false,
      },
    });
    expect(declared.changes.map(({ kind, path }) => `${kind} ${path}`)).toEqual([
      "moved /properties/headers/additionalProperties",
      "loosened /properties/headers/additionalProperties",
    ]);
  });

  test("at every depth, a dictionary of them too; the default said as entries", () => {
    const tool = toolWith("t", {
      strict: true,
      parameters: [
        {
          name: "groups",
          type: "dictionary",
          required: false,
          default: { a: { b: 1 } },
          additionalProperties: {
            type: "dictionary",
            additionalProperties: { type: "integer" },
          },
        },
      ],
    });
    const declared = openAIDeclaration(tool, true);
    expect(declared.strict).toBe(true);
    const groups = declared.parameters.properties.groups;
    expect(groups?.description).toBe(
      'Default: [{"key":"a","value":[{"key":"b","value":1}]}]. A dictionary, given as a list of { key, value } entries, each key at most once.',
    );
    expect(groups?.items?.properties?.value?.items?.properties?.value).toEqual({
      type: "integer",
    });
    // The other declaration (not strict for another reason) says it the same way.
    const loose = openAIDeclaration(
      toolWith("t", {
        strict: true,
        parameters: [
          { name: "d", type: "dictionary", additionalProperties: { type: "string" } },
          { name: "x", type: "any" },
        ],
      }),
      true,
    );
    expect(loose.strict).toBe(false);
    expect(loose.parameters.properties.d?.type).toBe("array");
    // Without the strict option: the exact dictionary.
    expect(openAIDeclaration(tool, false).parameters.properties.groups?.type).toBe("object");
  });

  test("not where dispatch reads no list: a union's branch, a named definition", () => {
    const tool = toolWith("t", {
      strict: true,
      parameters: [
        {
          name: "u",
          type: "dictionary",
          variants: [
            { type: "dictionary", additionalProperties: { type: "string" } },
            { type: "dictionary", properties: [{ name: "k", type: "string" }] },
          ],
        },
      ],
    });
    const declared = openAIDeclaration(tool, true);
    expect(declared.strict).toBe(false);
    expect(declared.notStrictBecause).toBe(
      "/properties/u/anyOf/0: a dictionary with keys of its own choosing where dispatch reads no list of entries (a union's branch, a named definition)",
    );
  });
});
