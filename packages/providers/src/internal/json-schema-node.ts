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

/** How deep a walk of a schema goes before it gives up on the tool (a hostile schema). */
export const MAX_SCHEMA_DEPTH = 100;

/** Thrown by a walk past {@link MAX_SCHEMA_DEPTH}; the format then leaves the one tool out. */
export class SchemaTooDeep extends Error {
  constructor() {
    super(`its input schema is more than ${MAX_SCHEMA_DEPTH} levels deep`);
    this.name = "SchemaTooDeep";
  }
}

/**
 * The node a local `$ref` names (`#`, `#/$defs/Name`, `#/definitions/Name`, or any JSON pointer
 * into the root), or `undefined` for a reference that is not local or names nothing.
 */
function resolveRef(root: JSONNode, ref: unknown): JSONNode | undefined {
  if (typeof ref !== "string" || !ref.startsWith("#")) return undefined;
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === "object" && node !== null && !Array.isArray(node)
    ? (node as JSONNode)
    : undefined;
}

/** The node itself, or the node its `$ref` chain ends at (at most 32 hops). */
export function followRefs(root: JSONNode, node: JSONNode): JSONNode | undefined {
  let current: JSONNode | undefined = node;
  for (let hops = 0; current !== undefined && typeof current.$ref === "string"; hops++) {
    if (hops === 32) return undefined;
    current = resolveRef(root, current.$ref);
  }
  return current;
}

/** Whether a node describes dictionaries with declared keys (type object, or `properties`). */
export function isObjectNode(node: JSONNode): boolean {
  return typesOf(node).includes("object") || typeof node.properties === "object";
}

/** The one value a node allows through `const` or a one-value `enum`, if it has one. */
function singleValue(node: JSONNode): { readonly value: unknown } | undefined {
  if (Object.hasOwn(node, "const")) return { value: node.const };
  if (Array.isArray(node.enum) && node.enum.length === 1) return { value: node.enum[0] };
  return undefined;
}

/**
 * The key that tells a union's dictionaries apart: required in every one of them, with a
 * distinct single value in each. `undefined` for an untagged union.
 */
export function unionTag(branches: readonly JSONNode[]): string | undefined {
  const [first] = branches;
  if (first === undefined) return undefined;
  for (const [name] of propertiesOf(first)) {
    const seen = new Set<unknown>();
    const tagged = branches.every((branch) => {
      const property = (branch.properties as Record<string, JSONNode> | undefined)?.[name];
      if (!requiredOf(branch).includes(name) || property === undefined) return false;
      if (!Object.hasOwn(branch.properties as object, name)) return false;
      const only = singleValue(property);
      if (only === undefined || seen.has(only.value)) return false;
      seen.add(only.value);
      return true;
    });
    if (tagged) return name;
  }
  return undefined;
}
