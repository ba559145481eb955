import { ToolSchema } from "@kit/schema";
// The Anthropic Messages format through the public entry.
import { defineTool, SemanticError, ToolDispatcher, ToolRegistry } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { anthropicFormat } from "../src/index";
import { broken, FETCH_WEATHER_PARAMETERS, fetchWeather, toolWith } from "./tools";

describe("tools()", () => {
  test("declares name, description and the schema's own JSON Schema without $schema", () => {
    expect(anthropicFormat({ strict: false }).tools([fetchWeather, toolWith("anything")])).toEqual([
      {
        name: "fetch_weather",
        description: "Current weather of a city.",
        input_schema: FETCH_WEATHER_PARAMETERS,
      },
      { name: "anything", input_schema: { type: "object", properties: {}, required: [] } },
    ]);
  });

  test("strict where the strict subset fits: objects closed, bounds in the description; input_examples", () => {
    const format = anthropicFormat();
    const [weather, anything] = format.tools([fetchWeather, toolWith("anything")]);
    expect(weather?.strict).toBe(true);
    expect(weather?.input_schema.additionalProperties).toBe(false);
    expect(weather?.input_schema.properties.days).toEqual({
      type: "integer",
      description: "At least 1. At most 16.",
    });
    expect(anything).toEqual({
      name: "anything",
      input_schema: { type: "object", properties: {}, required: [] },
    });
    const [report, other] = format.explain([fetchWeather, toolWith("anything")]);
    expect(report?.strict).toBe(true);
    expect(report?.changes.map(({ kind, path }) => [kind, path])).toEqual([
      ["loosened", "/properties/days/minimum"],
      ["loosened", "/properties/days/maximum"],
    ]);
    expect(other?.notStrictBecause).toBe("the tool takes any dictionary");
    // A schema whose JSON Schema has examples: the ones it accepts are input_examples.
    class WithExamples extends ToolSchema {
      override toJSONSchema(): ReturnType<ToolSchema["toJSONSchema"]> {
        const examples = [{ city: "Oslo" }, { days: 2 }];
        return { ...super.toJSONSchema(), examples } as ReturnType<ToolSchema["toJSONSchema"]>;
      }
    }
    const withExamples = new WithExamples([{ name: "city", type: "string" }]);
    const [declared] = format.tools([toolWith("examples", withExamples as never)]);
    expect(declared?.input_examples).toEqual([{ city: "Oslo" }]);
  });

  test("keeps lists and dictionaries as JSON Schema has them", () => {
    const tool = toolWith("t", {
      parameters: [
        { name: "l", type: "list" },
        { name: "d", type: "dictionary", required: false },
      ],
    });
    expect(anthropicFormat().tools([tool])[0]?.input_schema).toEqual({
      type: "object",
      properties: { l: { type: "array" }, d: { type: "object" } },
      required: ["l"],
    });
  });

  test("refuses tool and parameter names Anthropic refuses, every one at once", () => {
    const tools = [
      toolWith("bad name", { parameters: [{ name: "ok.dotted", type: "string" }] }),
      toolWith("good", {
        parameters: [
          { name: "filter[id]", type: "string" },
          { name: "p".repeat(65), type: "string" },
        ],
      }),
    ];
    let thrown: unknown;
    try {
      anthropicFormat({ onUndeclarable: "throw" }).tools(tools);
    } catch (error) {
      thrown = error;
    }
    expect(SemanticError.isInstance(thrown)).toBe(true);
    expect((thrown as Error).message).toBe(
      "The anthropic format cannot declare these names:\n" +
        `  tool name "bad name" must be 1 to 64 letters, digits, '_' or '-'\n` +
        `  tool 'good': parameter name "filter[id]" must be 1 to 64 letters, digits, '_', '.' or '-'\n` +
        `  tool 'good': parameter name "${"p".repeat(65)}" must be 1 to 64 letters, digits, '_', '.' or '-'`,
    );
  });
});

