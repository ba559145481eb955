// Reads one node of a JSON Schema into a kit value definition as data, reporting every keyword
// it cannot keep at its JSON pointer. Cold: once per node per `ToolSchema.fromJSONSchema`.
import { isDictionary, kindOf } from "../kind-of";
import type { ParameterType } from "../parameter-type";
import { numberBounds } from "./json-schema-bounds";
import {
  acceptsAnything,
  KIT_TYPES,
  KNOWN_KEYWORD_SET,
  TYPE_KEYWORDS,
} from "./json-schema-keywords";
import {
  type JSONSchemaReading,
  MAX_SCHEMA_NESTING,
  MAX_SCHEMA_NODES,
  own,
  pointerSegment,
  type ReadNode,
  report,
  type SchemaNode,
} from "./json-schema-reading";
import { mergeAllOf } from "./merge-all-of";
import { readChoices } from "./read-json-schema-choices";
import { readObjectKeys } from "./read-json-schema-object";
import { readRef } from "./read-json-schema-ref";
import { readStringKeys } from "./read-json-schema-string";
import { readUnion } from "./read-json-schema-union";
import { MAX_DEPTH } from "./read-value";

const isCount = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;

/**
 * Reads a node at `pointer`, `depth` levels deep in kit's terms (a parameter is 1), `nesting`
 * levels deep in the JSON.
 * @returns its value definition and default, or `undefined` when a problem was reported.
 */
export function readSchemaNode(
  reading: JSONSchemaReading,
  raw: unknown,
  pointer: string,
  depth: number,
  nesting: number,
): ReadNode | undefined {
  reading.nodes += 1;
  if (reading.nodes > MAX_SCHEMA_NODES) {
    return report(
      reading,
      "",
      `the schema expands to more than ${MAX_SCHEMA_NODES} schemas (each use of a '$ref' counts), the most kit reads`,
    );
  }
  if (nesting > MAX_SCHEMA_NESTING) {
    return report(reading, pointer, `schemas nest deeper than ${MAX_SCHEMA_NESTING} levels`);
  }
  if (depth > MAX_DEPTH) {
    return report(
      reading,
      pointer,
      `definitions nest deeper than ${MAX_DEPTH} levels, the most kit allows`,
    );
  }
  if (acceptsAnything(raw)) {
    // `true`, `{}` or annotations only: a value of type `any`.
    const node = raw === true ? {} : (raw as SchemaNode);
    const description = own(node, "description");
    const definition: Record<string, unknown> = { type: "any" };
    if (typeof description === "string") definition.description = description;
    return { definition, fallback: own(node, "default") };
  }
  if (!isDictionary(raw)) {
    const what =
      raw === false ? "a 'false' schema (no value is valid)" : `a schema of kind '${kindOf(raw)}'`;
    return report(reading, pointer, `${what} is not supported`);
  }
  if (Object.hasOwn(raw, "allOf")) {
    // Object schemas merged into one, then read as one.
    const merged = mergeAllOf(reading, raw as SchemaNode, pointer);
    return merged && readSchemaNode(reading, merged, pointer, depth, nesting + 1);
  }
  const node = raw as SchemaNode;
  const at = (key: string): string => `${pointer}/${pointerSegment(key)}`;
  for (const key of Object.keys(node)) {
    if (!KNOWN_KEYWORD_SET.has(key)) report(reading, at(key), `'${key}' is not supported`);
  }
  const description = own(node, "description");
  if (description !== undefined && typeof description !== "string") {
    report(reading, at("description"), "'description' must be a string");
  }
  const fallback = own(node, "default");
  if (own(node, "$ref") !== undefined) return readRef(reading, node, pointer, depth, nesting);
  if (own(node, "anyOf") !== undefined || own(node, "oneOf") !== undefined) {
    return readUnion(reading, node, pointer, depth, nesting);
  }
  if (isTypeList(own(node, "type"))) return readTypeList(reading, node, pointer, depth, nesting);
  const read = readType(reading, node, pointer);
  if (read === undefined) return undefined;
  // `format: int32` / `int64` on a number (OpenAPI's, asserted by ajv-formats): an integer
  // within the format's bounds, kept as bounds rather than dropped.
  const format = own(node, "format");
  const bits = format === "int32" ? 31 : format === "int64" ? 63 : undefined;
  const typed: NodeType =
    bits !== undefined && read.type === "float" ? { ...read, type: "integer" } : read;
  const { type } = typed;
  const definition: Record<string, unknown> = { type };
  if (typeof description === "string") definition.description = description;
  if (!readChoices(reading, node, pointer, typed, definition)) return undefined;
  const before = reading.problems.length;
  if (type === "string") readStringKeys(reading, node, pointer, definition);
  else if (type === "integer" || type === "float") {
    const bounds = numberBounds(type === "integer", (key) => own(node, key));
    for (const [keyword, problem] of bounds.problems) report(reading, at(keyword), problem);
    if (bits !== undefined) {
      // 2 ** 63 - 1 is 2 ** 63 as a double, as ajv-formats writes it.
      const [low, high] = [-(2 ** bits), 2 ** bits - 1];
      bounds.minimum = Math.max(bounds.minimum ?? low, low);
      bounds.maximum = Math.min(bounds.maximum ?? high, high);
    }
    if (bounds.minimum !== undefined) definition.minimum = bounds.minimum;
    if (bounds.maximum !== undefined) definition.maximum = bounds.maximum;
    if (
      bounds.minimum !== undefined &&
      bounds.maximum !== undefined &&
      bounds.minimum > bounds.maximum
    ) {
      report(reading, pointer, "the bounds allow no number, which is not supported");
    }
  } else if (type === "list") readListKeys(reading, node, pointer, depth, nesting, definition);
  else if (type === "dictionary") {
    const keys = readObjectKeys(reading, node, pointer, depth, nesting, false);
    if (keys !== undefined) Object.assign(definition, keys);
  }
  if (reading.problems.length > before) return undefined;
  return { definition, fallback };
}

