// A tool's parameters as a Gemini Schema (the OpenAPI 3.0 subset of `FunctionDeclaration
// .parameters`), read from the schema's exact JSON Schema at every depth: exact wherever the
// subset can say what dispatch checks, and a list of what it cannot say where it cannot.
import type { GeminiSchema } from "../gemini-schema";
import { joinSentences } from "./default-sentence";
import { Type } from "./gemini-type";
import {
  branchesOf,
  type JSONNode,
  MAX_SCHEMA_DEPTH,
  propertiesOf,
  requiredOf,
  SchemaTooDeep,
  setOwn,
  typesOf,
  where,
} from "./json-schema-node";

const TYPES: Readonly<Record<string, Type>> = {
  string: Type.STRING,
  integer: Type.INTEGER,
  number: Type.NUMBER,
  boolean: Type.BOOLEAN,
  array: Type.ARRAY,
  object: Type.OBJECT,
};

/** What a tool's parameters become: the schema (none for a tool without parameters) and what
 * it could not say exactly. */
export interface GeminiParameters {
  readonly schema: GeminiSchema | undefined;
  /** Each a sentence: what the declared schema would let through that dispatch refuses. */
  readonly problems: readonly string[];
}

/** The sentence added to a strict schema's description when it cannot be said in the schema. */
const NO_OTHER_PARAMETERS = "No parameters other than these are accepted.";
/** The same for a dictionary inside the parameters. */
const NO_OTHER_KEYS = "No keys other than these are accepted.";

/**
 * The Gemini Schema of a tool's parameters.
 * - No input schema (any dictionary): an OBJECT without properties.
 * - No parameters, not strict: no schema (Gemini's way to declare a function without
 *   parameters); strict: an OBJECT with `maxProperties: "0"`.
 * - An object that refuses other keys (a strict schema, or a dictionary with
 *   `additionalProperties: false`) whose keys are all required: `maxProperties` is their count,
 *   which refuses any other key exactly. With optional keys the subset (it has no
 *   `additionalProperties`) cannot refuse other keys: that is a problem, and the description
 *   says it.
 */

// What the OpenAPI subset has a place for; any other keyword (a named definition, a reference,
// `allOf` from a schema passed through) sends the tool to `parametersJsonSchema`.
const SAYABLE = new Set([
  "type",
  "description",
  "title",
  "default",
  "enum",
  "const",
  "items",
  "properties",
  "required",
  "additionalProperties",
  "anyOf",
  "oneOf",
  "minimum",
  "maximum",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minItems",
  "maxItems",
  "uniqueItems",
  "examples",
  "$schema",
  "$comment",
]);

const ANNOTATION_KEYS = new Set(["description", "title", "default", "examples", "$comment"]);

/** The Gemini Schema of an input JSON Schema (`undefined`: any dictionary). */
export function geminiParametersOf(input: JSONNode | undefined): GeminiParameters {
  if (input === undefined) return { schema: { type: Type.OBJECT }, problems: [] };
  if (propertiesOf(input).length === 0 && input.additionalProperties !== false) {
    return { schema: undefined, problems: [] };
  }
  const problems: string[] = [];
  for (const key of Object.keys(input)) {
    if (!SAYABLE.has(key))
      problems.push(`its schema has '${key}', which Gemini's schema has no place for`);
  }
  return { schema: objectSchema(input, [], problems), problems };
}

function objectSchema(node: JSONNode, path: readonly string[], problems: string[]): GeminiSchema {
  const top = path.length === 0;
  const schema: GeminiSchema = { type: Type.OBJECT };
  const listed = requiredOf(node);
  const entries = propertiesOf(node);
  if (entries.length > 0) {
    const properties: Record<string, GeminiSchema> = {};
    for (const [name, child] of entries) {
      setOwn(properties, name, nodeSchema(child, top ? [name] : [...path, `'${name}'`], problems));
    }
    schema.properties = properties;
  }
  if (listed.length > 0) schema.required = [...listed];
  const other = node.additionalProperties;
  if (other === false) {
    if (listed.length === entries.length) schema.maxProperties = String(entries.length);
    else {
      schema.description = top ? NO_OTHER_PARAMETERS : NO_OTHER_KEYS;
      problems.push(
        top
          ? "its schema is strict and has optional parameters: Gemini's schema cannot refuse other parameters (it has no 'additionalProperties')"
          : `${where(path)} refuses other keys and has optional ones: Gemini's schema cannot refuse other keys (it has no 'additionalProperties')`,
      );
    }
  } else if (other !== undefined && !top) {
    problems.push(
      `${where(path)} says what its other keys hold: Gemini's schema cannot (it has no 'additionalProperties')`,
    );
  }
  return schema;
}

