// OpenAI's strict mode: when a tool can be declared in it, and its declaration either way. From
// OpenAI's Structured Outputs guide, "Supported schemas"
// (https://platform.openai.com/docs/guides/structured-outputs#supported-schemas), and the
// `toStrictJsonSchema` of the `openai` SDK (7.x, lib/transform.ts), which keeps what the API takes:
// - every object must set `additionalProperties: false`, and every property must be listed in
//   `required` (an optional field is a nullable one: `type: ["string", "null"]`);
// - string, number, integer, boolean, object, array, enum, `anyOf`, and named definitions
//   (`$defs`, `$ref`, recursive ones too) are supported, and so are `minimum`, `maximum`,
//   `exclusiveMinimum`, `exclusiveMaximum` and `multipleOf` on numbers, `pattern`, `minLength`,
//   `maxLength` and `format` (date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid)
//   on strings, `minItems` and `maxItems` on arrays (the guide lists the string lengths among
//   what fine-tuned models do not take: other models do); `default` is not (the API answers
//   "'default' is not permitted"), so a default goes into the description;
// - `uniqueItems` and other formats (`uri`) are not: they are said in the description, and kit
//   checks them (reported as loosened). `allOf`, `not`, `if`, `patternProperties`,
//   `propertyNames`, `prefixItems` and the like keep a tool out of strict mode;
// - an array needs `items`, and every value a type: a value of any type cannot be said, nor a
//   dictionary whose keys are the caller's choice as a dictionary (a dictionary with declared
//   keys is closed: its other keys are not offered, reported as narrowed). One with a schema for
//   its values is said as a list of `{ key, value }` entries, which dispatch turns back into the
//   dictionary (internal/entry-list.ts), in the strict declaration and the other alike;
// - limits: at most 5,000 object properties in all, 10 levels of nesting, 1,000 enum values in
//   all, and 120,000 characters of property names and enum values together.
import type { AnyTool } from "@kit/tools";
import type { DeclarationChange } from "../declaration-report";
import type { JSONSchemaParameters } from "../json-schema-parameters";
import { declareParameters, type KeywordHandling } from "./json-schema-declaration";
import { inputJSONSchema, type JSONNode } from "./json-schema-node";
import { rulesWithNullAsAbsent } from "./rules-null-absent";

const MAX_PROPERTIES = 5_000;
const MAX_DEPTH = 10;
const MAX_ENUM_VALUES = 1_000;
const MAX_NAME_AND_ENUM_CHARACTERS = 120_000;
const FORMATS = new Set([
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uuid",
]);
const KEPT = new Set([
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
]);

/** A tool's OpenAI declaration: its parameters, whether strict, why not, and what changed. */
export interface OpenAIDeclaration {
  readonly parameters: JSONSchemaParameters;
  readonly strict: boolean;
  readonly notStrictBecause: string | undefined;
  readonly changes: readonly DeclarationChange[];
}

/**
 * Declares a tool for OpenAI: strict where its schema fits the strict subset (loose schemas too:
 * the declaration refuses the unknown keys that dispatch would drop), else its exact schema with
 * `strict: false`. Under the `strict` option optional keys are nullable at every depth in both,
 * and dictionaries of caller-chosen keys with a schema for their values are lists of entries.
 * @throws SchemaTooDeep for a schema too deep to walk.
 */
export function openAIDeclaration(tool: AnyTool, strictOption: boolean): OpenAIDeclaration {
  const schema = inputJSONSchema(tool);
  if (strictOption) {
    const strict = declareParameters(schema, {
      strict: true,
      requireAll: true,
      nullableOptional: true,
      entries: true,
      refuseUnknown: true,
      defaultInDescription: true,
      anyItems: true,
      keyword: strictKeyword,
    });
    const blockers = [...strict.blockers];
    if (strict.depth > MAX_DEPTH) blockers.push(`more than ${MAX_DEPTH} levels of nesting`);
    if (strict.totals.properties > MAX_PROPERTIES) blockers.push("more than 5,000 properties");
    if (strict.totals.enumValues > MAX_ENUM_VALUES) blockers.push("more than 1,000 enum values");
    if (strict.totals.characters > MAX_NAME_AND_ENUM_CHARACTERS) {
      blockers.push("more than 120,000 characters of names and enum values");
    }
    if (blockers.length === 0) {
      return {
        parameters: strict.parameters,
        strict: true,
        notStrictBecause: undefined,
        changes: strict.changes,
      };
    }
    const loose = declareParameters(schema, {
      nullableOptional: true,
      entries: true,
      anyItems: true,
    });
    return {
      // Its rules (`requires`) read a `null` as absent too, as dispatch does.
      parameters: rulesWithNullAsAbsent(loose.parameters),
      strict: false,
      notStrictBecause: blockers.join("; "),
      changes: loose.changes,
    };
  }
  const plain = declareParameters(schema, { anyItems: true });
  return {
    parameters: plain.parameters,
    strict: false,
    notStrictBecause: "the format's strict option is off",
    changes: plain.changes,
  };
}

/**
 * Why the tool cannot be declared strict, or `undefined` when it can (what the corpus test and
 * the reports print).
 */
export function strictBlocker(tool: AnyTool): string | undefined {
  return openAIDeclaration(tool, true).notStrictBecause;
}

function strictKeyword(keyword: string, node: JSONNode): KeywordHandling {
  if (KEPT.has(keyword)) return "keep";
  if (keyword === "format") {
    return typeof node.format === "string" && FORMATS.has(node.format) ? "keep" : "move";
  }
  // `uniqueItems: false` says nothing, and strict mode does not list the keyword: left out.
  if (keyword === "uniqueItems") return node.uniqueItems === true ? "move" : "drop";
  return "block";
}
