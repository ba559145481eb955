// `allOf` of object schemas in an imported JSON Schema (cold: once per `allOf` read), merged into
// one object schema when that says exactly the same values: the properties of every branch
// (one declared in two branches must have the same schema in both, or `{}` in one), `required`
// of every branch, and one `additionalProperties` that every branch setting it agrees on and
// that refuses no property another branch declares. The node's own keywords beside `allOf`
// count as one more branch. Anything else is reported at its pointer, never dropped.
import { isDictionary } from "../kind-of";
import { ANNOTATIONS } from "./json-schema-keywords";
import {
  type JSONSchemaReading,
  MAX_SCHEMA_NESTING,
  own,
  pointerSegment,
  report,
  resolveRef,
  type SchemaNode,
} from "./json-schema-reading";

/** The most schemas one `allOf` merges, its branches' own `allOf` and `$ref`s included. */
const MAX_BRANCHES = 1_000;

/** The keywords a branch of `allOf` may have (annotations aside). */
const MERGED = ["type", "properties", "required", "additionalProperties", "allOf", "$ref"];

const isAny = (raw: unknown): boolean =>
  raw === true || (isDictionary(raw) && Object.keys(raw).length === 0);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

interface Branch {
  readonly node: SchemaNode;
  readonly pointer: string;
}

/**
 * Merges a node with `allOf` into one object schema.
 * @returns the merged node (without `allOf`), or undefined when a problem was reported.
 */
export function mergeAllOf(
  reading: JSONSchemaReading,
  node: SchemaNode,
  pointer: string,
): SchemaNode | undefined {
  const before = reading.problems.length;
  const branches: Branch[] = [];
  collect(reading, node, pointer, branches, 0, [pointer]);
  if (reading.problems.length > before) return undefined;
  const properties: Record<string, unknown> = {};
  const declaredAt: Record<string, string> = {};
  const required: string[] = [];
  let other: { readonly value: unknown; readonly pointer: string } | undefined;
  for (const { node: branch, pointer: at } of branches) {
    const type = own(branch, "type");
    if (type !== undefined && type !== "object") {
      report(reading, `${at}/type`, "'allOf' is supported only of object schemas");
    }
    const own_ = own(branch, "properties");
    if (own_ !== undefined && !isDictionary(own_)) {
      report(reading, `${at}/properties`, "'properties' must be an object");
      continue;
    }
    for (const [name, schema] of Object.entries(own_ ?? {})) {
      const where = `${at}/properties/${pointerSegment(name)}`;
      if (!Object.hasOwn(properties, name) || isAny(properties[name])) {
        properties[name] = schema;
        declaredAt[name] = where;
      } else if (!isAny(schema) && !same(properties[name], schema)) {
        report(
          reading,
          where,
          `'allOf' declares property '${name}' with another schema at ${declaredAt[name]}, which kit cannot merge`,
        );
      }
    }
    const names = own(branch, "required");
    if (names !== undefined && !Array.isArray(names)) {
      report(reading, `${at}/required`, "'required' must be a list");
    } else if (Array.isArray(names)) {
      for (const name of names) if (!required.includes(name)) required.push(name);
    }
    const additional = own(branch, "additionalProperties");
    if (additional === undefined || isAny(additional)) continue;
    if (other !== undefined && !same(other.value, additional)) {
      report(
        reading,
        `${at}/additionalProperties`,
        `'allOf' has another 'additionalProperties' at ${other.pointer}, which kit cannot merge`,
      );
    }
    other ??= { value: additional, pointer: `${at}/additionalProperties` };
  }
  // A branch's `additionalProperties` checks every key its own `properties` do not declare,
  // those another branch declares too: merged, they would be declared, not checked.
  for (const { node: branch, pointer: at } of branches) {
    const additional = own(branch, "additionalProperties");
    if (additional === undefined || isAny(additional)) continue;
    const declared = own(branch, "properties");
    const outside = Object.keys(properties).filter(
      (name) => !(isDictionary(declared) && Object.hasOwn(declared, name)),
    );
    if (outside.length > 0) {
      report(
        reading,
        `${at}/additionalProperties`,
        `'additionalProperties' in a branch of 'allOf' also applies to '${outside[0]}', which another branch declares; kit cannot merge them`,
      );
    }
  }
  if (reading.problems.length > before) return undefined;
  // Without `type: "object"` in some branch, a non-object is valid too, as it was.
  const typed = branches.some(({ node: branch }) => own(branch, "type") === "object");
  const merged: Record<string, unknown> = typed ? { type: "object", properties } : { properties };
  if (required.length > 0) merged.required = required;
  if (other !== undefined) merged.additionalProperties = other.value;
  for (const key of ANNOTATIONS) {
    if (own(node, key) !== undefined) merged[key] = own(node, key);
  }
  return merged;
}

// The branches of `allOf`, the node's own keywords first; a branch's own `allOf` and a local
// `$ref` are followed (each a bounded number of levels).
function collect(
  reading: JSONSchemaReading,
  node: SchemaNode,
  pointer: string,
  into: Branch[],
  level: number,
  following: string[],
): void {
  if (level > MAX_SCHEMA_NESTING) {
    report(reading, pointer, `schemas nest deeper than ${MAX_SCHEMA_NESTING} levels`);
    return;
  }
  // A hostile document: `$ref`s that lead back into the same `allOf` branch out without end.
  if (into.length >= MAX_BRANCHES) {
    report(
      reading,
      pointer,
      `'allOf' expands to more than ${MAX_BRANCHES} schemas, the most kit merges`,
    );
    return;
  }
  for (const key of Object.keys(node)) {
    if (!MERGED.includes(key) && !ANNOTATIONS.includes(key)) {
      report(
        reading,
        `${pointer}/${pointerSegment(key)}`,
        `'${key}' beside or inside 'allOf' is not supported (kit merges the properties, 'required' and 'additionalProperties' of object schemas)`,
      );
    }
  }
  const ref = own(node, "$ref");
  if (ref !== undefined) {
    const found =
      typeof ref === "string" ? resolveRef(reading.root, ref) : "'$ref' must be a string";
    if (typeof found === "string") report(reading, `${pointer}/$ref`, found);
    else if (following.includes(found.pointer)) {
      report(reading, `${pointer}/$ref`, `'${ref}' inside 'allOf' leads back to itself`);
    } else if (!isDictionary(found.target)) {
      report(reading, `${pointer}/$ref`, `'${ref}' inside 'allOf' must name an object schema`);
    } else {
      following.push(found.pointer);
      collect(reading, found.target as SchemaNode, found.pointer, into, level + 1, following);
      following.pop();
    }
  }
  into.push({ node, pointer });
  const branches = own(node, "allOf");
  if (branches === undefined) return;
  if (!Array.isArray(branches) || branches.length === 0) {
    report(reading, `${pointer}/allOf`, "'allOf' must be a non-empty list");
    return;
  }
  branches.forEach((branch, index) => {
    const at = `${pointer}/allOf/${index}`;
    if (isAny(branch)) return;
    if (!isDictionary(branch)) report(reading, at, "a branch of 'allOf' must be an object schema");
    else collect(reading, branch as SchemaNode, at, into, level + 1, following);
  });
}
