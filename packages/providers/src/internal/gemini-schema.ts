// A tool's parameters as a Gemini Schema (the OpenAPI 3.0 subset of `FunctionDeclaration
// .parameters`), exact wherever the subset can say what dispatch checks, and a list of what it
// cannot say where it cannot.
import type { AnyTool } from "@kit/tools";
import type { GeminiSchema } from "../gemini-schema";
import { Type } from "./gemini-type";

type Parameter = NonNullable<AnyTool["inputSchema"]>["parameters"][number];
type ParameterType = Parameter["type"];

const TYPES: Readonly<Record<ParameterType, Type>> = {
  string: Type.STRING,
  integer: Type.INTEGER,
  float: Type.NUMBER,
  boolean: Type.BOOLEAN,
  list: Type.ARRAY,
  dictionary: Type.OBJECT,
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

/**
 * The Gemini Schema of a tool's parameters.
 * - No input schema (any dictionary): an OBJECT without properties.
 * - No parameters, not strict: no schema (Gemini's way to declare a function without
 *   parameters); strict: an OBJECT with `maxProperties: "0"`.
 * - A strict schema whose parameters are all required: `maxProperties` is their count, which
 *   refuses any other key exactly. With optional parameters the subset (it has no
 *   `additionalProperties`) cannot refuse other keys: that is a problem, and the description
 *   says it.
 */
export function geminiParameters(tool: AnyTool): GeminiParameters {
  const input = tool.inputSchema;
  if (input === null) return { schema: { type: Type.OBJECT }, problems: [] };
  const { parameters, strict } = input;
  if (parameters.length === 0 && !strict) return { schema: undefined, problems: [] };
  const problems: string[] = [];
  const properties: Record<string, GeminiSchema> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    // Defined as an own key: a parameter named `__proto__` must not set the prototype.
    Object.defineProperty(properties, parameter.name, {
      value: parameterSchema(parameter, problems),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    if (parameter.required !== false) required.push(parameter.name);
  }
  const schema: GeminiSchema = { type: Type.OBJECT };
  if (parameters.length > 0) schema.properties = properties;
  if (required.length > 0) schema.required = required;
  if (strict) {
    if (required.length === parameters.length) schema.maxProperties = String(parameters.length);
    else {
      schema.description = NO_OTHER_PARAMETERS;
      problems.push(
        "its schema is strict and has optional parameters: Gemini's schema cannot refuse other parameters (it has no 'additionalProperties')",
      );
    }
  }
  return { schema, problems };
}

function parameterSchema(parameter: Parameter, problems: string[]): GeminiSchema {
  const { type, enum: allowed, items, minimum, maximum } = parameter;
  let schema: GeminiSchema;
  if (allowed !== undefined && type === "string") {
    schema = stringEnum(allowed as readonly string[]);
  } else if (allowed !== undefined) {
    schema = numberEnum(parameter, allowed as readonly number[], problems);
  } else {
    schema = { type: TYPES[type] };
    if (minimum !== undefined) schema.minimum = minimum;
    if (maximum !== undefined) schema.maximum = maximum;
  }
  // An item definition (nested) is declared by its type alone for now.
  if (type === "list") schema.items = itemSchema(typeof items === "object" ? items.type : items);
  const description = describe(parameter);
  if (description !== undefined) schema.description = description;
  if (parameter.default !== undefined)
    schema.default = JSON.parse(JSON.stringify(parameter.default));
  return schema;
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
// Values outside the parameter's bounds are left out, as dispatch refuses them.
function numberEnum(
  parameter: Parameter,
  allowed: readonly number[],
  problems: string[],
): GeminiSchema {
  const { minimum = -Infinity, maximum = Infinity } = parameter;
  const type = TYPES[parameter.type];
  const branches = allowed
    .filter((value) => value >= minimum && value <= maximum)
    .map((value): GeminiSchema => ({ type, minimum: value, maximum: value }));
  if (branches.length > 0) return { anyOf: branches };
  problems.push(
    `parameter '${parameter.name}' allows no value (no value of its 'enum' is within its bounds)`,
  );
  return { type };
}

// An ARRAY must have `items`; a list of any element has the empty schema, which is any value.
function itemSchema(items: ParameterType | undefined): GeminiSchema {
  if (items === undefined) return {};
  if (items === "list") return { type: Type.ARRAY, items: {} };
  return { type: TYPES[items] };
}

// The description, and the default in words: Gemini documents `default` as ignored.
function describe(parameter: Parameter): string | undefined {
  const parts: string[] = [];
  if (parameter.description !== undefined && parameter.description !== "") {
    parts.push(parameter.description);
  }
  if (parameter.default !== undefined) parts.push(`Default: ${JSON.stringify(parameter.default)}.`);
  return parts.length === 0 ? undefined : parts.join(" ");
}
