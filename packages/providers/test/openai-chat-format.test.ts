// The OpenAI Chat Completions format through the public entry.
import { SemanticError, ToolDispatcher, ToolRegistry } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { openAIChatFormat } from "../src/index";
import {
  broken,
  FETCH_WEATHER_PARAMETERS,
  FETCH_WEATHER_STRICT_PARAMETERS,
  fetchWeather,
  toolWith,
} from "./tools";

describe("tools()", () => {
  test("declares a function with every field, strict where the schema allows it", () => {
    const open = toolWith("search", { parameters: [{ name: "q", type: "string" }] }, "Search.");
    const anything = toolWith("anything");
    expect(openAIChatFormat().tools([fetchWeather, open, anything])).toEqual([
      {
        type: "function",
        function: {
          name: "fetch_weather",
          description: "Current weather of a city.",
          parameters: FETCH_WEATHER_STRICT_PARAMETERS,
          strict: true,
        },
      },
      {
        type: "function",
        // A schema that is not strict is declared strict too: the declaration refuses the
        // unknown keys that dispatch would drop.
        function: {
          name: "search",
          description: "Search.",
          parameters: {
            type: "object",
            properties: { q: { type: "string" } },
            required: ["q"],
            additionalProperties: false,
          },
          strict: true,
        },
      },
      {
        // No input schema: the tool gets every key, which strict mode cannot say.
        type: "function",
        function: {
          name: "anything",
          parameters: { type: "object", properties: {}, required: [] },
          strict: false,
        },
      },
    ]);
  });

  test("a not-strict schema declared strict: a reply that still has an unknown key has it dropped", async () => {
    const registry = new ToolRegistry();
    registry.register(
      toolWith("search", {
        parameters: [
          { name: "q", type: "string" },
          { name: "limit", type: "integer", required: false, default: 10 },
        ],
      }),
    );
    const format = openAIChatFormat();
    expect(format.tools(registry)[0]?.function).toMatchObject({
      strict: true,
      parameters: { required: ["q", "limit"], additionalProperties: false },
    });
    // OpenAI never sends this under strict mode; a replayed or hand-written reply can.
    const calls = format.calls([
      {
        id: "call_1",
        type: "function",
        function: { name: "search", arguments: '{"q":"kit","limit":null,"page":2}' },
      },
    ]);
    const [outcome] = await new ToolDispatcher(registry).dispatchAll(calls);
    expect(outcome?.result.status).toBe("success");
    expect(outcome?.text).toBe('{"q":"kit","limit":10}');
  });

  test("a non-strict declaration of a strict format keeps optional parameters nullable", () => {
    const tool = toolWith("t", {
      parameters: [
        { name: "d", type: "dictionary", required: false },
        { name: "l", type: "list", required: false, default: [] },
      ],
    });
    expect(openAIChatFormat().tools([tool])[0]?.function).toEqual({
      name: "t",
      parameters: {
        type: "object",
        properties: {
          d: { type: ["object", "null"] },
          l: { type: ["array", "null"], default: [], items: {} },
        },
        required: [],
      },
      strict: false,
    });
  });

  test("strict: false declares every tool non-strict, with the schema as it is", () => {
    expect(openAIChatFormat({ strict: false }).tools([fetchWeather])[0]?.function).toEqual({
      name: "fetch_weather",
      description: "Current weather of a city.",
      parameters: FETCH_WEATHER_PARAMETERS,
      strict: false,
    });
  });

  test("takes a registry, in registration order", () => {
    const registry = new ToolRegistry();
    registry.register(broken);
    registry.register(fetchWeather);
    expect(
      openAIChatFormat()
        .tools(registry)
        .map((tool) => tool.function.name),
    ).toEqual(["broken", "fetch_weather"]);
  });

  test("refuses the tool names OpenAI refuses, every one at once", () => {
    const tools = [toolWith("ok"), toolWith("has space"), toolWith("x".repeat(65))];
    let thrown: unknown;
    try {
      openAIChatFormat({ onUndeclarable: "throw" }).tools(tools);
    } catch (error) {
      thrown = error;
    }
    expect(SemanticError.isInstance(thrown)).toBe(true);
    expect((thrown as Error).message).toBe(
      "The openai-chat format cannot declare these names:\n" +
        `  tool name "has space" must be 1 to 64 letters, digits, '_' or '-'\n` +
        `  tool name "${"x".repeat(65)}" must be 1 to 64 letters, digits, '_' or '-'`,
    );
  });
});