/** The Gemini Schema of one value's JSON Schema. */
function nodeSchema(node: JSONNode, path: readonly string[], problems: string[]): GeminiSchema {
  if (path.length > MAX_SCHEMA_DEPTH) throw new SchemaTooDeep();
  for (const key of Object.keys(node)) {
    if (!SAYABLE.has(key))
      problems.push(`${where(path)} has '${key}', which Gemini's schema has no place for`);
  }
  const branches = branchesOf(node);
  const types = typesOf(node);
  const nullable = types.includes("null") || (branches?.some(isNull) ?? false);
  let schema: GeminiSchema;
  if (branches !== undefined) {
    schema = {
      anyOf: branches
        .filter((branch) => !isNull(branch))
        .map((branch, index) => nodeSchema(branch, [...path, `branch ${index + 1}`], problems)),
    };
  } else {
    const type = types.find((name) => name !== "null");
    const constraints = Object.keys(node).filter((key) => !ANNOTATION_KEYS.has(key));
    if (type === undefined && constraints.length > 0) {
      // Constraints without a type (a titled enum value's constant, an object's keys): a
      // Gemini Schema without a type is any value, so the constraints would be lost.
      problems.push(`${where(path)} has '${constraints[0]}' without a type`);
    }
    schema = type === undefined ? {} : typedSchema(node, type, path, problems);
  }
  if (nullable) markNullable(schema);
  const description = describe(node);
  if (description !== undefined) {
    schema.description =
      schema.description === undefined ? description : `${description} ${schema.description}`;
  }
  if (node.default !== undefined) schema.default = JSON.parse(JSON.stringify(node.default));
  return schema;
}

// A value of one JSON type, with the constraints of that type.
function typedSchema(
  node: JSONNode,
  type: string,
  path: readonly string[],
  problems: string[],
): GeminiSchema {
  const at = where(path);
  const allowed = Array.isArray(node.enum)
    ? (node.enum as unknown[]).filter((value) => value !== null)
    : node.const !== undefined
      ? [node.const]
      : undefined;
  if (type === "object") return objectSchema(node, path, problems);
  let schema: GeminiSchema;
  if (allowed !== undefined && type === "string") schema = stringEnum(allowed as string[]);
  else if (allowed !== undefined && (type === "integer" || type === "number")) {
    schema = numberEnum(node, type, allowed as number[], at, problems);
  } else {
    schema = { type: TYPES[type] as Type };
    if (allowed !== undefined) {
      problems.push(
        `${at} must be ${JSON.stringify(allowed[0])}: Gemini's schema cannot say one boolean value`,
      );
    }
    if (typeof node.minimum === "number") schema.minimum = node.minimum;
    if (typeof node.maximum === "number") schema.maximum = node.maximum;
  }
  if (type === "string") stringKeys(node, schema, at, problems);
  if (type === "array") {
    schema.items =
      node.items === undefined
        ? {}
        : nodeSchema(node.items as JSONNode, [...path, "items"], problems);
    if (typeof node.minItems === "number") schema.minItems = String(node.minItems);
    if (typeof node.maxItems === "number") schema.maxItems = String(node.maxItems);
    if (node.uniqueItems === true) {
      problems.push(
        `${at} has unique items: Gemini's schema cannot say it (it has no 'uniqueItems')`,
      );
    }
  }
  return schema;
}

// Lengths and a pattern are Gemini's; a format is only a hint to it (an OpenAPI annotation).
function stringKeys(node: JSONNode, schema: GeminiSchema, at: string, problems: string[]): void {
  if (schema.anyOf !== undefined) return;
  if (typeof node.minLength === "number") schema.minLength = String(node.minLength);
  if (typeof node.maxLength === "number") schema.maxLength = String(node.maxLength);
  if (typeof node.pattern === "string") schema.pattern = node.pattern;
  if (typeof node.format === "string") {
    schema.format = node.format;
    // The one string format Gemini's Schema documents beside `enum`.
    if (node.format === "date-time") return;
    problems.push(
      `${at} has the format '${node.format}': Gemini's schema takes a format as a hint, not a check`,
    );
  }
}

// Gemini refuses an empty string in `enum`; a STRING of at most 0 characters says it exactly.
function stringEnum(allowed: readonly string[]): GeminiSchema {
  const values = allowed.filter((value) => value !== "");
  const listed: GeminiSchema = { type: Type.STRING, format: "enum", enum: values };
  if (values.length === allowed.length) return listed;
  const empty: GeminiSchema = { type: Type.STRING, maxLength: "0" };
  return { anyOf: values.length === 0 ? [empty] : [listed, empty] };
}

// Gemini's `enum` holds strings only: each allowed number is a range of one value instead.
// Values outside the value's bounds are left out, as dispatch refuses them.
function numberEnum(
  node: JSONNode,
  type: string,
  allowed: readonly number[],
  at: string,
  problems: string[],
): GeminiSchema {
  const minimum = typeof node.minimum === "number" ? node.minimum : -Infinity;
  const maximum = typeof node.maximum === "number" ? node.maximum : Infinity;
  const geminiType = TYPES[type] as Type;
  const branches = allowed
    .filter((value) => value >= minimum && value <= maximum)
    .map((value): GeminiSchema => ({ type: geminiType, minimum: value, maximum: value }));
  if (branches.length > 0) return { anyOf: branches };
  problems.push(`${at} allows no value (no value of its 'enum' is within its bounds)`);
  return { type: geminiType };
}

// `nullable` on the node, or on each branch of a union (a node without a type is any value).
function markNullable(schema: GeminiSchema): void {
  if (schema.anyOf !== undefined) for (const branch of schema.anyOf) branch.nullable = true;
  else schema.nullable = true;
}

function isNull(node: JSONNode): boolean {
  return node.type === "null";
}

// The description, and the default in words: Gemini documents `default` as ignored.
function describe(node: JSONNode): string | undefined {
  const parts: string[] = [];
  if (typeof node.description === "string" && node.description !== "") {
    parts.push(node.description);
  }
  if (node.default !== undefined) parts.push(`Default: ${JSON.stringify(node.default)}.`);
  return parts.length === 0 ? undefined : joinSentences(parts);
}
