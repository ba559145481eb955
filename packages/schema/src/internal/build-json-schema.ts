// Builds what `ToolSchema.toJSONSchema()` returns. Runs once per call of that method.
import type { ParameterDefinition } from "../parameter-definition";
import type { ParameterType } from "../parameter-type";
import type { JSONSchemaObject, JSONSchemaProperty } from "../to-json-schema";
import type { ValueDefinition } from "../value-definition";
import { freshCopy } from "./copy-value";
import { setOwn } from "./set-own";

// The JSON types whose name differs from the parameter type's; the others share it.
const JSON_TYPES: Readonly<Partial<Record<ParameterType, string>>> = {
  float: "number",
  list: "array",
  dictionary: "object",
};

const jsonType = (type: ParameterType): string => JSON_TYPES[type] ?? type;

// The keys copied as they are, in this order, after the type, description and default.
const PLAIN_KEYS = [
  "minimum",
  "maximum",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minItems",
  "maxItems",
  "uniqueItems",
] as const;

/** The JSON Schema of a value definition (a parameter's without its name and presence). */
function valueSchema(
  definition: ValueDefinition & { readonly default?: unknown },
  output: boolean,
  asItems = false,
): JSONSchemaProperty {
  if (definition.type === "any") return anySchema(definition, output);
  if (definition.type === "ref") return referenceSchema(definition);
  const type = jsonType(definition.type);
  const nullable = definition.nullable === true;
  const schema: JSONSchemaProperty = { type: nullable ? [type, "null"] : type };
  if (definition.description !== undefined) schema.description = definition.description;
  if (definition.default !== undefined) schema.default = freshCopy(definition.default);
  const { enum: allowed, const: only, items } = definition;
  // Under `type: [T, "null"]`, `enum` and `const` would still refuse null: null joins the list.
  const titles = definition.enumTitles;
  if (allowed !== undefined && titles !== undefined) {
    // Titled values: one `{ const, title }` each (SEP-1330), `anyOf` as a list's items.
    const choices: JSONSchemaProperty[] = allowed.map((value, index) => ({
      const: value,
      title: titles[index] as string,
    }));
    if (nullable) choices.push({ type: "null" });
    if (asItems) schema.anyOf = choices;
    else schema.oneOf = choices;
  } else if (allowed !== undefined) schema.enum = nullable ? [...allowed, null] : [...allowed];
  if (definition.enumNames !== undefined) schema.enumNames = [...definition.enumNames];
  if (only !== undefined) {
    if (nullable) schema.enum = [only, null];
    else schema.const = only;
  }
  if (typeof items === "string") schema.items = { type: jsonType(items) };
  else if (items !== undefined) schema.items = valueSchema(items, output, true);
  for (const key of PLAIN_KEYS) {
    const value = definition[key];
    if (value !== undefined) (schema as unknown as Record<string, unknown>)[key] = value;
  }
  if (definition.type === "dictionary") dictionarySchema(definition, schema, output);
  return schema;
}

/** The `$ref` of a named definition: a JSON pointer into `$defs`, as a URI fragment. */
export const definitionPointer = (name: string): string =>
  `#/$defs/${encodeURIComponent(name.replaceAll("~", "~0").replaceAll("/", "~1"))}`;

// A reference: `$ref` beside its annotations (2020-12 applies both), or `anyOf` it and null.
function referenceSchema(
  definition: ValueDefinition & { readonly type: "ref"; readonly default?: unknown },
): JSONSchemaProperty {
  const schema: JSONSchemaProperty = {};
  const target = { $ref: definitionPointer(definition.ref) };
  if (definition.nullable === true) schema.anyOf = [target, { type: "null" }];
  else schema.$ref = target.$ref;
  if (definition.description !== undefined) schema.description = definition.description;
  if (definition.default !== undefined) schema.default = freshCopy(definition.default);
  return schema;
}

// An `any` value: `{}` (every value), or `anyOf` its definitions (one per type, so at most one
// matches: `oneOf` would say the same) and `{ type: "null" }` when nullable.
function anySchema(
  definition: ValueDefinition & { readonly type: "any"; readonly default?: unknown },
  output: boolean,
): JSONSchemaProperty {
  const schema: JSONSchemaProperty = {};
  if (definition.description !== undefined) schema.description = definition.description;
  if (definition.default !== undefined) schema.default = freshCopy(definition.default);
  const { anyOf } = definition;
  if (anyOf !== undefined) {
    const branches = anyOf.map((branch) => valueSchema(branch, output));
    if (definition.nullable === true) branches.push({ type: "null" });
    schema.anyOf = branches;
  }
  return schema;
}

// A dictionary's keys: its properties, what other keys hold, or its variants (`oneOf`/`anyOf`).
function dictionarySchema(
  definition: ValueDefinition,
  schema: JSONSchemaProperty,
  output: boolean,
): void {
  const { properties, additionalProperties, variants } = definition;
  if (properties !== undefined) {
    const { properties: described, required } = objectKeys(properties, output);
    schema.properties = described;
    schema.required = required;
  }
  if (additionalProperties === false) schema.additionalProperties = false;
  else if (additionalProperties !== undefined) {
    schema.additionalProperties = valueSchema(additionalProperties, output);
  }
  if (variants !== undefined) {
    // Each variant's discriminator has its own `const`: at most one variant matches. Without
    // one, `anyOf` (any variant met), or `oneOf` for an `exclusive` union.
    const branches = variants.map((variant) => valueSchema(variant, output));
    if (definition.nullable === true) branches.push({ type: "null" });
    const one = definition.discriminator !== undefined || definition.exclusive === true;
    if (one) schema.oneOf = branches;
    else schema.anyOf = branches;
  }
}

// One property a parameter, in order, and the names of the required ones (for the output of a
// check, also those with a default: they are always there).
function objectKeys(
  parameters: readonly ParameterDefinition[],
  output: boolean,
): {
  properties: Record<string, JSONSchemaProperty>;
  required: string[];
} {
  const properties: Record<string, JSONSchemaProperty> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    // setOwn: a parameter named `__proto__` is an own key, not the object's prototype.
    setOwn(properties, parameter.name, valueSchema(parameter, output));
    if (parameter.required !== false || (output && parameter.default !== undefined)) {
      required.push(parameter.name);
    }
  }
  return { properties, required };
}

/**
 * Builds the JSON Schema 2020-12 of a parameter list: one property a parameter (nested
 * definitions as nested schemas), the required ones listed, and `additionalProperties: false`
 * for a strict schema.
 * @param parameters - checked parameter definitions.
 * @param output - true for the values a check gives back: a property with a default is
 * required at every depth.
 * @param definitions - the named definitions, written as `$defs` (each reference a `$ref`).
 * @returns a fresh, plain JSON-serialisable object.
 */
export function buildJSONSchema(
  parameters: readonly ParameterDefinition[],
  strict: boolean,
  output = false,
  definitions: Readonly<Record<string, ValueDefinition>> = {},
): JSONSchemaObject {
  const { properties, required } = objectKeys(parameters, output);
  const schema: JSONSchemaObject = {
    // The JSON Schema 2020-12 dialect URI.
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties,
    required,
  };
  if (strict) schema.additionalProperties = false;
  const names = Object.keys(definitions);
  if (names.length > 0) {
    const defs: Record<string, JSONSchemaProperty> = {};
    for (const name of names) {
      setOwn(defs, name, valueSchema(definitions[name] as ValueDefinition, output));
    }
    schema.$defs = defs;
  }
  return schema;
}