describe("calls()", () => {
  const toolCalls = [
    { id: "call_1", type: "function", function: { name: "a", arguments: '{"x":1}' } },
    { id: "call_2", type: "custom", custom: { name: "grammar", input: "text" } },
    { id: "call_3", type: "function", function: { name: "b", arguments: "{broken" } },
  ];
  const expected = [
    {
      id: "call_1",
      name: "a",
      arguments: '{"x":1}',
      nullMeansAbsent: true,
      dictionariesAsEntries: true,
    },
    {
      id: "call_3",
      name: "b",
      arguments: "{broken",
      nullMeansAbsent: true,
      dictionariesAsEntries: true,
    },
  ];

  test("reads the function calls of a completion, its message or its tool_calls, in order", () => {
    const message = { role: "assistant", content: null, tool_calls: toolCalls };
    const format = openAIChatFormat();
    expect(format.calls({ choices: [{ message }] })).toEqual(expected);
    expect(format.calls(message)).toEqual(expected);
    expect(format.calls(toolCalls)).toEqual(expected);
  });

  test("a reply without calls has none; without strict, calls are not marked for nulls", () => {
    const format = openAIChatFormat({ strict: false });
    expect(format.calls({ choices: [] })).toEqual([]);
    expect(format.calls({ tool_calls: null })).toEqual([]);
    expect(format.calls({ choices: [{ message: {} }] })).toEqual([]);
    expect(format.calls(toolCalls.slice(0, 1))).toEqual([
      { id: "call_1", name: "a", arguments: '{"x":1}' },
    ]);
  });

  test("takes the first choice's calls", () => {
    const second = { tool_calls: toolCalls.slice(2) };
    expect(
      openAIChatFormat().calls({
        choices: [{ message: { tool_calls: toolCalls.slice(0, 1) } }, { message: second }],
      }),
    ).toEqual([expected[0]]);
  });

  test("throws a TypeError for something that is no reply", () => {
    expect(() => openAIChatFormat().calls(null as never)).toThrow(
      new TypeError(
        "The openai-chat format's calls() takes a ChatCompletion, an assistant message or its tool_calls",
      ),
    );
  });
});

describe("results()", () => {
  test("one tool message per outcome, in order, with the call ids", async () => {
    const registry = new ToolRegistry();
    registry.register(fetchWeather);
    registry.register(broken);
    const format = openAIChatFormat();
    const outcomes = await new ToolDispatcher(registry).dispatchAll(
      format.calls([
        { id: "c1", type: "function", function: { name: "broken", arguments: "" } },
        {
          id: "c2",
          type: "function",
          function: {
            name: "fetch_weather",
            arguments: '{"city":"Oslo","country":null,"units":null,"days":null}',
          },
        },
      ]),
    );
    expect(format.results(outcomes)).toEqual([
      { role: "tool", tool_call_id: "c1", content: outcomes[0]?.text },
      {
        role: "tool",
        tool_call_id: "c2",
        content: '{"city":"Oslo","country":"US","units":"metric","days":1,"temperature":21.5}',
      },
    ]);
    expect(outcomes[0]?.text).toContain("the service is down");
  });

  test("caps a long result's text at maxResultLength, with the marker", async () => {
    const registry = new ToolRegistry();
    registry.register(toolWith("echo", { parameters: [{ name: "text", type: "string" }] }));
    const format = openAIChatFormat({ maxResultLength: 200 });
    const outcomes = await new ToolDispatcher(registry).dispatchAll([
      { id: "c", name: "echo", arguments: { text: "y".repeat(1_000) } },
    ]);
    const [message] = format.results(outcomes);
    expect(message?.content).toHaveLength(200);
    expect(message?.content).toBe(
      `{"text":"${"y".repeat(149)}\n[truncated: shown 158 of 1011 characters]`,
    );
  });

  test("refuses a bad maxResultLength when made", () => {
    expect(() => openAIChatFormat({ maxResultLength: 10 })).toThrow(RangeError);
  });
});
