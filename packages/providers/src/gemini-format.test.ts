import type { ToolCallOutcome, ToolCallRequest } from "@kit/tools";
import { type AnyTool, defineTool, SemanticError, ToolRegistry, ToolResult } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { geminiFormat } from "./gemini-format";
import { capText } from "./internal/result-text";

type Parameters = NonNullable<AnyTool["inputSchema"]>["parameters"];

function tool(parameters: Parameters | null, options: { name?: string; strict?: boolean } = {}) {
  return defineTool({
    name: options.name ?? "t",
    description: "A tool.",
    ...(parameters === null
      ? {}
      : { inputSchema: { parameters, strict: options.strict ?? false } }),
    execute: () => ({}),
  });
}

function declared(parameters: Parameters | null, options: { strict?: boolean } = {}) {
  const [gemini] = geminiFormat({ onWarning: () => {} }).tools([tool(parameters, options)]);
  return gemini?.functionDeclarations[0];
}

describe("tools()", () => {
  test("one Tool holds every declaration, in registration order; none for no tools", () => {
    const registry = new ToolRegistry();
    registry.register(tool([{ name: "a", type: "string" }], { name: "first" }));
    registry.register(tool([], { name: "second" }));
    expect(geminiFormat().tools(registry)).toEqual([
      {
        functionDeclarations: [
          {
            name: "first",
            description: "A tool.",
            parameters: { type: "OBJECT", properties: { a: { type: "STRING" } }, required: ["a"] },
          },
          { name: "second", description: "A tool." },
        ],
      },
    ]);
    expect(geminiFormat().tools([])).toEqual([]);
  });

  test("each type, description, default, bounds and items", () => {
    expect(
      declared([
        { name: "s", type: "string", description: "A city." },
        { name: "i", type: "integer", minimum: 1, maximum: 16 },
        { name: "f", type: "float", required: false, default: 1.5 },
        { name: "b", type: "boolean", required: false },
        { name: "l", type: "list", items: "string" },
        { name: "any", type: "list" },
        { name: "nested", type: "list", items: "list" },
        { name: "objects", type: "list", items: "dictionary" },
        { name: "d", type: "dictionary", description: "Options.", required: false, default: {} },
      ])?.parameters,
    ).toEqual({
      type: "OBJECT",
      properties: {
        s: { type: "STRING", description: "A city." },
        i: { type: "INTEGER", minimum: 1, maximum: 16 },
        f: { type: "NUMBER", description: "Default: 1.5.", default: 1.5 },
        b: { type: "BOOLEAN" },
        l: { type: "ARRAY", items: { type: "STRING" } },
        any: { type: "ARRAY", items: {} },
        nested: { type: "ARRAY", items: { type: "ARRAY", items: {} } },
        objects: { type: "ARRAY", items: { type: "OBJECT" } },
        d: { type: "OBJECT", description: "Options. Default: {}.", default: {} },
      },
      required: ["s", "i", "l", "any", "nested", "objects"],
    });
  });

  test("string enums as Gemini's enum format; an empty string as a STRING of length 0", () => {
    const parameters = declared([
      { name: "units", type: "string", enum: ["imperial", "metric"] },
      { name: "suffix", type: "string", enum: ["", "s"] },
      { name: "none", type: "string", enum: [""] },
    ])?.parameters;
    expect(parameters?.properties).toEqual({
      units: { type: "STRING", format: "enum", enum: ["imperial", "metric"] },
      suffix: {
        anyOf: [
          { type: "STRING", format: "enum", enum: ["s"] },
          { type: "STRING", maxLength: "0" },
        ],
      },
      none: { anyOf: [{ type: "STRING", maxLength: "0" }] },
    });
  });

  test("number enums as ranges of one value, within the parameter's bounds", () => {
    const parameters = declared([
      { name: "days", type: "integer", enum: [1, 7, 30], maximum: 10, description: "Days." },
      { name: "ratio", type: "float", enum: [0.5, 2] },
    ])?.parameters;
    expect(parameters?.properties).toEqual({
      days: {
        anyOf: [
          { type: "INTEGER", minimum: 1, maximum: 1 },
          { type: "INTEGER", minimum: 7, maximum: 7 },
        ],
        description: "Days.",
      },
      ratio: {
        anyOf: [
          { type: "NUMBER", minimum: 0.5, maximum: 0.5 },
          { type: "NUMBER", minimum: 2, maximum: 2 },
        ],
      },
    });
  });

  test("no input schema: an OBJECT without properties; no parameters: none declared", () => {
    expect(declared(null)).toEqual({
      name: "t",
      description: "A tool.",
      parameters: { type: "OBJECT" },
    });
    expect(declared([])).toEqual({ name: "t", description: "A tool." });
  });

  test("a strict schema with only required parameters refuses other keys with maxProperties", () => {
    expect(declared([], { strict: true })?.parameters).toEqual({
      type: "OBJECT",
      maxProperties: "0",
    });
    expect(declared([{ name: "a", type: "string" }], { strict: true })?.parameters).toEqual({
      type: "OBJECT",
      properties: { a: { type: "STRING" } },
      required: ["a"],
      maxProperties: "1",
    });
  });

  test("what the OpenAPI subset cannot say is sent exactly as parametersJsonSchema, and reported", () => {
    const strict = tool(
      [
        { name: "a", type: "string" },
        { name: "b", type: "string", required: false },
      ],
      { name: "strict", strict: true },
    );
    const empty = tool([{ name: "n", type: "integer", enum: [5], maximum: 1 }], { name: "empty" });
    const format = geminiFormat();
    const [gemini] = format.tools([strict, empty]);
    expect(gemini?.functionDeclarations).toEqual([
      {
        name: "strict",
        description: "A tool.",
        parametersJsonSchema: {
          type: "object",
          properties: { a: { type: "string" }, b: { type: "string" } },
          required: ["a"],
          additionalProperties: false,
        },
      },
      {
        name: "empty",
        description: "A tool.",
        parametersJsonSchema: {
          type: "object",
          properties: { n: { type: "integer", enum: [5], maximum: 1 } },
          required: ["n"],
        },
      },
    ]);
    const reports = format.explain([strict, empty]);
    expect(reports.map(({ carrier, changes }) => [carrier, changes[0]?.message])).toEqual([
      [
        "parametersJsonSchema",
        "sent as parametersJsonSchema: Gemini's OpenAPI subset cannot say it (its schema is strict and has optional parameters: Gemini's schema cannot refuse other parameters (it has no 'additionalProperties'))",
      ],
      [
        "parametersJsonSchema",
        "sent as parametersJsonSchema: Gemini's OpenAPI subset cannot say it (parameter 'n' allows no value (no value of its 'enum' is within its bounds))",
      ],
    ]);
    // A keyword Gemini does not document for JSON Schema is sent, reported, and checked by kit.
    const warnings: string[] = [];
    const unique = tool([{ name: "tags", type: "list", items: "string", uniqueItems: true }]);
    geminiFormat({ onWarning: (message) => warnings.push(message) }).tools([unique]);
    expect(warnings).toEqual([
      "The gemini format declares tool 't' with constraints the provider does not hold (kit checks them): /properties/tags/uniqueItems uniqueItems",
    ]);
  });

  test("a parameter named __proto__ is an own property", () => {
    const properties = declared([{ name: "__proto__", type: "string" }])?.parameters?.properties;
    expect(Object.hasOwn(properties ?? {}, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    expect(JSON.stringify(properties)).toBe('{"__proto__":{"type":"STRING"}}');
  });

  test("every tool and parameter name Gemini refuses, at once, with the rule", () => {
    const long = `a${"b".repeat(64)}`;
    const tools = [
      tool([{ name: "ok_name", type: "string" }], { name: "ns:tool.v1-x" }),
      tool([], { name: "1starts_with_digit" }),
      tool([], { name: long }),
      tool(
        [
          { name: "has-dash", type: "string" },
          { name: "dotted.name", type: "string" },
        ],
        { name: "has space" },
      ),
    ];
    // By default (as with "throw"), every refused name at once.
    expect(() => geminiFormat().tools(tools)).toThrow(
      /^The gemini format cannot declare these names:\n/,
    );
    expect(() => geminiFormat({ onUndeclarable: "throw" }).tools(tools)).toThrow(
      new SemanticError(
        "The gemini format cannot declare these names:\n" +
          `  tool name "1starts_with_digit" must start with a letter or '_' and have at most 64 letters, digits, '_', '.', ':' or '-'\n` +
          `  tool name "${long}" must start with a letter or '_' and have at most 64 letters, digits, '_', '.', ':' or '-'\n` +
          `  tool name "has space" must start with a letter or '_' and have at most 64 letters, digits, '_', '.', ':' or '-'\n` +
          `  tool 'has space': parameter name "has-dash" must start with a letter or '_' and have at most 64 letters, digits or '_'\n` +
          `  tool 'has space': parameter name "dotted.name" must start with a letter or '_' and have at most 64 letters, digits or '_'`,
      ),
    );
    expect(() => geminiFormat().tools([tool([], { name: `_${"x".repeat(63)}` })])).not.toThrow();
    // With "skip" each such tool is left out and reported; the others are declared.
    const warnings: string[] = [];
    const [declared] = geminiFormat({
      onUndeclarable: "skip",
      onWarning: (message) => warnings.push(message),
    }).tools(tools);
    expect(declared?.functionDeclarations.map(({ name }) => name)).toEqual(["ns:tool.v1-x"]);
    expect(warnings).toEqual([
      `The gemini format left out tool '1starts_with_digit': tool name "1starts_with_digit" must start with a letter or '_' and have at most 64 letters, digits, '_', '.', ':' or '-'`,
      `The gemini format left out tool '${long}': tool name "${long}" must start with a letter or '_' and have at most 64 letters, digits, '_', '.', ':' or '-'`,
      `The gemini format left out tool 'has space': tool name "has space" must start with a letter or '_' and have at most 64 letters, digits, '_', '.', ':' or '-'; tool 'has space': parameter name "has-dash" must start with a letter or '_' and have at most 64 letters, digits or '_'; tool 'has space': parameter name "dotted.name" must start with a letter or '_' and have at most 64 letters, digits or '_'`,
    ]);
  });

  test("at most 512 declarations", () => {
    const many = Array.from({ length: 513 }, (_, index) => tool([], { name: `t${index}` }));
    expect(() => geminiFormat().tools(many)).toThrow(
      "The gemini format declares at most 512 functions, got 513 tools",
    );
    expect(geminiFormat().tools(many.slice(0, 512))[0]?.functionDeclarations).toHaveLength(512);
  });
});

describe("calls()", () => {
  const call = { id: "c1", name: "t", args: { a: 1 } };
  const expected = [{ id: "c1", name: "t", arguments: { a: 1 } }];

  test("from the response, the content, the parts or the functionCalls list", () => {
    const format = geminiFormat();
    const content = { role: "model", parts: [{ text: "hi" }, { functionCall: call }] };
    expect(format.calls({ candidates: [{ content }, { content: { parts: [] } }] })).toEqual(
      expected,
    );
    expect(format.calls(content)).toEqual(expected);
    expect(format.calls(content.parts)).toEqual(expected);
    expect(format.calls([call])).toEqual(expected);
  });

  test("nothing to call: no candidates, no content, no parts, no function call", () => {
    const format = geminiFormat();
    expect(format.calls({})).toEqual([]);
    expect(format.calls({ candidates: [] })).toEqual([]);
    expect(format.calls({ candidates: [{}] })).toEqual([]);
    expect(format.calls({ parts: [{ text: "done" } as never] })).toEqual([]);
    expect(format.calls([])).toEqual([]);
  });

  test("a call without an id or args gets a fresh unique id and {}", () => {
    const requests = geminiFormat().calls([{ name: "t" }, { name: "t", id: "" }]);
    expect(requests.map((request) => request.arguments)).toEqual([{}, {}]);
    for (const request of requests) expect(request.id).toMatch(/^kit-gemini-[0-9a-f-]{36}$/);
    expect(requests[0]?.id).not.toBe(requests[1]?.id);
  });

  test("arguments are passed as Gemini sent them, __proto__ keys included", () => {
    const args = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const [request] = geminiFormat().calls([{ id: "x", name: "t", args }]);
    expect(request?.arguments).toBe(args);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("results()", () => {
  function outcome(request: ToolCallRequest, result: ToolResult, text: string): ToolCallOutcome {
    return { request, result, text };
  }
  const success = new ToolResult({ toolName: "t", status: "success", durationMs: 1, output: {} });
  const failure = new ToolResult({
    toolName: "t",
    status: "failure",
    durationMs: 1,
    error: new Error("boom"),
  });

  test("{ output } on success and { error } on failure, in order, ids echoed", () => {
    expect(
      geminiFormat().results([
        outcome({ id: "a", name: "t", arguments: {} }, success, '{"temperature":21}'),
        outcome({ id: "b", name: "t", arguments: {} }, failure, "boom"),
        outcome({ id: "c", name: "t", arguments: {} }, success, '"plain"'),
      ]),
    ).toEqual([
      { functionResponse: { id: "a", name: "t", response: { output: { temperature: 21 } } } },
      { functionResponse: { id: "b", name: "t", response: { error: "boom" } } },
      { functionResponse: { id: "c", name: "t", response: { output: "plain" } } },
    ]);
  });

  test("a fresh id is not sent back; text that is not JSON is sent as text", () => {
    const [request] = geminiFormat().calls([{ name: "t" }]);
    const text = "(the output cannot be shown as JSON: cyclic)";
    expect(geminiFormat().results([outcome(request as ToolCallRequest, success, text)])).toEqual([
      { functionResponse: { name: "t", response: { output: text } } },
    ]);
  });

  test("long text is capped with the marker, on success and on failure", () => {
    const format = geminiFormat({ maxResultLength: 100 });
    const long = JSON.stringify({ data: "x".repeat(500) });
    const [ok, failed] = format.results([
      outcome({ id: "a", name: "t", arguments: {} }, success, long),
      outcome({ id: "b", name: "t", arguments: {} }, failure, "y".repeat(500)),
    ]);
    expect(ok?.functionResponse.response).toEqual({ output: capText(long, 100) });
    expect(failed?.functionResponse.response).toEqual({ error: capText("y".repeat(500), 100) });
    expect(capText(long, 100)).toMatch(/\n\[truncated: shown \d+ of 511 characters\]$/);
  });

  test("a bad maxResultLength is a RangeError when the format is made", () => {
    expect(() => geminiFormat({ maxResultLength: 10 })).toThrow(RangeError);
  });
});
