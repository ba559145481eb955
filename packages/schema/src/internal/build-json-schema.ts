// Builds what `ToolSchema.toJSONSchema()` returns. Runs once per call of that method.
import type { ParameterDefinition } from "../parameter-definition";
import type { ParameterType } from "../parameter-type";
import type { JSONSchemaObject, JSONSchemaProperty } from "../to-json-schema";
import { freshCopy } from "./copy-value";
import { setOwn } from "./set-own";

// The JSON types whose name differs from the parameter type's; the others share it.
const JSON_TYPES: Readonly<Partial<Record<ParameterType, string>>> = {
  float: "number",
  list: "array",
  dictionary: "object",
};

/**
 * Builds the JSON Schema 2020-12 of a parameter list: one property a parameter, the
 * required ones listed, and `additionalProperties: false` for a strict schema.
 * @param parameters - checked parameter definitions.
 * @returns a fresh, plain JSON-serialisable object.
 */
export function buildJSONSchema(
  parameters: readonly ParameterDefinition[],
  strict: boolean,
): JSONSchemaObject {
  const properties: Record<string, JSONSchemaProperty> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    const property: JSONSchemaProperty = { type: JSON_TYPES[parameter.type] ?? parameter.type };
    if (parameter.description !== undefined) property.description = parameter.description;
    if (parameter.default !== undefined) property.default = freshCopy(parameter.default);
    const { enum: allowed, items, minimum, maximum } = parameter;
    if (allowed !== undefined) property.enum = [...allowed];
    if (items !== undefined) property.items = { type: JSON_TYPES[items] ?? items };
    if (minimum !== undefined) property.minimum = minimum;
    if (maximum !== undefined) property.maximum = maximum;
    // setOwn: a parameter named `__proto__` is an own key, not the object's prototype.
    setOwn(properties, parameter.name, property);
    if (parameter.required !== false) required.push(parameter.name);
  }
  const schema: JSONSchemaObject = {
    // The JSON Schema 2020-12 dialect URI.
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties,
    required,
  };
  if (strict) schema.additionalProperties = false;
  return schema;
}
