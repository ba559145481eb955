// The corpus of real MCP tool schemas (reliability/corpus/mcp-tool-schemas.json) through every
// format: each input schema that ToolSchema.fromJSONSchema imports is declared by all four
// formats (the only refusals allowed are the providers' name rules, each listed), and each
// declaration, judged by ajv as the provider receives it, accepts every generated value and every
// default and example of the corpus that kit accepts. The count of schemas served by every format
// is printed and held to a floor.
import { readFileSync } from "node:fs";
import { SchemaDefinitionError, ToolSchema } from "@kit/schema";
import { type AnyTool, defineTool, SemanticError, ToolRegistry } from "@kit/tools";
import Ajv, { type ValidateFunction } from "ajv";
import Ajv2020 from "ajv/dist/2020";
import fc from "fast-check";
import { expect, test } from "vitest";
import { objectOf, ownValues } from "../../../reliability/src/corpus/corpus-values";
import { anthropicFormat } from "../src/anthropic-format";
import { geminiFormat } from "../src/gemini-format";
import { strictBlocker } from "../src/internal/openai-strict";
import { openAIChatFormat } from "../src/openai-chat-format";
import { openAIResponsesFormat } from "../src/openai-responses-format";
import { geminiDeclarationToJSONSchema } from "./gemini-to-json-schema";

interface CorpusEntry {
  readonly server: string;
  readonly tool: string;
  readonly inputSchema: Readonly<Record<string, unknown>>;
}

const entries: readonly CorpusEntry[] = JSON.parse(
  readFileSync(
    new URL("../../../reliability/corpus/mcp-tool-schemas.json", import.meta.url),
    "utf8",
  ),
);

/** Schemas served back by all four formats: a floor (95% of the corpus is the goal). */
const SERVED_FLOOR = 553;
const VALUES_PER_SCHEMA = 20;

// Formats are annotations here (no ajv-formats): a declaration is never judged stricter than it is.
const options = {
  strict: false,
  allowUnionTypes: true,
  ownProperties: true,
  logger: false,
} as const;
const draft07 = new Ajv(options);
const draft2020 = new Ajv2020(options);

interface Declared {
  readonly format: string;
  readonly check: ValidateFunction;
  /** OpenAI strict: the model sends every key, `null` for an optional one, and no other key. */
  readonly strict: boolean;
}

function declarations(tool: AnyTool, warnings: string[]): Declared[] {
  const registry = new ToolRegistry();
  registry.register(tool);
  const declared: Declared[] = [];
  for (const strict of [true, false]) {
    const [chat] = openAIChatFormat({ strict }).tools(registry);
    const [responses] = openAIResponsesFormat({ strict }).tools(registry);
    if (chat === undefined || responses === undefined) throw new Error("no declaration");
    declared.push({
      format: `openai-chat (strict option ${strict})`,
      check: draft07.compile(wire(chat.function.parameters)),
      strict: chat.function.strict,
    });
    declared.push({
      format: `openai-responses (strict option ${strict})`,
      check: draft07.compile(wire(responses.parameters)),
      strict: responses.strict,
    });
  }
  const [anthropic] = anthropicFormat().tools(registry);
  if (anthropic === undefined) throw new Error("no declaration");
  declared.push({
    format: "anthropic",
    check: draft07.compile(wire(anthropic.input_schema)),
    strict: false,
  });
  const [gemini] = geminiFormat({ onWarning: (warning) => warnings.push(warning) }).tools(registry);
  const functionDeclaration = gemini?.functionDeclarations[0];
  if (functionDeclaration === undefined) throw new Error("no declaration");
  declared.push({
    format: "gemini",
    check: draft2020.compile(geminiDeclarationToJSONSchema(wire(functionDeclaration))),
    strict: false,
  });
  return declared;
}

// What the provider receives: the declaration's JSON.
function wire<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

