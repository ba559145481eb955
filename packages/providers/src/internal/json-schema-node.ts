// The JSON Schema of a tool's input as every format reads it: `ToolSchema.toJSONSchema()`, the
// schema's exact JSON Schema 2020-12, walked as plain data node by node.
import type { AnyTool } from "@kit/tools";

/** One node of a JSON Schema, read as plain data. */
export type JSONNode = Readonly<Record<string, unknown>>;

/**
 * The exact JSON Schema of a tool's input (a fresh object), or `undefined` for a tool without an
 * input schema (any dictionary).
 */
export function inputJSONSchema(tool: AnyTool): JSONNode | undefined {
  const schema = tool.inputSchema;
  return schema === null ? undefined : (schema.toJSONSchema() as unknown as JSONNode);
}

/** A node's child schemas under `key` (`properties`), as [name, node] pairs in order. */
export function propertiesOf(node: JSONNode): [string, JSONNode][] {
  const properties = node.properties;
  if (typeof properties !== "object" || properties === null) return [];
  return Object.entries(properties as Record<string, JSONNode>);
}

/** The names a node lists in `required`. */
export function requiredOf(node: JSONNode): readonly string[] {
  return Array.isArray(node.required) ? (node.required as string[]) : [];
}

/** The node's JSON types: `type` as a list (empty when absent). */
export function typesOf(node: JSONNode): readonly string[] {
  const { type } = node;
  if (typeof type === "string") return [type];
  return Array.isArray(type) ? (type as string[]) : [];
}

/** The node's union branches: `anyOf`, or `oneOf` (a dictionary's variants). */
export function branchesOf(node: JSONNode): readonly JSONNode[] | undefined {
  const branches = node.anyOf ?? node.oneOf;
  return Array.isArray(branches) ? (branches as JSONNode[]) : undefined;
}

/** Sets an own enumerable key: a key named `__proto__` must not set the prototype. */
export function setOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** Where a node is, for messages: the parameter and the way down (`'rows' > items > 'id'`). */
export function where(path: readonly string[]): string {
  return path.length === 1
    ? `parameter '${path[0]}'`
    : `parameter '${path[0]}' > ${path.slice(1).join(" > ")}`;
}
