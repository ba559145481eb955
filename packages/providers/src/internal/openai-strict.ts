// Whether a tool can be declared in OpenAI's strict mode, and the reason when it cannot. From
// OpenAI's Structured Outputs guide, "Supported schemas"
// (https://platform.openai.com/docs/guides/structured-outputs#supported-schemas):
// - every object must set `additionalProperties: false`, and every property must be listed in
//   `required` (an optional field is a nullable one: `type: ["string", "null"]`);
// - string, number, integer, boolean, object, array, enum and `anyOf` are supported, and so are
//   `minimum` and `maximum` on numbers, `pattern` and `format` (date-time, time, date, duration,
//   email, hostname, ipv4, ipv6, uuid) on strings, `minItems` and `maxItems` on arrays; `default`
//   is not (the API answers "'default' is not permitted"), so a default goes into the
//   description. The guide does not list `minLength`, `maxLength` or `uniqueItems`, nor the
//   `uri` format: a schema with them is not declared strict, rather than declared without them;
//   `const` is said as a one-value `enum`, which the guide lists;
// - an array needs `items` (the API answers "array schema missing items"), and every value a
//   type: a value of any type cannot be said;
// - limits: at most 5,000 object properties in all, 10 levels of nesting, 1,000 enum values in
//   all, and 120,000 characters of property names and enum values together.
import type { AnyTool } from "@kit/tools";
import {
  branchesOf,
  inputJSONSchema,
  type JSONNode,
  propertiesOf,
  requiredOf,
  typesOf,
  where,
} from "./json-schema-node";

const MAX_PROPERTIES = 5_000;
const MAX_DEPTH = 10;
const MAX_ENUM_VALUES = 1_000;
const MAX_NAME_AND_ENUM_CHARACTERS = 120_000;
const FORMATS = new Set([
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uuid",
]);
const UNSUPPORTED = ["minLength", "maxLength", "uniqueItems"] as const;

interface Totals {
  properties: number;
  enumValues: number;
  characters: number;
}

/**
 * Why the tool cannot be declared strict, in words, or `undefined` when its schema fits OpenAI's
 * strict subset (with optional parameters as nullable ones): exactly, or, for a schema that is
 * not strict, but for the unknown keys that the declaration refuses and dispatch drops.
 */
export function strictBlocker(tool: AnyTool): string | undefined {
  const schema = inputJSONSchema(tool);
  // No schema takes any dictionary, and the tool gets every key: strict mode wants every key
  // declared and no other allowed.
  if (schema === undefined) return "the tool takes any dictionary";
  // A schema that is not strict is declared strict too: strict mode's `additionalProperties:
  // false` refuses the unknown keys that dispatch would drop, so what kit drops is never sent.
  const totals: Totals = { properties: 0, enumValues: 0, characters: 0 };
  for (const [name, node] of propertiesOf(schema)) {
    totals.properties += 1;
    totals.characters += name.length;
    const blocker = nodeBlocker(node, [name], totals);
    if (blocker !== undefined) return blocker;
  }
  if (totals.properties > MAX_PROPERTIES) return "more than 5,000 properties";
  if (totals.enumValues > MAX_ENUM_VALUES) return "more than 1,000 enum values";
  if (totals.characters > MAX_NAME_AND_ENUM_CHARACTERS) {
    return "more than 120,000 characters of names and enum values";
  }
  return undefined;
}

function nodeBlocker(node: JSONNode, path: string[], totals: Totals): string | undefined {
  const at = where(path);
  if (path.length > MAX_DEPTH) return `${at} is more than ${MAX_DEPTH} levels deep`;
  for (const value of [...(Array.isArray(node.enum) ? node.enum : []), node.const]) {
    if (value === undefined) continue;
    totals.enumValues += 1;
    if (typeof value === "string") totals.characters += value.length;
  }
  const branches = branchesOf(node);
  if (branches !== undefined) {
    for (const [index, branch] of branches.entries()) {
      const blocker = nodeBlocker(branch, [...path, `branch ${index + 1}`], totals);
      if (blocker !== undefined) return blocker;
    }
    return undefined;
  }
  const types = typesOf(node);
  if (types.length === 0) return `${at} is a value of any type`;
  for (const key of UNSUPPORTED) {
    if (node[key] !== undefined) return `${at} has '${key}', which strict mode does not take`;
  }
  if (typeof node.format === "string" && !FORMATS.has(node.format)) {
    return `${at} has the format '${node.format}', which strict mode does not take`;
  }
  if (types.includes("array")) {
    if (node.items === undefined) return `${at} is a list without an item type`;
    return nodeBlocker(node.items as JSONNode, [...path, "items"], totals);
  }
  if (types.includes("object")) return objectBlocker(node, path, totals);
  return undefined;
}

// An object in strict mode has only declared keys, all sent: an open dictionary cannot be said,
// and nor (until dispatch reads a nested `null` as absent, as it does at the top) can an optional
// key inside one.
function objectBlocker(node: JSONNode, path: string[], totals: Totals): string | undefined {
  const at = where(path);
  if (node.additionalProperties !== false) return `${at} is a dictionary that allows other keys`;
  const required = requiredOf(node);
  for (const [name, child] of propertiesOf(node)) {
    totals.properties += 1;
    totals.characters += name.length;
    const inner = [...path, `'${name}'`];
    if (!required.includes(name)) return `${where(inner)} is optional inside a dictionary`;
    const blocker = nodeBlocker(child, inner, totals);
    if (blocker !== undefined) return blocker;
  }
  return undefined;
}