// What a strict provider sends for a value kit accepts: every optional key it leaves out as null,
// and none of the keys kit drops.
function sentStrictly(schema: ToolSchema, value: Record<string, unknown>): Record<string, unknown> {
  const sent: Record<string, unknown> = {};
  for (const parameter of schema.parameters) {
    const given = Object.hasOwn(value, parameter.name) ? value[parameter.name] : undefined;
    Object.defineProperty(sent, parameter.name, {
      value: given === undefined ? null : given,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return sent;
}

test("every imported corpus schema is declared by every format, and each declaration accepts what kit accepts", () => {
  let imported = 0;
  let served = 0;
  let loose = 0;
  let accepted = 0;
  let declarationCount = 0;
  const warningKinds = new Map<string, number>();
  const strictBlockers = new Map<string, number>();
  const nameRefusals: string[] = [];
  const disagreements: unknown[] = [];
  for (const entry of entries) {
    let schema: ToolSchema;
    try {
      schema = ToolSchema.fromJSONSchema(entry.inputSchema);
    } catch (error) {
      if (SchemaDefinitionError.isInstance(error)) continue;
      throw error;
    }
    imported += 1;
    const tool = defineTool({ name: "t", inputSchema: schema, execute: () => ({}) });
    const warnings: string[] = [];
    let declared: Declared[];
    try {
      declared = declarations(tool, warnings);
    } catch (error) {
      // A provider's name rule is the one refusal allowed, and it is listed.
      if (
        !SemanticError.isInstance(error) ||
        !error.message.includes("cannot declare these names")
      ) {
        throw error;
      }
      nameRefusals.push(`${entry.server} ${entry.tool}: ${error.message}`);
      continue;
    }
    served += 1;
    declarationCount = declared.length;
    const blocker = (strictBlocker(tool) ?? "none: declared strict").replace(
      /^parameter '.*?'(?: > (?:'.*?'|items|branch \d+))* /,
      "",
    );
    strictBlockers.set(blocker, (strictBlockers.get(blocker) ?? 0) + 1);
    if (warnings.length > 0) loose += 1;
    // Each tool counted once per kind of warning: what it says after the place it names.
    const kinds = warnings.map((warning) =>
      warning
        .replace(/^The gemini format cannot declare tool 't' exactly: /, "")
        .replace(/^parameter '.*?'(?: > (?:'.*?'|items|branch \d+))* /, ""),
    );
    for (const kind of new Set(kinds)) warningKinds.set(kind, (warningKinds.get(kind) ?? 0) + 1);
    const generated = fc.sample(objectOf(schema.parameters, schema.strict ? false : undefined), {
      numRuns: VALUES_PER_SCHEMA,
      seed: imported,
    });
    for (const value of [...generated, ...ownValues(entry.inputSchema)]) {
      if (typeof value !== "object" || value === null || Array.isArray(value)) continue;
      if (!schema.check(structuredClone(value)).success) continue;
      accepted += 1;
      for (const { format, check, strict } of declared) {
        const sent = strict ? sentStrictly(schema, value as Record<string, unknown>) : value;
        if (!check(sent)) {
          disagreements.push({
            server: entry.server,
            tool: entry.tool,
            format,
            value: sent,
            errors: check.errors,
          });
        }
      }
    }
  }
  console.log(
    [
      `the corpus through the formats: ${imported} of ${entries.length} input schemas import exactly, ${served} (${((served / entries.length) * 100).toFixed(1)}%) are declared by all four formats`,
      `${loose} declared by Gemini with a warning (checked by kit beyond what Gemini's schema says)`,
      ...[...warningKinds]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, count]) => `  ${count}: ${kind}`),
      "OpenAI strict mode (tools per reason it is not taken):",
      ...[...strictBlockers]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, count]) => `  ${count}: ${kind}`),
      `${accepted} values kit accepts, each accepted by all ${declarationCount} declarations of its schema`,
      ...nameRefusals.map((refusal) => `refused for a name: ${refusal}`),
    ].join("\n"),
  );
  expect(disagreements.slice(0, 5)).toEqual([]);
  expect(served).toBeGreaterThanOrEqual(SERVED_FLOOR);
  expect(accepted).toBeGreaterThan(served * 5);
});