// `type` as a list of two or more types besides "null" (integer and number are one: a number).
function isTypeList(type: unknown): type is string[] {
  if (!Array.isArray(type) || !type.every((name) => typeof name === "string")) return false;
  const others = new Set(type.map((name) => (name === "integer" ? "number" : name)));
  others.delete("null");
  return others.size > 1;
}

// `type: ["string", "number", ...]`: a value of type `any` whose `anyOf` has one definition per
// type, each with the keywords of its type (JSON Schema applies a keyword to its type only).
function readTypeList(
  reading: JSONSchemaReading,
  node: SchemaNode,
  pointer: string,
  depth: number,
  nesting: number,
): ReadNode | undefined {
  const names = own(node, "type") as string[];
  for (const key of ["enum", "const"]) {
    if (own(node, key) !== undefined) {
      return report(
        reading,
        `${pointer}/${key}`,
        `'${key}' beside a 'type' of more than one type is not supported`,
      );
    }
  }
  const types = names.includes("number") ? names.filter((name) => name !== "integer") : names;
  const anyOf: Record<string, unknown>[] = [];
  const before = reading.problems.length;
  for (const name of new Set(types)) {
    if (name === "null") continue;
    const kit = Object.hasOwn(KIT_TYPES, name) ? KIT_TYPES[name] : undefined;
    if (kit === undefined) {
      report(reading, `${pointer}/type`, `'${name}' is not a JSON Schema type`);
      continue;
    }
    // The node's keywords that narrow this type, read as a node of this type alone.
    const branch: Record<string, unknown> = { type: name };
    for (const key of TYPE_KEYWORDS[kit]) {
      if (Object.hasOwn(node, key)) branch[key] = node[key];
    }
    const read = readSchemaNode(reading, branch, pointer, depth + 1, nesting + 1);
    if (read !== undefined) anyOf.push(read.definition);
  }
  if (reading.problems.length > before) return undefined;
  const definition: Record<string, unknown> = { type: "any", anyOf };
  if (names.includes("null") || own(node, "nullable") === true) definition.nullable = true;
  const description = own(node, "description");
  if (typeof description === "string") definition.description = description;
  return { definition, fallback: own(node, "default") };
}

