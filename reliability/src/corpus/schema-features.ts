// What a JSON Schema uses, by feature, for counting the corpus of MCP tool schemas: the parts
// of JSON Schema that a six-type parameter list cannot say as it is, or says only in part.

/** A JSON Schema feature a tool's input schema can use, anywhere in it. */
export type SchemaFeature =
  | "nested object with properties"
  | "object in an array"
  | "string length, pattern or format"
  | "number bounds"
  | "array length or uniqueItems"
  | "type array or nullable"
  | "anyOf / oneOf / allOf"
  | "$ref / $defs"
  | "additionalProperties map"
  | "enum or const"
  | "default";

/** Every feature, in the order reports list them. */
export const SCHEMA_FEATURES: readonly SchemaFeature[] = [
  "nested object with properties",
  "object in an array",
  "string length, pattern or format",
  "number bounds",
  "array length or uniqueItems",
  "type array or nullable",
  "anyOf / oneOf / allOf",
  "$ref / $defs",
  "additionalProperties map",
  "enum or const",
  "default",
];

type Schema = Readonly<Record<string, unknown>>;

function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isObjectSchema(schema: Schema): boolean {
  const { type } = schema;
  return (
    type === "object" ||
    (Array.isArray(type) && type.includes("object")) ||
    isSchema(schema.properties)
  );
}

// The schemas directly inside one, each with whether it is an array's element.
function children(schema: Schema): { schema: Schema; inArray: boolean }[] {
  const found: { schema: Schema; inArray: boolean }[] = [];
  const add = (value: unknown, inArray = false) => {
    if (isSchema(value)) found.push({ schema: value, inArray });
    else if (Array.isArray(value)) for (const item of value) add(item, inArray);
  };
  for (const key of ["properties", "patternProperties", "$defs", "definitions"]) {
    const map = schema[key];
    if (isSchema(map)) for (const value of Object.values(map)) add(value);
  }
  add(schema.items, true);
  add(schema.prefixItems, true);
  add(schema.additionalItems, true);
  for (const key of [
    "anyOf",
    "oneOf",
    "allOf",
    "not",
    "additionalProperties",
    "if",
    "then",
    "else",
  ]) {
    add(schema[key]);
  }
  return found;
}

// The features of one schema node, without looking inside it. `depth` 0 is the tool's input
// schema itself, whose own properties are the parameters.
function ownFeatures(schema: Schema, depth: number, inArray: boolean): SchemaFeature[] {
  const features: SchemaFeature[] = [];
  const has = (...keys: string[]) => keys.some((key) => schema[key] !== undefined);
  if (depth > 0 && isSchema(schema.properties)) features.push("nested object with properties");
  if (inArray && isObjectSchema(schema)) features.push("object in an array");
  if (has("minLength", "maxLength", "pattern", "format")) {
    features.push("string length, pattern or format");
  }
  if (has("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf")) {
    features.push("number bounds");
  }
  if (has("minItems", "maxItems", "uniqueItems")) features.push("array length or uniqueItems");
  if (Array.isArray(schema.type) || schema.nullable === true)
    features.push("type array or nullable");
  if (has("anyOf", "oneOf", "allOf")) features.push("anyOf / oneOf / allOf");
  if (has("$ref", "$defs", "definitions")) features.push("$ref / $defs");
  // `true` or a schema (`{}` among them): an object of keys not known in advance.
  const extra = schema.additionalProperties;
  if (extra === true || isSchema(extra)) features.push("additionalProperties map");
  if (has("enum", "const")) features.push("enum or const");
  if (has("default")) features.push("default");
  return features;
}

/** The features a schema uses anywhere in it (the top-level object's own shape aside). */
export function schemaFeatures(schema: unknown): Set<SchemaFeature> {
  const features = new Set<SchemaFeature>();
  const visit = (node: Schema, depth: number, inArray: boolean) => {
    for (const feature of ownFeatures(node, depth, inArray)) features.add(feature);
    for (const child of children(node)) visit(child.schema, depth + 1, child.inArray);
  };
  if (isSchema(schema)) visit(schema, 0, false);
  return features;
}
