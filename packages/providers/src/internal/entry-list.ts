// A dictionary whose keys are the caller's choice, as OpenAI's and Anthropic's strict modes can
// say it: a list of `{ key, value }` entries. Strict mode wants every key of an object declared, so a dictionary of
// headers or labels cannot be said as a dictionary; as entries it can, exactly: the model sends
// `[{ "key": "Accept", "value": "text/html" }]` and dispatch (requests marked
// `dictionariesAsEntries`) turns the list back into `{ "Accept": "text/html" }` before the schema
// judges it. The one thing the list cannot say is that each key comes once: it is said in the
// description, and a key given twice is refused by dispatch with its place (reported loosened).
//
// Which dictionaries, mirrored from @kit/tools' `dispatch/internal/entry-dictionaries.ts`: a node,
// not the root, of type `object` (or `["object", "null"]`), with no declared key, no union and a
// non-empty schema in `additionalProperties`, where dispatch reads it: not under a `$ref` (so not
// in `$defs`), not inside a union of dictionaries without a tag, not a union's branch itself nor
// under a branch that is not a dictionary.
import type { DeclarationChange } from "../declaration-report";
import type { JSONSchemaParameter } from "../json-schema-parameters";
import type { JSONNode } from "./json-schema-node";

/** What the description of an entry list adds. */
export const ENTRIES_SENTENCE =
  "A dictionary, given as a list of { key, value } entries, each key at most once.";

/** Whether the node is a dictionary of caller-chosen keys with a schema for their values. */
export function isEntryDictionary(node: JSONNode): boolean {
  const { type } = node;
  const object = type === "object" || (Array.isArray(type) && type.includes("object"));
  if (!object || node.anyOf !== undefined || node.oneOf !== undefined) return false;
  const { properties, additionalProperties: other } = node;
  if (isNode(properties) && Object.keys(properties).length > 0) return false;
  return isNode(other) && Object.keys(other).length > 0;
}

/** The type of the list: `array`, or `["array", "null"]` for a nullable dictionary. */
export function entryListType(node: JSONNode): string | string[] {
  const { type } = node;
  return Array.isArray(type) && type.includes("null") ? ["array", "null"] : "array";
}

/** The items of the list: a closed `{ key, value }` object, both required. */
export function entryItems(value: JSONSchemaParameter): JSONSchemaParameter {
  return {
    type: "object",
    properties: { key: { type: "string" }, value },
    required: ["key", "value"],
    additionalProperties: false,
  };
}

/** What the report says about one dictionary declared as entries, at its JSON pointer. */
export function entryChanges(pointer: string): DeclarationChange[] {
  const path = `${pointer}/additionalProperties`;
  return [
    {
      kind: "moved",
      path,
      keyword: "additionalProperties",
      message:
        "a dictionary of keys of the caller's choosing, said as a list of { key, value } entries; dispatch turns the list back into the dictionary",
    },
    {
      kind: "loosened",
      path,
      keyword: "additionalProperties",
      message:
        "each key once: the list cannot say it (it is in the description), and kit refuses a key given twice",
    },
  ];
}

/**
 * A value (a default at `node`; at depth 0 a tool's arguments, an example) as the declaration
 * says it: each dictionary where the schema has an entry dictionary as its list of entries,
 * through declared keys, other keys and list items (not through unions or references: a value
 * there is left as it is).
 */
export function asEntries(value: unknown, node: JSONNode, depth = 1): unknown {
  if (typeof value !== "object" || value === null || depth > 100) return value;
  if (Array.isArray(value)) {
    const items = node.items;
    return isNode(items) ? value.map((item) => asEntries(item, items, depth + 1)) : value;
  }
  const other = isNode(node.additionalProperties) ? node.additionalProperties : undefined;
  // The root (depth 0: a tool's arguments) is never a list.
  if (depth > 0 && isEntryDictionary(node) && other !== undefined) {
    return Object.entries(value).map(([key, item]) => ({
      key,
      value: asEntries(item, other, depth + 1),
    }));
  }
  if (node.anyOf !== undefined || node.oneOf !== undefined || node.$ref !== undefined) {
    return value;
  }
  const properties = isNode(node.properties) ? node.properties : {};
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const child = Object.hasOwn(properties, key) ? properties[key] : other;
    Object.defineProperty(out, key, {
      value: isNode(child) ? asEntries(item, child, depth + 1) : item,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function isNode(value: unknown): value is JSONNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
