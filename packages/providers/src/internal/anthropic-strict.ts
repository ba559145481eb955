// Anthropic's strict tool use: when a tool can be declared with `strict: true`, and its
// declaration either way. From Anthropic's structured outputs guide ("JSON Schema limitations")
// and the `transformJSONSchema` of `@anthropic-ai/sdk` (lib/transform-json-schema.ts), which
// keeps what the API takes and says the rest in the description:
// - every object must have `additionalProperties: false` (a dictionary with declared keys is
//   closed, reported as narrowed; one whose keys are the caller's choice cannot be said as a
//   dictionary: with a definition for its values it is a list of `{ key, value }` entries, as for
//   OpenAI, internal/entry-list.ts, in the declaration that is not strict too);
//   optional keys stay optional;
// - types, `enum`, `const`, `anyOf` (`oneOf` said as `anyOf`), `$defs` and `$ref` (not
//   recursive ones), `default`, `title`, the string formats date-time, time, date, duration,
//   email, hostname, uri, ipv4, ipv6 and uuid, `pattern` without backreferences, lookaround or
//   word boundaries, and `minItems` of 0 or 1 are taken;
// - numeric bounds, string lengths, `maxItems`, other `minItems`, `uniqueItems`, other formats
//   and patterns are not: they are said in the description and kit checks them (loosened);
// - every value needs a type: a value of any type keeps a tool out of strict mode, as does any
//   other keyword.
import type { AnyTool } from "@kit/tools";
import type { DeclarationChange } from "../declaration-report";
import type { JSONSchemaParameters } from "../json-schema-parameters";
import { asEntries } from "./entry-list";
import { declareParameters, type KeywordHandling } from "./json-schema-declaration";
import { inputJSONSchema, type JSONNode } from "./json-schema-node";

const FORMATS = new Set([
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "uri",
  "ipv4",
  "ipv6",
  "uuid",
]);
const MOVED = new Set([
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "maxItems",
  "uniqueItems",
]);
// What Anthropic's regular expressions do not take.
const UNSUPPORTED_PATTERN = /\\[1-9]|\\k<|\(\?<?[=!]|\\[bB]/;

/** A tool's Anthropic declaration: its input schema, whether strict, why not, what changed. */
export interface AnthropicDeclaration {
  readonly schema: JSONSchemaParameters;
  readonly strict: boolean;
  readonly notStrictBecause: string | undefined;
  readonly changes: readonly DeclarationChange[];
}

/**
 * Declares a tool for Anthropic: strict where its schema fits the strict subset, else its exact
 * JSON Schema.
 * @throws SchemaTooDeep for a schema too deep to walk.
 */
export function anthropicDeclaration(tool: AnyTool, strictOption: boolean): AnthropicDeclaration {
  const schema = inputJSONSchema(tool);
  if (strictOption) {
    const strict = declareParameters(schema, {
      strict: true,
      entries: true,
      refuseUnknown: true,
      noRecursion: true,
      keyword: strictKeyword,
    });
    if (strict.blockers.length === 0) {
      return {
        schema: strict.parameters,
        strict: true,
        notStrictBecause: undefined,
        changes: strict.changes,
      };
    }
    const plain = declareParameters(schema, { entries: true });
    return {
      schema: plain.parameters,
      strict: false,
      notStrictBecause: strict.blockers.join("; "),
      changes: plain.changes,
    };
  }
  const plain = declareParameters(schema, {});
  return {
    schema: plain.parameters,
    strict: false,
    notStrictBecause: "the format's strict option is off",
    changes: plain.changes,
  };
}

function strictKeyword(keyword: string, node: JSONNode): KeywordHandling {
  if (MOVED.has(keyword))
    return keyword === "uniqueItems" && node.uniqueItems !== true ? "keep" : "move";
  if (keyword === "format") {
    return typeof node.format === "string" && FORMATS.has(node.format) ? "keep" : "move";
  }
  if (keyword === "pattern") {
    return typeof node.pattern === "string" && !UNSUPPORTED_PATTERN.test(node.pattern)
      ? "keep"
      : "move";
  }
  if (keyword === "minItems") return node.minItems === 0 || node.minItems === 1 ? "keep" : "move";
  return "block";
}

/**
 * The schema's `examples` that its own check accepts, for `input_examples` (at most 20), and how
 * many it refused; with `entries`, each said as the declaration says it (dictionaries as lists of
 * entries).
 */
export function inputExamples(
  tool: AnyTool,
  entries: boolean,
): {
  readonly examples: Record<string, unknown>[];
  readonly refused: number;
} {
  const schema = tool.inputSchema;
  const json = inputJSONSchema(tool);
  const examples = json?.examples;
  if (schema === null || json === undefined || !Array.isArray(examples)) {
    return { examples: [], refused: 0 };
  }
  const accepted: Record<string, unknown>[] = [];
  let refused = 0;
  for (const example of examples.slice(0, 20)) {
    const plain = typeof example === "object" && example !== null && !Array.isArray(example);
    if (plain && schema.check(structuredClone(example)).success) {
      const said = entries ? asEntries(example, json, 0) : structuredClone(example);
      accepted.push(said as Record<string, unknown>);
    } else refused += 1;
  }
  return { examples: accepted, refused: refused + Math.max(0, examples.length - 20) };
}
