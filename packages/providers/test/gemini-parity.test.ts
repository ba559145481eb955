// What the Gemini format declares is what dispatch enforces: the parity property of
// parity-support.ts, with ajv on the declaration's JSON Schema (its `parametersJsonSchema`, or the
// faithful translation of its OpenAPI `parameters`, gemini-to-json-schema.ts), at least 10,000
// values per run, nested definitions among them. What Gemini's OpenAPI subset cannot say exactly
// (a strict schema or closed dictionary with optional keys, what other keys of a dictionary
// hold, unique items, a boolean const, a format) goes in `parametersJsonSchema`, exactly; the
// keywords Gemini does not document there are counted as loosened (kit checks them).
import { defineTool, ToolDispatcher, ToolRegistry } from "@kit/tools";
import Ajv2020 from "ajv/dist/2020";
import { expect, test } from "vitest";
import { type GeminiTool, geminiFormat } from "../src/gemini-format";
import { geminiDeclarationToJSONSchema } from "./gemini-to-json-schema";
import { type ParityFormat, runParity, TOOL_NAME } from "./parity-support";

const ajv = new Ajv2020({ strict: false, allErrors: false, ownProperties: true });

const gemini: ParityFormat = {
  make: (_, onWarning) => geminiFormat({ onWarning, onUndeclarable: "throw" }),
  declared: (declaration) => {
    const [functionDeclaration] = (declaration as GeminiTool).functionDeclarations;
    if (functionDeclaration === undefined) throw new Error("no function declaration");
    const schema =
      functionDeclaration.parametersJsonSchema ??
      geminiDeclarationToJSONSchema(functionDeclaration);
    return { schema, strict: false };
  },
  reply: (calls) => ({
    candidates: [
      {
        content: {
          role: "model",
          parts: calls.map(({ id, text }) => ({
            functionCall: { id, name: TOOL_NAME, args: JSON.parse(text) },
          })),
        },
      },
    ],
  }),
  compile: (schema) => ajv.compile(schema),
  // `args` is a protobuf Struct: a null there is the absent message, which the format reads as {}.
  nullArguments: false,
};

test("ajv on the declaration's JSON Schema and dispatch accept the same arguments", async () => {
  const counts = await runParity(gemini);
  expect(counts.cases).toBeGreaterThanOrEqual(10_000);
  expect(counts.nested).toBeGreaterThan(counts.declared / 5);
  // Many schemas are said in the OpenAPI subset, the others (closed dictionaries with optional
  // keys, what other keys hold, unique items, a boolean const, a format) in JSON Schema: all
  // exactly, both ways; what Gemini does not document holding the model to is counted.
  expect(counts.declared - counts.loose).toBeGreaterThan(counts.declared / 3);
  expect(counts.loose).toBeGreaterThan(counts.declared / 20);
});

// Found by the property: dispatch reads a string as JSON text, so `args` of "" was `{}` and
// '{"a":1}' an object, where the declared schema refuses any string.
test("Gemini args that are a string are refused as a string, not read as JSON text", async () => {
  const registry = new ToolRegistry();
  registry.register(defineTool({ name: TOOL_NAME, execute: () => ({}) }));
  const calls = geminiFormat().calls([
    { id: "1", name: TOOL_NAME, args: "" as never },
    { id: "2", name: TOOL_NAME, args: "{}" as never },
  ]);
  const outcomes = await new ToolDispatcher(registry).dispatchAll(calls);
  expect(outcomes.map((outcome) => outcome.result.status)).toEqual(["failure", "failure"]);
  for (const outcome of outcomes) {
    expect(outcome.text).toContain("Expected a dictionary of parameters, got 'string'");
  }
});
