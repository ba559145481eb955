// The JSON Schema of a tool's parameters as the OpenAI and Anthropic formats send it: the
// schema's own JSON Schema without `$schema`, at every depth, with the few changes a format asks
// for.

import type { AnyTool } from "@kit/tools";
import type { JSONSchemaParameter, JSONSchemaParameters } from "../json-schema-parameters";
import { withDefaultSentence } from "./default-sentence";
import { inputJSONSchema, type JSONNode, requiredOf, setOwn, typesOf } from "./json-schema-node";

/** What the formats read of one top-level parameter of a tool's input schema. */
export interface ToolParameter {
  readonly name: string;
  readonly required?: boolean | undefined;
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
  /**
   * Every key of every object is listed in `required` (OpenAI strict mode), optional ones made
   * nullable; a `const` becomes a one-value `enum`.
   */
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

/**
 * The JSON Schema of a tool's parameters: `toolSchema.toJSONSchema()` without `$schema`, nested
 * definitions included, a discriminated union's `oneOf` said as `anyOf` (its variants exclude
 * each other, so the two accept the same). A tool without an input schema takes any dictionary:
 * an object schema with no properties and no `additionalProperties`. `additionalProperties:
 * false` is at the top exactly when the tool's schema refuses unknown parameters, or when asked.
 */
export function jsonSchemaDeclaration(
  tool: AnyTool,
  options: DeclarationOptions = {},
): JSONSchemaParameters {
  const schema = inputJSONSchema(tool);
  const properties: Record<string, JSONSchemaParameter> = {};
  const required: string[] = [];
  const listed = schema === undefined ? [] : requiredOf(schema);
  const top = (schema?.properties ?? {}) as Record<string, JSONNode>;
  for (const name of Object.keys(top)) {
    const optional = !listed.includes(name);
    let property = declareNode(top[name] as JSONNode, options);
    if (optional && options.nullableOptional === true) property = nullable(property);
    setOwn(properties, name, property);
    if (!optional || options.requireAll === true) required.push(name);
  }
  const declaration: JSONSchemaParameters = { type: "object", properties, required };
  if (schema?.additionalProperties === false || options.refuseUnknown === true) {
    declaration.additionalProperties = false;
  }
  return declaration;
}

/** The declaration of one node of the schema, and of everything under it. */
function declareNode(node: JSONNode, options: DeclarationOptions): JSONSchemaParameter {
  const out: Record<string, unknown> = {};
  const union = node.oneOf !== undefined || node.anyOf !== undefined;
  // A union's branches each have their type; the node's own `type: "object"` adds nothing, and
  // OpenAI's strict mode would want `additionalProperties: false` beside it.
  if (node.type !== undefined && !union) out.type = structuredClone(node.type);
  const description = describe(node, options.defaultInDescription === true);
  if (description !== undefined) out.description = description;
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (key === "type" || key === "description") continue;
    if (key === "default") {
      if (options.defaultInDescription !== true) out.default = structuredClone(value);
    } else if (key === "const" && options.requireAll === true) {
      out.enum = [value];
    } else if (key === "items") {
      out.items = declareNode(value as JSONNode, options);
    } else if (key === "additionalProperties") {
      out.additionalProperties = value === false ? false : declareNode(value as JSONNode, options);
    } else if (key === "oneOf" || key === "anyOf") {
      out.anyOf = (value as JSONNode[]).map((branch) => declareNode(branch, options));
    } else if (key === "properties") {
      declareProperties(node, out, options);
    } else if (key !== "required") {
      out[key] = structuredClone(value);
    }
  }
  if (options.anyItems === true && typesOf(node).includes("array") && node.items === undefined) {
    out.items = {};
  }
  // Strict mode wants `properties` on every object, also on one that has no keys.
  if (options.requireAll === true && !union && typesOf(node).includes("object")) {
    out.properties ??= {};
    out.required ??= [];
  }
  return out as JSONSchemaParameter;
}

// A dictionary's keys, each declared; under `requireAll` every key is required and the optional
// ones nullable.
function declareProperties(
  node: JSONNode,
  out: Record<string, unknown>,
  options: DeclarationOptions,
): void {
  const listed = requiredOf(node);
  const properties: Record<string, JSONSchemaParameter> = {};
  for (const [name, child] of Object.entries(node.properties as Record<string, JSONNode>)) {
    const declared = declareNode(child, options);
    const optional = !listed.includes(name);
    setOwn(
      properties,
      name,
      optional && options.requireAll === true ? nullable(declared) : declared,
    );
  }
  out.properties = properties;
  out.required = options.requireAll === true ? Object.keys(properties) : [...listed];
}

/** The node that also accepts `null` (for an optional key a model sends as `null`). */
function nullable(node: JSONSchemaParameter): JSONSchemaParameter {
  const out: JSONSchemaParameter = { ...node };
  const { type } = node;
  if (typeof type === "string") out.type = [type, "null"];
  else if (Array.isArray(type) && !type.includes("null")) out.type = [...type, "null"];
  if (node.anyOf !== undefined && !node.anyOf.some(isNull)) {
    out.anyOf = [...node.anyOf, { type: "null" }];
  }
  if (node.const !== undefined) {
    delete out.const;
    out.enum = [node.const, null];
  } else if (node.enum !== undefined && !node.enum.includes(null)) out.enum = [...node.enum, null];
  return out;
}

function isNull(node: JSONSchemaParameter): boolean {
  return node.type === "null";
}

// Where the format cannot carry the `default` keyword, the model still learns the default.
function describe(node: JSONNode, defaultInDescription: boolean): string | undefined {
  const description = node.description as string | undefined;
  if (!defaultInDescription || node.default === undefined) return description;
  return withDefaultSentence(description, node.default);
}
