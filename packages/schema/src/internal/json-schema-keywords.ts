// The JSON Schema keywords an import reads, and which of them only annotate (cold: read once
// per imported node). Any other keyword is reported, with its JSON pointer, as not supported.

import { isDictionary } from "../kind-of";
import type { ParameterType } from "../parameter-type";
import { own, type SchemaNode } from "./json-schema-reading";

/** Keywords that say nothing about which values are valid, dropped on import. */
export const ANNOTATIONS: readonly string[] = [
  "title",
  "description",
  "default",
  "examples",
  "$schema",
  "$comment",
  "readOnly",
  "writeOnly",
  "deprecated",
  "$defs",
  "definitions",
  "$anchor",
];

/** The keywords that narrow each kit type; on a value of another type they have no effect. */
export const TYPE_KEYWORDS: Readonly<Record<ParameterType, readonly string[]>> = {
  string: ["minLength", "maxLength", "pattern", "format", "enumNames"],
  integer: ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"],
  float: ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"],
  boolean: [],
  list: ["items", "minItems", "maxItems", "uniqueItems"],
  dictionary: ["properties", "required", "additionalProperties", "propertyNames"],
};

/** Every keyword a node may have. */
export const KNOWN_KEYWORDS: readonly string[] = [
  ...ANNOTATIONS,
  "type",
  "nullable",
  "enum",
  "const",
  "$ref",
  "anyOf",
  "oneOf",
  ...new Set(Object.values(TYPE_KEYWORDS).flat()),
];

/** JSON Schema's type names, as kit's. */
export const KIT_TYPES: Readonly<Record<string, ParameterType>> = {
  string: "string",
  integer: "integer",
  number: "float",
  boolean: "boolean",
  array: "list",
  object: "dictionary",
};

/** The keywords a node may have, as a set: looked up for every key of every node. */
export const KNOWN_KEYWORD_SET: ReadonlySet<string> = new Set(KNOWN_KEYWORDS);

const ANNOTATION_SET: ReadonlySet<string> = new Set(ANNOTATIONS);

/** Whether a schema accepts every value: `true`, or an object of annotations only. */
export function acceptsAnything(raw: unknown): boolean {
  if (raw === true) return true;
  if (!isDictionary(raw)) return false;
  // A for-in over own keys: no list of keys made for every node read.
  for (const key in raw) {
    if (Object.hasOwn(raw, key) && !ANNOTATION_SET.has(key)) return false;
  }
  return true;
}

/** Whether a schema accepts every string (what `propertyNames: { type: "string" }` says). */
export function acceptsAnyString(raw: unknown): boolean {
  return (
    acceptsAnything(raw) ||
    (isDictionary(raw) &&
      own(raw as SchemaNode, "type") === "string" &&
      Object.keys(raw).every((key) => key === "type" || ANNOTATIONS.includes(key)))
  );
}
