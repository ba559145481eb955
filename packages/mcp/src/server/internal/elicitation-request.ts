// A tool's question (context.elicit) as MCP's elicitation/create, and the client's answer back.
// MCP's requestedSchema is a restricted JSON Schema: flat fields of primitive types, enums
// (titled with oneOf / anyOf, or legacy enumNames; SEP-1330), defaults (SEP-1034).
import type { ElicitAnswer, ElicitRequest } from "@kit/tools";
import type { ElicitRequestFormParams, ElicitResult } from "@modelcontextprotocol/server";

type RequestedSchema = ElicitRequestFormParams["requestedSchema"];
type Field = RequestedSchema["properties"][string];

// The keys MCP's primitive schemas know; anything else in a field (pattern, uniqueItems) is
// left out, and kit checks the answer against the tool's schema anyway.
const FIELD_KEYS = [
  "type",
  "title",
  "description",
  "default",
  "enum",
  "enumNames",
  "oneOf",
  "minimum",
  "maximum",
  "minLength",
  "maxLength",
  "format",
  "items",
  "minItems",
  "maxItems",
] as const;
const FORMATS = new Set(["email", "uri", "date", "date-time"]);

/** The params of `elicitation/create` for a tool's question. */
export function elicitationParams(request: ElicitRequest): ElicitRequestFormParams {
  return { message: request.message, requestedSchema: requestedSchema(request.schema) };
}

function requestedSchema(schema: ElicitRequest["schema"]): RequestedSchema {
  const json = schema.toJSONSchema() as unknown as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  const properties: Record<string, Field> = {};
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    properties[name] = field(property);
  }
  const requested: RequestedSchema = { type: "object", properties };
  if (json.required !== undefined && json.required.length > 0) requested.required = json.required;
  return requested;
}

function field(property: Record<string, unknown>): Field {
  const kept: Record<string, unknown> = {};
  for (const key of FIELD_KEYS) {
    const value = property[key];
    if (value !== undefined) kept[key] = value;
  }
  // A nullable field's [type, "null"]: a form field has one type, and null is not offered.
  if (Array.isArray(kept.type)) kept.type = kept.type[0];
  if (Array.isArray(kept.enum)) kept.enum = kept.enum.filter((value) => value !== null);
  if (typeof kept.format === "string" && !FORMATS.has(kept.format)) delete kept.format;
  return kept as Field;
}

/** The client's answer as kit's elicit handler gives it; kit then checks its content. */
export function elicitAnswer(result: ElicitResult): ElicitAnswer {
  if (result.action === "accept") return { action: "accept", content: result.content ?? {} };
  return { action: result.action };
}