describe("calls()", () => {
  const content = [
    { type: "text", text: "Let me check." },
    { type: "tool_use", id: "toolu_1", name: "a", input: { x: 1 } },
    { type: "tool_use", id: "toolu_2", name: "b", input: {} },
  ];
  const expected = [
    { id: "toolu_1", name: "a", arguments: { x: 1 } },
    { id: "toolu_2", name: "b", arguments: {} },
  ];

  test("reads the tool_use blocks of a message or of its content, in order, never marked for nulls", () => {
    // Marked for entry lists under the strict option (dictionaries declared as entries).
    const marked = expected.map((request) => ({ ...request, dictionariesAsEntries: true }));
    expect(anthropicFormat().calls({ role: "assistant", content } as never)).toEqual(marked);
    expect(anthropicFormat().calls(content)).toEqual(marked);
    expect(anthropicFormat({ strict: false }).calls(content)).toEqual(expected);
    expect(anthropicFormat().calls({ content: "plain text" })).toEqual([]);
  });

  test("a dictionary of caller-chosen keys: declared as entries, strict, read back, examples too", async () => {
    class WithExamples extends ToolSchema {
      override toJSONSchema(): ReturnType<ToolSchema["toJSONSchema"]> {
        const examples = [{ labels: { color: "red" } }];
        return { ...super.toJSONSchema(), examples } as ReturnType<ToolSchema["toJSONSchema"]>;
      }
    }
    const tool = defineTool({
      name: "tag",
      inputSchema: new WithExamples([
        { name: "labels", type: "dictionary", additionalProperties: { type: "string" } },
      ]),
      execute: (input) => input,
    });
    const format = anthropicFormat();
    const [declared] = format.tools([tool]);
    expect(declared?.strict).toBe(true);
    expect(declared?.input_schema.properties.labels?.type).toBe("array");
    expect(declared?.input_examples).toEqual([{ labels: [{ key: "color", value: "red" }] }]);
    const registry = new ToolRegistry();
    registry.register(tool);
    const calls = format.calls([
      {
        type: "tool_use",
        id: "toolu_1",
        name: "tag",
        input: { labels: [{ key: "color", value: "red" }] },
      },
    ]);
    const [outcome] = await new ToolDispatcher(registry).dispatchAll(calls);
    expect(outcome?.text).toBe('{"labels":{"color":"red"}}');
    const [exact] = anthropicFormat({ strict: false }).tools([tool]);
    expect(exact?.input_schema.properties.labels?.type).toBe("object");
    expect(exact?.input_examples).toEqual([{ labels: { color: "red" } }]);
  });

  test("throws a TypeError for something that is no reply", () => {
    expect(() => anthropicFormat().calls({ content: 1 } as never)).toThrow(
      new TypeError("The anthropic format's calls() takes a Message or its content blocks"),
    );
  });
});

describe("results()", () => {
  test("tool_result blocks in order, is_error only on failure, capped", async () => {
    const registry = new ToolRegistry();
    registry.register(fetchWeather);
    registry.register(broken);
    const format = anthropicFormat({ maxResultLength: 100 });
    const outcomes = await new ToolDispatcher(registry).dispatchAll([
      { id: "t1", name: "fetch_weather", arguments: { city: "Oslo" } },
      { id: "t2", name: "broken", arguments: {} },
      { id: "t3", name: "fetch_wether", arguments: {} },
    ]);
    const blocks = format.results(outcomes);
    expect(blocks).toEqual([
      {
        type: "tool_result",
        tool_use_id: "t1",
        content: '{"city":"Oslo","country":"US","units":"metric","days":1,"temperature":21.5}',
      },
      { type: "tool_result", tool_use_id: "t2", content: outcomes[1]?.text, is_error: true },
      {
        type: "tool_result",
        tool_use_id: "t3",
        content:
          "Unknown tool 'fetch_wether'. Did you mean 'fetch_weather'? Available tools: fetch_weather, broken.",
        is_error: true,
      },
    ]);
    expect(Object.hasOwn(blocks[0] ?? {}, "is_error")).toBe(false);
  });
});
