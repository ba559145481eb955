// What each format declares is what dispatch enforces: the parity property of
// parity-support.ts for the OpenAI Chat, OpenAI Responses and Anthropic formats, at least
// 10,000 values per format and run (the Gemini format's run is in gemini-parity.test.ts), with
// the one exception parity-support.ts states (OpenAI strict declarations of schemas that are not
// strict refuse the unknown keys that dispatch drops).
// Their declarations carry no `$schema`: they are read as draft-07, ajv's default draft.
import { defineTool, ToolDispatcher, ToolRegistry } from "@kit/tools";
import Ajv from "ajv";
import { describe, expect, test } from "vitest";
import { type AnthropicTool, anthropicFormat } from "../src/anthropic-format";
import type { JSONSchemaParameters } from "../src/json-schema-parameters";
import { type OpenAIChatTool, openAIChatFormat } from "../src/openai-chat-format";
import { type OpenAIResponsesTool, openAIResponsesFormat } from "../src/openai-responses-format";
import { openAIStrictProblems } from "./openai-strict-rules";
import { type ParityFormat, runParity, TOOL_NAME } from "./parity-support";

function draft07(): ParityFormat["compile"] {
  // ownProperties: a JSON object has only own keys; `constructor` is not found on its prototype.
  const ajv = new Ajv({ strict: false, allErrors: false, ownProperties: true });
  return (schema) => ajv.compile(schema);
}

const formats: readonly (readonly [string, ParityFormat])[] = [
  [
    "openai-chat",
    {
      make: (strict, onWarning) => openAIChatFormat({ strict, onWarning, onUndeclarable: "throw" }),
      strictNulls: true,
      strictProblems: openAIStrictProblems,
      declared: (declaration) => {
        const { parameters, strict } = (declaration as OpenAIChatTool).function;
        return { schema: parameters, strict };
      },
      reply: (calls) => ({
        choices: [
          {
            message: {
              role: "assistant",
              tool_calls: calls.map(({ id, text }) => ({
                id,
                type: "function",
                function: { name: TOOL_NAME, arguments: text },
              })),
            },
          },
        ],
      }),
      compile: draft07(),
    },
  ],
  [
    "openai-responses",
    {
      make: (strict, onWarning) =>
        openAIResponsesFormat({ strict, onWarning, onUndeclarable: "throw" }),
      strictNulls: true,
      strictProblems: openAIStrictProblems,
      declared: (declaration) => {
        const { parameters, strict } = declaration as OpenAIResponsesTool;
        return { schema: parameters, strict };
      },
      reply: (calls) => ({
        output: calls.map(({ id, text }) => ({
          type: "function_call",
          id: `fc_${id}`,
          call_id: id,
          name: TOOL_NAME,
          arguments: text,
        })),
      }),
      compile: draft07(),
    },
  ],
  [
    "anthropic",
    {
      make: (strict, onWarning) => anthropicFormat({ strict, onWarning, onUndeclarable: "throw" }),
      declared: (declaration) => ({
        schema: (declaration as AnthropicTool).input_schema satisfies JSONSchemaParameters,
        strict: (declaration as AnthropicTool).strict === true,
      }),
      reply: (calls) => ({
        role: "assistant",
        content: calls.map(({ id, text }) => ({
          type: "tool_use",
          id,
          name: TOOL_NAME,
          input: JSON.parse(text),
        })),
      }),
      compile: draft07(),
    },
  ],
];

describe.each(formats)("%s", (name, format) => {
  test("ajv on the declared schema and dispatch accept the same arguments", async () => {
    const counts = await runParity(format);
    expect(counts.cases).toBeGreaterThanOrEqual(10_000);
    // Nested definitions are a fair share, and these formats say every one of them exactly.
    expect(counts.nested).toBeGreaterThan(counts.declared / 5);
    if (name === "anthropic") {
      // Anthropic's strict declarations say bounds and lengths in the description (kit checks
      // them): those are seen, and kit refuses values the bare declaration lets through.
      // (OpenAI's loosen only `uniqueItems`, which few generated schemas have:
      // src/internal/openai-strict.test.ts shows it.)
      expect(counts.loose).toBeGreaterThan(counts.declared / 10);
      expect(counts.looserAccepted).toBeGreaterThan(0);
      expect(counts.strict).toBeGreaterThan(counts.declared / 20);
      expect(counts.strictNested).toBeGreaterThan(counts.nested / 10);
      // Dictionaries of caller-chosen keys are said as lists of entries here too.
      expect(counts.entries).toBeGreaterThan(counts.declared / 50);
      expect(counts.strictEntries).toBeGreaterThan(0);
      return;
    }
    // The OpenAI formats declare strict where a schema fits the strict subset: some do, schemas
    // that are not strict among them, and the exception they make (unknown keys refused by the
    // declaration, dropped by dispatch) is seen.
    expect(counts.strict).toBeGreaterThan(counts.declared / 20);
    expect(counts.looseDeclaredStrict).toBeGreaterThan(counts.strict / 10);
    expect(counts.unknownKeysRefused).toBeGreaterThan(0);
    // Nested schemas closed at every level are declared strict too.
    expect(counts.strictNested).toBeGreaterThan(counts.nested / 10);
    // Dictionaries of caller-chosen keys are said as lists of entries, in strict declarations too.
    expect(counts.entries).toBeGreaterThan(counts.declared / 50);
    expect(counts.strictEntries).toBeGreaterThan(0);
  });
});

// Found by the property: dispatch reads a string as JSON text, so an `input` of "" was `{}` and
// one of '{"a":1}' an object, where the declared schema refuses any string.
test("an Anthropic input that is a string is refused as a string, not read as JSON text", async () => {
  const registry = new ToolRegistry();
  registry.register(defineTool({ name: TOOL_NAME, execute: () => ({}) }));
  const calls = anthropicFormat().calls({
    content: [
      { type: "tool_use", id: "toolu_1", name: TOOL_NAME, input: "" },
      { type: "tool_use", id: "toolu_2", name: TOOL_NAME, input: "{}" },
    ],
  });
  const outcomes = await new ToolDispatcher(registry).dispatchAll(calls);
  expect(outcomes.map((outcome) => outcome.result.status)).toEqual(["failure", "failure"]);
  for (const outcome of outcomes) {
    expect(outcome.text).toContain("Expected a dictionary of parameters, got 'string'");
  }
});
