// Whether a tool can be declared in OpenAI's strict mode, and the reason when it cannot. From OpenAI's Structured Outputs guide, "Supported schemas"
// (https://platform.openai.com/docs/guides/structured-outputs#supported-schemas):
// - every object must set `additionalProperties: false`, and every property must be listed in
//   `required` (an optional field is a nullable one: `type: ["string", "null"]`);
// - string, number, integer, boolean, object, array, enum are supported, and so are `minimum`
//   and `maximum` on numbers; `default` is not (the API answers "'default' is not permitted"),
//   so a default goes into the description;
// - an array needs `items` (the API answers "array schema missing items");
// - limits: at most 5,000 object properties in all, at most 1,000 enum values in all, and at
//   most 120,000 characters of property names and enum values together.
import type { AnyTool } from "@kit/tools";
import { type ToolParameter, toolParameters } from "./json-schema-declaration";

const MAX_PROPERTIES = 5_000;
const MAX_ENUM_VALUES = 1_000;
const MAX_NAME_AND_ENUM_CHARACTERS = 120_000;

/**
 * Why the tool cannot be declared strict, in words, or `undefined` when its schema fits OpenAI's
 * strict subset (with optional parameters as nullable ones): exactly, or, for a schema that is
 * not strict, but for the unknown keys that the declaration refuses and dispatch drops.
 */
export function strictBlocker(tool: AnyTool): string | undefined {
  const schema = tool.inputSchema;
  // No schema takes any dictionary, and the tool gets every key: strict mode wants every key
  // declared and no other allowed.
  if (schema === null) return "the tool takes any dictionary";
  // A schema that is not strict is declared strict too: strict mode's `additionalProperties:
  // false` refuses the unknown keys that dispatch would drop, so what kit drops is never sent.
  let enumValues = 0;
  let characters = 0;
  const parameters = toolParameters(tool);
  for (const parameter of parameters) {
    const blocker = parameterBlocker(parameter);
    if (blocker !== undefined) return blocker;
    characters += parameter.name.length;
    for (const value of parameter.enum ?? []) {
      enumValues += 1;
      if (typeof value === "string") characters += value.length;
    }
  }
  if (parameters.length > MAX_PROPERTIES) return "more than 5,000 parameters";
  if (enumValues > MAX_ENUM_VALUES) return "more than 1,000 enum values";
  if (characters > MAX_NAME_AND_ENUM_CHARACTERS) {
    return "more than 120,000 characters of names and enum values";
  }
  return undefined;
}

function parameterBlocker(parameter: ToolParameter): string | undefined {
  const where = `parameter '${parameter.name}'`;
  // An object in strict mode has only declared keys: an open dictionary cannot be said.
  if (parameter.type === "dictionary") return `${where} is a dictionary`;
  if (parameter.type !== "list") return undefined;
  // An item definition (nested) counts by its type, as the declaration says it.
  const { items } = parameter;
  const itemType = typeof items === "object" ? items.type : items;
  if (itemType === undefined) return `${where} is a list without an item type`;
  if (itemType === "dictionary") return `${where} is a list of dictionaries`;
  // A list of lists has inner arrays without `items`.
  if (itemType === "list") return `${where} is a list of lists`;
  return undefined;
}
