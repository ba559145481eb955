// A schema's `requires` (which parameters go together: JSON Schema `if`/`then`/`else` and `allOf`
// of `anyOf` of `required`) declared by every format without throwing: OpenAI and Anthropic not
// strict (their strict modes take neither), with the reason in the report; Gemini as
// parametersJsonSchema, the rules reported loosened. kit checks the rules at dispatch either way.
import { ToolSchema } from "@kit/schema";
import { defineTool, ToolDispatcher, ToolRegistry } from "@kit/tools";
import { describe, expect, test } from "vitest";
import {
  anthropicFormat,
  geminiFormat,
  openAIChatFormat,
  openAIResponsesFormat,
} from "../src/index";

const contact = defineTool({
  name: "contact",
  inputSchema: new ToolSchema(
    [
      { name: "contactMethod", type: "string", required: false, enum: ["phone", "email"] },
      { name: "phone", type: "string", required: false },
      { name: "email", type: "string", required: false },
    ],
    {
      strict: true,
      requires: [
        { atLeastOneOf: ["phone", "email"] },
        {
          when: [{ name: "contactMethod", const: "phone" }],
          required: ["phone"],
          otherwise: ["email"],
        },
      ],
    },
  ),
  execute: () => ({}),
});

const RULES = {
  if: { properties: { contactMethod: { const: "phone" } }, required: ["contactMethod"] },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
  then: { required: ["phone"] },
  else: { required: ["email"] },
  allOf: [{ anyOf: [{ required: ["phone"] }, { required: ["email"] }] }],
};

describe("OpenAI", () => {
  test("not strict, the reason said; a null for an optional key counts as absent in the rules", () => {
    for (const format of [openAIChatFormat(), openAIResponsesFormat()]) {
      const [report] = format.explain([contact]);
      expect(report?.strict).toBe(false);
      expect(report?.notStrictBecause).toContain("'if', which strict mode does not take");
      expect(report?.notStrictBecause).toContain("'allOf', which strict mode does not take");
    }
    const [tool] = openAIChatFormat().tools([contact]);
    expect(tool?.function.strict).toBe(false);
    expect(tool?.function.parameters).toMatchObject({
      if: {
        properties: { contactMethod: { const: "phone", not: { type: "null" } } },
        required: ["contactMethod"],
      },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
      then: { required: ["phone"], properties: { phone: { not: { type: "null" } } } },
      else: { required: ["email"], properties: { email: { not: { type: "null" } } } },
      allOf: [
        {
          anyOf: [
            { required: ["phone"], properties: { phone: { not: { type: "null" } } } },
            { required: ["email"], properties: { email: { not: { type: "null" } } } },
          ],
        },
      ],
    });
  });

  test("with the strict option off: the exact schema", () => {
    const [tool] = openAIChatFormat({ strict: false }).tools([contact]);
    expect(tool?.function.parameters).toMatchObject(RULES);
  });

  test("dispatch reads a null as absent and tells the model the rule", async () => {
    const format = openAIChatFormat();
    const registry = new ToolRegistry();
    registry.register(contact);
    const requests = format.calls({
      choices: [
        {
          message: {
            role: "assistant",
            tool_calls: [
              {
                id: "call_1",
                type: "function",
                function: {
                  name: "contact",
                  arguments: '{"contactMethod":"phone","phone":null,"email":"a@b.c"}',
                },
              },
            ],
          },
        },
      ],
    } as never);
    const [outcome] = await new ToolDispatcher(registry).dispatchAll(requests);
    expect(outcome?.result.status).toBe("failure");
    expect(outcome?.text).toContain(
      "Missing required parameter: 'phone' (required when 'contactMethod' is 'phone')",
    );
  });
});

test("Anthropic: not strict (its strict mode takes no conditionals), the exact schema", () => {
  const format = anthropicFormat();
  const [tool] = format.tools([contact]);
  expect(tool?.strict).toBeUndefined();
  expect(tool?.input_schema).toMatchObject(RULES);
  expect(format.explain([contact])[0]?.notStrictBecause).toContain("'if'");
});

test("Gemini: parametersJsonSchema with the rules, reported loosened (kit checks them)", () => {
  const format = geminiFormat();
  const [tool] = format.tools([contact]);
  expect(tool?.functionDeclarations[0]?.parametersJsonSchema).toMatchObject(RULES);
  const [report] = format.explain([contact]);
  expect(report?.carrier).toBe("parametersJsonSchema");
  const loosened = report?.changes.filter((change) => change.kind === "loosened");
  expect(loosened?.map((change) => change.keyword)).toEqual(["if", "then", "else", "allOf"]);
});
