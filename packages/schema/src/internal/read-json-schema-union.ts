// `anyOf` and `oneOf` of an imported JSON Schema node (cold), in the three shapes kit says
// exactly: a schema or `null` (nullable), constants of one type (an `enum`), and objects told
// apart by a required constant property (a discriminated union). Anything else is reported.
import { isDictionary } from "../kind-of";
import { ANNOTATIONS } from "./json-schema-keywords";
import {
  type JSONSchemaReading,
  own,
  pointerSegment,
  type ReadNode,
  report,
  type SchemaNode,
} from "./json-schema-reading";

type Definition = Record<string, unknown>;

const CHOICE_KEYS = ["type", "description", "nullable", "enum", "const"];

// `type` beside a union of objects: "object", or ["object", "null"] in either order.
const objectType = (type: unknown): boolean =>
  type === "object" ||
  (Array.isArray(type) &&
    type.includes("object") &&
    type.every((name) => name === "object" || name === "null"));

const isNullSchema = (raw: unknown): boolean =>
  isDictionary(raw) &&
  own(raw, "type") === "null" &&
  Object.keys(raw).every((key) => key === "type" || ANNOTATIONS.includes(key));

/**
 * Reads a node with `anyOf` or `oneOf`.
 * @returns its definition and default, or `undefined` when a problem was reported.
 */
export function readUnion(
  reading: JSONSchemaReading,
  node: SchemaNode,
  pointer: string,
  depth: number,
  nesting: number,
): ReadNode | undefined {
  const keyword = own(node, "anyOf") !== undefined ? "anyOf" : "oneOf";
  const where = `${pointer}/${keyword}`;
  const titled = titledChoices(node, keyword);
  if (titled !== undefined) return titled;
  const before = reading.problems.length;
  for (const key of Object.keys(node)) {
    const allowed =
      key === keyword ||
      ANNOTATIONS.includes(key) ||
      (key === "type" && objectType(own(node, key)));
    if (!allowed)
      report(
        reading,
        `${pointer}/${pointerSegment(key)}`,
        `'${key}' beside '${keyword}' is not supported`,
      );
  }
  const branches = own(node, keyword);
  if (!Array.isArray(branches) || branches.length === 0) {
    return report(reading, where, `'${keyword}' must be a non-empty list`);
  }
  // Beside `type: "object"`, a `null` branch can never match (beside `["object", "null"]` it can).
  const type = own(node, "type");
  const objectOnly = type !== undefined;
  const nulls = branches.filter(isNullSchema).length;
  const read: ReadNode[] = [];
  const many = branches.length - nulls > 1;
  branches.forEach((branch, index) => {
    if (isNullSchema(branch)) return;
    const found = reading.read(branch, `${where}/${index}`, depth + (many ? 1 : 0), nesting + 1);
    if (found !== undefined) read.push(found);
  });
  if (reading.problems.length > before) return undefined;
  if (read.length === 0)
    return report(reading, where, "a schema whose only value is 'null' is not supported");
  const nullable =
    nulls > 0 && (type === undefined || (Array.isArray(type) && type.includes("null")));
  const definitions = read.map((found) => found.definition);
  // `oneOf` refuses a value two branches accept: null twice is no value.
  const nullTwice =
    nulls + definitions.filter((definition) => definition.nullable === true).length > 1;
  if (keyword === "oneOf" && nullable && nullTwice) {
    return report(reading, where, "'oneOf' with two branches that accept null is not supported");
  }
  const merged =
    definitions.length === 1
      ? { ...(definitions[0] as Definition) }
      : (choices(definitions, keyword) ?? byType(definitions, keyword));
  if (typeof merged === "string") return report(reading, where, merged);
  if (objectOnly && merged.type !== "dictionary") {
    return report(
      reading,
      where,
      `'${keyword}' of non-objects beside 'type: object' is not supported`,
    );
  }
  if (nullable) merged.nullable = true;
  const description = own(node, "description");
  if (typeof description === "string") merged.description = description;
  const fallback = own(node, "default");
  return {
    definition: merged,
    fallback: fallback === undefined && read.length === 1 ? read[0]?.fallback : fallback,
  };
}

// Constants of one type (integers among numbers): one `enum` (a `const` for a boolean).
function choices(
  definitions: readonly Definition[],
  keyword: string,
): Definition | undefined | string {
  const isChoice = (definition: Definition): boolean =>
    Object.keys(definition).every((key) => CHOICE_KEYS.includes(key)) &&
    (definition.enum !== undefined || definition.const !== undefined);
  if (!definitions.every(isChoice)) return undefined;
  const types = new Set(definitions.map((definition) => definition.type));
  if (types.size === 2 && types.has("integer") && types.has("float")) types.delete("integer");
  if (types.size > 1) return undefined;
  const values: unknown[] = [];
  for (const definition of definitions) {
    for (const value of (definition.enum as unknown[] | undefined) ?? [definition.const]) {
      if (!values.includes(value)) values.push(value);
      else if (keyword === "oneOf") {
        return "'oneOf' of constants where two branches allow the same value is not supported";
      }
    }
  }
  const [type] = types;
  const merged: Definition = { type };
  if (definitions.some((definition) => definition.nullable === true)) merged.nullable = true;
  if (type !== "boolean") merged.enum = values;
  else if (values.length === 1) merged.const = values[0];
  return merged;
}

// The family of a type: integers are numbers too, so a value's type could not say which of an
// `integer` and a `number` schema it must meet.
const family = (type: unknown): unknown => (type === "integer" ? "float" : type);