/** The kit type of a node and whether `null` is a value too, from `type` or the constants. */
export interface NodeType {
  readonly type: ParameterType;
  readonly nullable: boolean;
}

function readType(
  reading: JSONSchemaReading,
  node: SchemaNode,
  pointer: string,
): NodeType | undefined {
  const type = own(node, "type");
  const nullable = own(node, "nullable") === true;
  const where = `${pointer}/type`;
  if (type === undefined) return inferType(reading, node, pointer, nullable);
  const names = typeof type === "string" ? [type] : Array.isArray(type) ? type : undefined;
  if (names === undefined || !names.every((name) => typeof name === "string")) {
    return report(reading, where, "'type' must be a string or a list of strings");
  }
  const others = names.filter((name) => name !== "null");
  const orNull = nullable || others.length < names.length;
  // `integer` is a `number` too: both together are a number.
  if (others.length === 2 && others.includes("integer") && others.includes("number")) {
    return { type: "float", nullable: orNull };
  }
  if (others.length === 0)
    return report(reading, where, "a schema of only 'null' is not supported");
  if (others.length > 1) {
    return report(reading, where, "'type' with more than one type besides 'null' is not supported");
  }
  const kit = KIT_TYPES[others[0] as string];
  if (kit === undefined || !Object.hasOwn(KIT_TYPES, others[0] as string)) {
    return report(reading, where, `'${others[0]}' is not a JSON Schema type`);
  }
  return { type: kit, nullable: orNull };
}

// Without `type`, only a `const` or an `enum` of one kind of value says which values are valid.
function inferType(
  reading: JSONSchemaReading,
  node: SchemaNode,
  pointer: string,
  nullable: boolean,
): NodeType | undefined {
  const only = own(node, "const");
  const allowed = own(node, "enum");
  const values = only !== undefined ? [only] : Array.isArray(allowed) ? allowed : undefined;
  const types = new Set<ParameterType | "null" | undefined>(
    (values ?? []).map((value) => (value === null ? "null" : kindType(value))),
  );
  const orNull = nullable || types.delete("null");
  if (types.has("integer") && types.has("float")) types.delete("integer");
  const [type] = types;
  if (values !== undefined && types.size === 1 && type !== undefined && type !== "null") {
    return { type, nullable: orNull };
  }
  if (values !== undefined && types.size === 0) {
    return report(reading, pointer, "a schema whose only value is 'null' is not supported");
  }
  return report(
    reading,
    pointer,
    values === undefined
      ? "a schema without 'type' whose keywords narrow some types is not supported (kit's 'any' takes no keywords; give 'type', or 'anyOf' one schema per type)"
      : "constants of more than one type without 'type' are not supported",
  );
}

function kindType(value: unknown): ParameterType | undefined {
  const kind = kindOf(value);
  return kind === "string" || kind === "integer" || kind === "float" || kind === "boolean"
    ? kind
    : undefined;
}

function readListKeys(
  reading: JSONSchemaReading,
  node: SchemaNode,
  pointer: string,
  depth: number,
  nesting: number,
  definition: Record<string, unknown>,
): void {
  const items = own(node, "items");
  if (Array.isArray(items)) {
    report(reading, `${pointer}/items`, "'items' as a list (a tuple) is not supported");
  } else if (items !== undefined && !acceptsAnything(items)) {
    const read = reading.read(items, `${pointer}/items`, depth + 1, nesting + 1);
    if (read !== undefined) definition.items = read.definition;
  }
  for (const key of ["minItems", "maxItems"]) {
    const count = own(node, key);
    if (count === undefined) continue;
    if (isCount(count)) definition[key] = count;
    else report(reading, `${pointer}/${key}`, `'${key}' must be a non-negative integer`);
  }
  const unique = own(node, "uniqueItems");
  if (unique === true) definition.uniqueItems = true;
  else if (unique !== undefined && unique !== false) {
    report(reading, `${pointer}/uniqueItems`, "'uniqueItems' must be a boolean");
  }
}
