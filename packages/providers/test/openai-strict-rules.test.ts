// The strict-rules checker the corpus and parity tests hold OpenAI's strict declarations to: it
// finds what it is for, and takes what the formats declare.
import { expect, test } from "vitest";
import { openAIChatFormat } from "../src/openai-chat-format";
import { openAIStrictProblems } from "./openai-strict-rules";
import { toolWith } from "./tools";

test("each broken rule, at its pointer", () => {
  expect(
    openAIStrictProblems({
      type: "object",
      properties: {
        open: { type: "object", properties: { a: { type: "string" } }, required: [] },
        any: {},
        list: { type: "array" },
        said: { type: "string", default: "x", format: "uri" },
      },
      required: ["open", "any", "list", "said"],
      additionalProperties: false,
    }),
  ).toEqual([
    "/properties/open: an object without additionalProperties: false",
    "/properties/open: an object whose required does not list every property",
    "/properties/any: a value without a type",
    "/properties/list: a list without items",
    "/properties/said: 'default' is not taken",
    "/properties/said: the format 'uri' is not taken",
  ]);
  let deep: object = { type: "string" };
  for (let level = 0; level < 11; level += 1) deep = { type: "array", items: deep };
  expect(
    openAIStrictProblems({
      type: "object",
      properties: { deep },
      required: ["deep"],
      additionalProperties: false,
    }),
  ).toEqual([": more than 10 levels of nesting"]);
});

test("a strict declaration with optional keys and a dictionary as entries follows them", () => {
  const tool = toolWith("t", {
    parameters: [
      { name: "labels", type: "dictionary", additionalProperties: { type: "string" } },
      { name: "note", type: "string", required: false, default: "none" },
    ],
  });
  const [declared] = openAIChatFormat().tools([tool]);
  expect(declared?.function.strict).toBe(true);
  expect(openAIStrictProblems(declared?.function.parameters as object)).toEqual([]);
});