// Schemas of different types: a value of type `any` whose `anyOf` holds one definition per
// type, the schemas of one type merged first (constants into one `enum`, objects into
// variants, and for `anyOf` copies of one schema into one); for `anyOf`, schemas of one type
// that cannot be merged are kept side by side.
function byType(given: readonly Definition[], keyword: string): Definition | string {
  const unsupported = `'${keyword}' is supported only of a schema and 'null', constants of one type, objects none of which is nullable, or schemas of different types (integer and number count as one; 'anyOf' may hold several of one type)`;
  // A branch that is itself a union of types (`type: ["string", "number"]`) gives its
  // definitions, each a branch of this one (its null stays a value).
  const definitions: Definition[] = [];
  let nestedNull = false;
  for (const definition of given) {
    if (definition.type === "any" && Array.isArray(definition.anyOf)) {
      definitions.push(...(definition.anyOf as Definition[]));
      nestedNull ||= definition.nullable === true;
    } else definitions.push(definition);
  }
  const families = [...new Set(definitions.map((definition) => family(definition.type)))];
  if (families.includes("any")) return unsupported;
  const anyOf: Definition[] = [];
  for (const type of families) {
    const group = definitions.filter((definition) => family(definition.type) === type);
    const merged = group.length === 1 ? group[0] : mergeGroup(group, keyword);
    // `anyOf` of schemas of one type kit cannot merge: each kept, a value of that type checked
    // against each (`oneOf` would need a value to meet only one of them).
    if (merged !== undefined) anyOf.push(merged);
    else if (keyword === "anyOf") anyOf.push(...group);
    else return unsupported;
  }
  if (anyOf.length === 1) {
    const only = { ...(anyOf[0] as Definition) };
    if (nestedNull) only.nullable = true;
    return only;
  }
  const nullable = nestedNull || anyOf.some((definition) => definition.nullable === true);
  const union: Definition = {
    type: "any",
    anyOf: anyOf.map(({ nullable: _, ...definition }) => definition),
  };
  if (nullable) union.nullable = true;
  return union;
}

// Schemas of one type, as one definition, or undefined when kit cannot say them as one.
function mergeGroup(group: readonly Definition[], keyword: string): Definition | undefined {
  const constants = choices(group, keyword);
  if (typeof constants === "object") return constants;
  if (constants !== undefined) return undefined;
  if (group.every((definition) => definition.type === "dictionary")) {
    const union = variants(group, keyword);
    if (typeof union === "object") return union;
  }
  // `anyOf` of one schema written twice is that schema (`oneOf` would refuse every value).
  const first = JSON.stringify(group[0]);
  if (keyword === "anyOf" && group.every((definition) => JSON.stringify(definition) === first)) {
    return group[0];
  }
  return undefined;
}

// Objects: told apart by one property each declares as required with a string constant of
// its own (a discriminated union), or else the variants a value meets (`oneOf`: exactly one).
function variants(definitions: readonly Definition[], keyword: string): Definition | string {
  const unsupported = `'${keyword}' of objects is supported only when no object branch is nullable`;
  if (definitions.some((definition) => definition.nullable !== undefined)) return unsupported;
  const properties = definitions.map((definition) =>
    definition.variants === undefined
      ? ((definition.properties as Definition[] | undefined) ?? [])
      : undefined,
  );
  const tagOf = (list: readonly Definition[] | undefined, name: unknown): unknown => {
    const property = list?.find((candidate) => candidate.name === name);
    if (property === undefined || property.type !== "string" || property.required === false)
      return undefined;
    const only =
      property.const ??
      (Array.isArray(property.enum) && property.enum.length === 1 ? property.enum[0] : undefined);
    return only;
  };
  for (const candidate of properties[0] ?? []) {
    const tags = properties.map((list) => tagOf(list, candidate.name));
    if (tags.every((tag) => typeof tag === "string") && new Set(tags).size === tags.length) {
      return { type: "dictionary", discriminator: candidate.name, variants: [...definitions] };
    }
  }
  const union: Definition = { type: "dictionary", variants: [...definitions] };
  if (keyword === "oneOf") union.exclusive = true;
  return union;
}

// A titled enum (SEP-1330): `oneOf` / `anyOf` of `{ const, title }` strings, distinct, with
// `type: "string"` or no type beside it (and a `{ type: "null" }` branch for a nullable one).
function titledChoices(node: SchemaNode, keyword: string): ReadNode | undefined {
  const branches = own(node, keyword);
  const type = own(node, "type");
  const nullableType =
    Array.isArray(type) && type.length === 2 && type.includes("string") && type.includes("null");
  if (!Array.isArray(branches) || (type !== undefined && type !== "string" && !nullableType)) {
    return undefined;
  }
  for (const key of Object.keys(node)) {
    if (key !== keyword && key !== "type" && !ANNOTATIONS.includes(key)) return undefined;
  }
  const values: string[] = [];
  const titles: string[] = [];
  let nullBranch = false;
  for (const branch of branches) {
    if (isNullSchema(branch)) {
      nullBranch = true;
      continue;
    }
    if (!isDictionary(branch)) return undefined;
    const only = own(branch, "const");
    const title = own(branch, "title");
    const fits = Object.keys(branch).every(
      (key) =>
        key === "const" ||
        key === "title" ||
        key === "description" ||
        (key === "type" && own(branch, "type") === "string"),
    );
    if (!fits || typeof only !== "string" || typeof title !== "string" || values.includes(only)) {
      return undefined;
    }
    values.push(only);
    titles.push(title);
  }
  if (values.length === 0) return undefined;
  const definition: Definition = { type: "string", enum: values, enumTitles: titles };
  if (nullBranch && (type === undefined || nullableType)) definition.nullable = true;
  const description = own(node, "description");
  if (typeof description === "string") definition.description = description;
  return { definition, fallback: own(node, "default") };
}
