// A declared node that also accepts `null`: how a format that wants every key sent (OpenAI
// strict mode) lets the model leave an optional one out.
import type { JSONSchemaParameter } from "../json-schema-parameters";

/** The node that also accepts `null` (for an optional key a model sends as `null`). */
export function nullable(node: JSONSchemaParameter): JSONSchemaParameter {
  if (acceptsNull(node)) return node;
  if (node.$ref !== undefined) {
    // A reference cannot take another type beside it: a union of it and null.
    const { description, ...rest } = node;
    const out: JSONSchemaParameter = { anyOf: [rest, { type: "null" }] };
    if (description !== undefined) out.description = description;
    return out;
  }
  const out: JSONSchemaParameter = { ...node };
  const { type } = node;
  if (typeof type === "string") out.type = [type, "null"];
  else if (Array.isArray(type)) out.type = [...type, "null"];
  if (node.anyOf !== undefined) out.anyOf = [...node.anyOf, { type: "null" }];
  if (node.const !== undefined) {
    delete out.const;
    out.enum = [node.const, null];
  } else if (node.enum !== undefined) out.enum = [...node.enum, null];
  return out;
}

/** Whether the node already accepts `null` (or any value). */
function acceptsNull(node: JSONSchemaParameter): boolean {
  const { type } = node;
  if (node.enum !== undefined) return node.enum.includes(null);
  if (node.const !== undefined) return false;
  if (type === "null" || (Array.isArray(type) && type.includes("null"))) return true;
  if (node.anyOf !== undefined) return node.anyOf.some(acceptsNull);
  return type === undefined && node.$ref === undefined && node.anyOf === undefined;
}
