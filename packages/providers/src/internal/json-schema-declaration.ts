// The JSON Schema of a tool's parameters as the OpenAI and Anthropic formats send it: the
// schema's own JSON Schema without `$schema`, with the few changes a format asks for.
import type { AnyTool } from "@kit/tools";
import type { JSONSchemaParameter, JSONSchemaParameters } from "../json-schema-parameters";

/**
 * What the formats read of one parameter of a tool's input schema, constraint keys included
 * (each optional: a definition holds only those that apply to its type).
 */
export interface ToolParameter {
  readonly name: string;
  readonly type: string;
  readonly required?: boolean | undefined;
  readonly default?: unknown;
  readonly description?: string | undefined;
  readonly enum?: readonly (string | number)[] | undefined;
  /** A type name, or (nested, declared by its type alone for now) an item definition. */
  readonly items?: string | { readonly type: string } | undefined;
  readonly minimum?: number | undefined;
  readonly maximum?: number | undefined;
}

/** The parameters of a tool, in schema order; none for a tool without an input schema. */
export function toolParameters(tool: AnyTool): readonly ToolParameter[] {
  const parameters: readonly ToolParameter[] = tool.inputSchema?.parameters ?? [];
  return parameters;
}

/** What a format changes in the plain JSON Schema of a tool's parameters. */
export interface DeclarationOptions {
  /** Optional parameters also accept `null` (read as absent by dispatch). */
  readonly nullableOptional?: boolean;
  /** Every parameter is listed in `required` (OpenAI strict mode; optional ones are nullable). */
  readonly requireAll?: boolean;
  /** A default goes into the description (`Default: "US".`) instead of the `default` keyword. */
  readonly defaultInDescription?: boolean;
  /** A list without an item type gets `items: {}` (any value) instead of no `items`. */
  readonly anyItems?: boolean;
  /**
   * `additionalProperties: false` also for a schema that is not strict (OpenAI strict mode wants
   * it on every object): unknown keys, which dispatch would drop, are refused instead.
   */
  readonly refuseUnknown?: boolean;
}

// The JSON types whose name differs from the parameter type's; the others share it.
const JSON_TYPES: Readonly<Record<string, string>> = {
  float: "number",
  list: "array",
  dictionary: "object",
};

/** The JSON type of a parameter type: `float` is `number`, `list` `array`, `dictionary` `object`. */
function jsonType(type: string): string {
  return JSON_TYPES[type] ?? type;
}

/**
 * The JSON Schema of a tool's parameters. A tool without an input schema takes any dictionary:
 * an object schema with no properties and no `additionalProperties`. `additionalProperties:
 * false` is there exactly when the tool's schema refuses unknown parameters, or when asked.
 */
export function jsonSchemaDeclaration(
  tool: AnyTool,
  options: DeclarationOptions = {},
): JSONSchemaParameters {
  const properties: Record<string, JSONSchemaParameter> = {};
  const required: string[] = [];
  for (const parameter of toolParameters(tool)) {
    const optional = parameter.required === false;
    // A parameter named `__proto__` must be an own key, not the object's prototype.
    Object.defineProperty(properties, parameter.name, {
      value: parameterSchema(parameter, optional, options),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    if (!optional || options.requireAll === true) required.push(parameter.name);
  }
  const declaration: JSONSchemaParameters = { type: "object", properties, required };
  if (tool.inputSchema?.strict === true || options.refuseUnknown === true) {
    declaration.additionalProperties = false;
  }
  return declaration;
}

function parameterSchema(
  parameter: ToolParameter,
  optional: boolean,
  options: DeclarationOptions,
): JSONSchemaParameter {
  const nullable = optional && options.nullableOptional === true;
  const type = jsonType(parameter.type);
  const property: JSONSchemaParameter = { type: nullable ? [type, "null"] : type };
  const description = describe(parameter, options.defaultInDescription === true);
  if (description !== undefined) property.description = description;
  if (parameter.default !== undefined && options.defaultInDescription !== true) {
    property.default = structuredClone(parameter.default);
  }
  const { enum: allowed, items, minimum, maximum } = parameter;
  if (allowed !== undefined) property.enum = nullable ? [...allowed, null] : [...allowed];
  if (items !== undefined) {
    property.items = { type: jsonType(typeof items === "string" ? items : items.type) };
  } else if (parameter.type === "list" && options.anyItems === true) property.items = {};
  if (minimum !== undefined) property.minimum = minimum;
  if (maximum !== undefined) property.maximum = maximum;
  return property;
}

// Where the format cannot carry the `default` keyword, the model still learns the default.
function describe(parameter: ToolParameter, defaultInDescription: boolean): string | undefined {
  const { description } = parameter;
  if (!defaultInDescription || parameter.default === undefined) return description;
  const sentence = `Default: ${JSON.stringify(parameter.default)}.`;
  return description === undefined || description === "" ? sentence : `${description} ${sentence}`;
}
