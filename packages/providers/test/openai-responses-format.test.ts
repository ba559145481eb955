// The OpenAI Responses format through the public entry.
import { SemanticError, ToolDispatcher, ToolRegistry } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { openAIChatFormat, openAIResponsesFormat } from "../src/index";
import { broken, fetchWeather, toolWith } from "./tools";

describe("tools()", () => {
  test("declares flat functions, with the same parameters and strict decision as Chat", () => {
    const tools = [fetchWeather, toolWith("anything"), toolWith("plain", { parameters: [] })];
    for (const strict of [true, false]) {
      const chat = openAIChatFormat({ strict }).tools(tools);
      expect(openAIResponsesFormat({ strict }).tools(tools)).toEqual(
        chat.map((tool) => ({ type: "function", ...tool.function })),
      );
    }
    expect(openAIResponsesFormat().tools([toolWith("anything")])).toEqual([
      {
        type: "function",
        name: "anything",
        parameters: { type: "object", properties: {}, required: [] },
        strict: false,
      },
    ]);
  });

  test("refuses the tool names OpenAI refuses", () => {
    expect(() =>
      openAIResponsesFormat({ onUndeclarable: "throw" }).tools([toolWith("a.b")]),
    ).toThrow(
      `The openai-responses format cannot declare these names:\n  tool name "a.b" must be 1 to 64 letters, digits, '_' or '-'`,
    );
    expect(() => openAIResponsesFormat({ onUndeclarable: "throw" }).tools([toolWith("")])).toThrow(
      SemanticError,
    );
  });
});

describe("calls()", () => {
  const output = [
    { type: "reasoning", id: "rs_1", summary: [] },
    { type: "function_call", id: "fc_1", call_id: "call_1", name: "a", arguments: "{}" },
    { type: "message", id: "msg_1", role: "assistant", content: [] },
    { type: "function_call", id: "fc_2", call_id: "call_2", name: "b", arguments: "" },
  ];

  test("reads the function_call items of a response or of its output, by call_id, in order", () => {
    const expected = [
      {
        id: "call_1",
        name: "a",
        arguments: "{}",
        nullMeansAbsent: true,
        dictionariesAsEntries: true,
      },
      {
        id: "call_2",
        name: "b",
        arguments: "",
        nullMeansAbsent: true,
        dictionariesAsEntries: true,
      },
    ];
    expect(openAIResponsesFormat().calls({ output })).toEqual(expected);
    expect(openAIResponsesFormat().calls(output)).toEqual(expected);
    expect(openAIResponsesFormat({ strict: false }).calls(output.slice(0, 2))).toEqual([
      { id: "call_1", name: "a", arguments: "{}" },
    ]);
  });

  test("throws a TypeError for something that is no reply", () => {
    expect(() => openAIResponsesFormat().calls({} as never)).toThrow(
      new TypeError("The openai-responses format's calls() takes a Response or its output items"),
    );
  });
});

describe("results()", () => {
  test("one function_call_output per outcome, in order, capped", async () => {
    const registry = new ToolRegistry();
    registry.register(broken);
    registry.register(toolWith("echo", { parameters: [{ name: "text", type: "string" }] }));
    const format = openAIResponsesFormat({ maxResultLength: 100 });
    const outcomes = await new ToolDispatcher(registry).dispatchAll(
      format.calls([
        {
          type: "function_call",
          call_id: "c1",
          name: "echo",
          arguments: `{"text":"${"z".repeat(200)}"}`,
        },
        { type: "function_call", call_id: "c2", name: "broken", arguments: "{}" },
      ]),
    );
    expect(format.results(outcomes)).toEqual([
      {
        type: "function_call_output",
        call_id: "c1",
        output: `{"text":"${"z".repeat(50)}\n[truncated: shown 59 of 211 characters]`,
      },
      { type: "function_call_output", call_id: "c2", output: outcomes[1]?.text },
    ]);
  });
});
