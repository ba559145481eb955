// The JSON Schema of a tool's parameters as the OpenAI, Anthropic and Gemini (JSON Schema)
// formats send it: the schema's own JSON Schema without `$schema`, at every depth (named
// definitions and references included), with the changes a format asks for, each recorded.
import type { AnyTool } from "@kit/tools";
import type { DeclarationChange } from "../declaration-report";
import type { JSONSchemaParameter, JSONSchemaParameters } from "../json-schema-parameters";
import { joinSentences } from "./default-sentence";
import { describeKeyword } from "./describe-keyword";
import {
  asEntries,
  ENTRIES_SENTENCE,
  entryChanges,
  entryItems,
  entryListType,
  isEntryDictionary,
} from "./entry-list";
import {
  followRefs,
  inputJSONSchema,
  isObjectNode,
  type JSONNode,
  MAX_SCHEMA_DEPTH,
  requiredOf,
  SchemaTooDeep,
  setOwn,
  typesOf,
  unionTag,
} from "./json-schema-node";
import { nullable } from "./nullable-node";

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

/**
 * What a format does with a keyword: sends it, says it in the description, cannot, or leaves
 * out one that says nothing (`uniqueItems: false`).
 */
export type KeywordHandling = "keep" | "unheld" | "move" | "block" | "drop";

/** What a format changes in the plain JSON Schema of a tool's parameters. */
export interface DeclarationOptions {
  /** Optional keys, at every depth, also accept `null` (read as absent by dispatch). */
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
  /** `additionalProperties: false` at the top also for a schema that is not strict. */
  readonly refuseUnknown?: boolean;
  /**
   * A strict declaration: objects with declared keys get `additionalProperties: false` at every
   * depth (reported as narrowed), `title` goes into the description, a branch that is only a
   * constant gets its type; what the strict subset cannot say is a blocker.
   */
  readonly strict?: boolean;
  /**
   * A dictionary of caller-chosen keys with a schema for their values is a list of
   * `{ key, value }` entries where dispatch reads such lists back (internal/entry-list.ts).
   */
  readonly entries?: boolean;
  /** Whether a recursive reference is a blocker (Anthropic's strict mode refuses them). */
  readonly noRecursion?: boolean;
  /** What to do with each constraint keyword; by default every keyword is kept as it is. */
  readonly keyword?: ((keyword: string, node: JSONNode) => KeywordHandling) | undefined;
}

/** A declaration with what it changed, and (for a strict one) why it cannot be strict. */
interface Declared {
  readonly parameters: JSONSchemaParameters;
  readonly changes: DeclarationChange[];
  /** Reasons, each with its JSON pointer, that strict mode cannot say the schema. */
  readonly blockers: string[];
  /** Object properties and enum values in all, characters of names and enum values. */
  readonly totals: Totals;
  /** The deepest nesting of objects and lists. */
  readonly depth: number;
}

/** Counts OpenAI's strict-mode limits are about. */
interface Totals {
  properties: number;
  enumValues: number;
  characters: number;
}

// Keywords the walk itself handles.
const STRUCTURAL = new Set([
  "type",
  "description",
  "title",
  "default",
  "const",
  "enum",
  "items",
  "properties",
  "required",
  "additionalProperties",
  "anyOf",
  "oneOf",
  "$ref",
  "$defs",
  "definitions",
  "examples",
]);
// Annotations no provider needs.
const DROPPED = new Set([
  "$schema",
  "$id",
  "$comment",
  "readOnly",
  "writeOnly",
  "deprecated",
  "enumNames",
]);

interface Walk {
  readonly root: JSONNode;
  readonly options: DeclarationOptions;
  readonly changes: DeclarationChange[];
  readonly blockers: string[];
  readonly totals: Totals;
  depth: number;
}

/** Where a node sits, how it may treat optional keys. */
interface Place {
  readonly pointer: string;
  readonly level: number;
  /** Inside a union of dictionaries without a tag: dispatch reads no `null` there. */
  readonly untagged: boolean;
  /** For a branch of such a union: its keys whose `null` dispatch still reads as absent. */
  readonly nullableKeys?: ReadonlySet<string> | undefined;
  /** Where dispatch reads no entry list: in `$defs`, under a union branch that is no dictionary. */
  readonly noEntries?: boolean | undefined;
  /** A union's branch itself (dispatch reads no list there); its children are not. */
  readonly branch?: boolean | undefined;
}

/**
 * The JSON Schema of a tool's parameters: `toolSchema.toJSONSchema()` without `$schema`, nested
 * definitions included, `oneOf` said as `anyOf`. A tool without an input schema takes any
 * dictionary: an object schema with no properties and no `additionalProperties`.
 */
export function jsonSchemaDeclaration(
  tool: AnyTool,
  options: DeclarationOptions = {},
): JSONSchemaParameters {
  return declareParameters(inputJSONSchema(tool), options).parameters;
}

/**
 * Declares a tool's input JSON Schema (or any dictionary, for `undefined`) with the options.
 * @throws SchemaTooDeep for a schema nested more than {@link MAX_SCHEMA_DEPTH} levels.
 */
export function declareParameters(
  schema: JSONNode | undefined,
  options: DeclarationOptions,
): Declared {
  const walk: Walk = {
    root: schema ?? {},
    options,
    changes: [],
    blockers: [],
    totals: { properties: 0, enumValues: 0, characters: 0 },
    depth: 0,
  };
  if (schema === undefined && options.strict === true) {
    walk.blockers.push("the tool takes any dictionary");
  }
  const top = schema ?? {};
  const keys = objectKeys(top, walk, { pointer: "", level: 0, untagged: false }, true);
  const declared: Record<string, unknown> = { type: "object", ...keys };
  const parameters = declared as unknown as JSONSchemaParameters;
  if (top.additionalProperties === false || options.refuseUnknown === true) {
    parameters.additionalProperties = false;
  }
  for (const key of Object.keys(top)) {
    if (STRUCTURAL.has(key) || DROPPED.has(key)) continue;
    copyKeyword(key, top, declared, walk, "");
  }
  Object.assign(parameters, declareDefinitions(top, walk));
  return {
    parameters,
    changes: walk.changes,
    blockers: walk.blockers,
    totals: walk.totals,
    depth: walk.depth,
  };
}

// `$defs`, and draft-07 `definitions` (kept under their own name, so references resolve).
function declareDefinitions(
  top: JSONNode,
  walk: Walk,
): Partial<Record<"$defs" | "definitions", Record<string, JSONSchemaParameter>>> {
  const out: Partial<Record<"$defs" | "definitions", Record<string, JSONSchemaParameter>>> = {};
  for (const key of ["$defs", "definitions"] as const) {
    const definitions = top[key];
    if (typeof definitions !== "object" || definitions === null) continue;
    const declared: Record<string, JSONSchemaParameter> = {};
    for (const [name, node] of Object.entries(definitions as Record<string, JSONNode>)) {
      const pointer = `/${key}/${pointerSegment(name)}`;
      const place = { pointer, level: 1, untagged: false, noEntries: true };
      setOwn(declared, name, declareNode(node, walk, place));
    }
    out[key] = declared;
  }
  return out;
}

/** The declaration of one node of the schema, and of everything under it. */
function declareNode(node: JSONNode, walk: Walk, place: Place): JSONSchemaParameter {
  if (place.level > MAX_SCHEMA_DEPTH) throw new SchemaTooDeep();
  if (typeof node !== "object" || node === null) return {};
  walk.depth = Math.max(walk.depth, place.level);
  const { options } = walk;
  const strict = options.strict === true;
  if (entriesHere(walk, place) && !place.branch && isEntryDictionary(node)) {
    return declareEntries(node, walk, place);
  }
  const out: Record<string, unknown> = {};
  const union = Array.isArray(node.oneOf) || Array.isArray(node.anyOf);
  if (typeof node.$ref === "string") {
    out.$ref = node.$ref;
    checkReference(node.$ref, walk, place);
  }
  // A union's branches each have their type; the node's own `type: "object"` adds nothing.
  if (node.type !== undefined && !union) out.type = structuredClone(node.type);
  describe(node, out, walk, place);
  countValues(node, walk);
  for (const key of Object.keys(node)) {
    const value = node[key];
    const at = `${place.pointer}/${pointerSegment(key)}`;
    if (key === "const") {
      if (options.requireAll === true) {
        out.enum = [value];
        walk.changes.push({
          kind: "moved",
          path: at,
          keyword: "const",
          message: "said as a one-value 'enum'",
        });
      } else out.const = structuredClone(value);
    } else if (key === "enum") out.enum = structuredClone(value);
    else if (key === "items") {
      out.items = declareNode(value as JSONNode, walk, child(place, at));
    } else if (key === "oneOf" || key === "anyOf") {
      out.anyOf = declareUnion(value as JSONNode[], walk, place, at);
      if (key === "oneOf") {
        walk.changes.push({
          kind: "moved",
          path: at,
          keyword: "oneOf",
          message: oneOfOverlaps(value as JSONNode[], walk.root)
            ? "said as 'anyOf' (kit still refuses a value that meets more than one branch)"
            : "said as 'anyOf' (its branches exclude each other)",
        });
      }
    } else if (STRUCTURAL.has(key) || DROPPED.has(key)) {
      // Handled below or above, or an annotation no provider needs.
    } else copyKeyword(key, node, out, walk, place.pointer);
  }
  if (isObjectNode(node) && !union) {
    Object.assign(out, objectKeys(node, walk, place, false));
  }
  const types = typesOf(node);
  if (types.includes("array") && node.items === undefined) {
    if (strict) walk.blockers.push(`${place.pointer}: a list without an item type`);
    if (options.anyItems === true) out.items = {};
  }
  if (
    strict &&
    !union &&
    types.length === 0 &&
    node.$ref === undefined &&
    !Object.hasOwn(node, "const") &&
    !Array.isArray(node.enum)
  ) {
    walk.blockers.push(`${place.pointer}: a value of any type`);
  }
  if (strict && out.type === undefined && out.$ref === undefined && !union) typeConstant(out);
  return out as JSONSchemaParameter;
}

// A dictionary's keys, each declared; under `requireAll` every key is required and the
// optional ones nullable; other keys closed off in a strict declaration.
function objectKeys(
  node: JSONNode,
  walk: Walk,
  place: Place,
  top: boolean,
): Record<string, unknown> {
  const { options } = walk;
  const out: Record<string, unknown> = {};
  const listed = requiredOf(node);
  const properties: Record<string, JSONSchemaParameter> = {};
  const required: string[] = [];
  const entries = Object.entries((node.properties ?? {}) as Record<string, JSONNode>);
  for (const [name, property] of entries) {
    walk.totals.properties += 1;
    walk.totals.characters += name.length;
    const at = `${place.pointer}/properties/${pointerSegment(name)}`;
    let declared = declareNode(property, walk, {
      pointer: at,
      level: place.level + 1,
      untagged: place.untagged,
      noEntries: place.noEntries,
    });
    const optional = !listed.includes(name);
    const absent = optional && (!place.untagged || place.nullableKeys?.has(name) === true);
    if (optional && !absent && options.requireAll === true) {
      walk.blockers.push(`${at}: optional inside a union of dictionaries without a tag`);
    }
    if (absent && options.nullableOptional === true) declared = nullable(declared);
    setOwn(properties, name, declared);
    if (!optional || options.requireAll === true) required.push(name);
  }
  // Strict mode wants `properties` and `required` on every object, also one without keys.
  if (top || node.properties !== undefined || options.strict === true) {
    out.properties = properties;
    out.required = required;
  }
  if (top) return out;
  const other = node.additionalProperties;
  if (other === false) out.additionalProperties = false;
  else if (options.strict === true) {
    if (entries.length === 0) {
      walk.blockers.push(`${place.pointer}: ${openDictionary(node, walk)}`);
      if (other !== undefined) out.additionalProperties = declareOther(other, walk, place);
    } else {
      out.additionalProperties = false;
      walk.changes.push({
        kind: "narrowed",
        path: `${place.pointer}/additionalProperties`,
        keyword: "additionalProperties",
        message: "other keys, which kit passes on to the tool, are not offered to the model",
      });
    }
  } else if (other !== undefined) out.additionalProperties = declareOther(other, walk, place);
  return out;
}

// Why a dictionary without declared keys cannot be said: its values, or where it is.
function openDictionary(node: JSONNode, walk: Walk): string {
  if (!isEntryDictionary(node)) return "a dictionary with keys and values of its own choosing";
  return walk.options.entries === true
    ? "a dictionary with keys of its own choosing where dispatch reads no list of entries (a union's branch, a named definition)"
    : "a dictionary with keys of its own choosing";
}

function declareOther(other: unknown, walk: Walk, place: Place): unknown {
  if (typeof other !== "object" || other === null) return other;
  const at = `${place.pointer}/additionalProperties`;
  return declareNode(other as JSONNode, walk, child(place, at));
}

// The branches of a union, with how each may treat optional keys.
function declareUnion(
  branches: readonly JSONNode[],
  walk: Walk,
  place: Place,
  at: string,
): JSONSchemaParameter[] {
  const objects: JSONNode[] = [];
  collectObjects(branches, walk.root, objects, 0);
  const fresh = !place.untagged && objects.length > 1 && unionTag(objects) === undefined;
  // A union of dictionaries without a tag: dispatch reads a `null` as absent only for a key
  // every branch that declares it leaves optional, and follows nothing under it. A branch that
  // is a union itself is judged with the others (dispatch's rule), so what holds here holds in
  // it too.
  const nullableKeys = fresh ? keysOptionalEverywhere(objects) : place.nullableKeys;
  return branches.map((branch, index) =>
    declareNode(branch, walk, {
      pointer: `${at}/${index}`,
      level: place.level + 1,
      untagged: place.untagged || fresh,
      nullableKeys,
      // Dispatch reads lists only under a branch that is a dictionary (or a union of them).
      noEntries: place.noEntries === true || !dictionaryBranch(branch),
      branch: true,
    }),
  );
}

// A union's dictionaries; a branch that is a union itself gives its own branches (as dispatch
// reads them: @kit/tools' dispatch/internal/absent-nulls.ts).
function collectObjects(
  branches: readonly JSONNode[],
  root: JSONNode,
  into: JSONNode[],
  depth: number,
): void {
  for (const branch of branches) {
    const resolved = followRefs(root, branch);
    if (resolved === undefined) continue;
    const inner = resolved.anyOf ?? resolved.oneOf;
    if (Array.isArray(inner)) {
      if (depth < 32) collectObjects(inner as JSONNode[], root, into, depth + 1);
    } else if (isObjectNode(resolved)) into.push(resolved);
  }
}

// Whether a `oneOf` is of dictionaries without a tag (kit's exclusive union), whose branches a
// value may meet together; the others kit writes (variants, titled values) exclude each other.
function oneOfOverlaps(branches: readonly JSONNode[], root: JSONNode): boolean {
  const objects: JSONNode[] = [];
  collectObjects(branches, root, objects, 0);
  return objects.length > 1 && unionTag(objects) === undefined;
}

function keysOptionalEverywhere(objects: readonly JSONNode[]): ReadonlySet<string> {
  const keys = new Set<string>();
  const required = new Set<string>();
  for (const branch of objects) {
    for (const name of Object.keys((branch.properties ?? {}) as object)) {
      keys.add(name);
      if (requiredOf(branch).includes(name)) required.add(name);
    }
  }
  for (const name of required) keys.delete(name);
  return keys;
}

function child(place: Place, pointer: string): Place {
  return {
    pointer,
    level: place.level + 1,
    untagged: place.untagged,
    noEntries: place.noEntries,
  };
}

function dictionaryBranch(branch: JSONNode): boolean {
  if (typeof branch !== "object" || branch === null) return false;
  return Array.isArray(branch.anyOf) || Array.isArray(branch.oneOf) || isObjectNode(branch);
}

// Whether a dictionary here would be declared as entries: what dispatch reads back.
function entriesHere(walk: Walk, place: Place): boolean {
  return walk.options.entries === true && !place.untagged && place.noEntries !== true;
}

// A dictionary of caller-chosen keys as a list of `{ key, value }` entries (entry-list.ts).
function declareEntries(node: JSONNode, walk: Walk, place: Place): JSONSchemaParameter {
  const out: Record<string, unknown> = { type: entryListType(node) };
  describe(node, out, walk, place);
  out.description =
    typeof out.description === "string" && out.description !== ""
      ? `${out.description} ${ENTRIES_SENTENCE}`
      : ENTRIES_SENTENCE;
  walk.changes.push(...entryChanges(place.pointer));
  for (const key of Object.keys(node)) {
    if (STRUCTURAL.has(key) || DROPPED.has(key)) continue;
    copyKeyword(key, node, out, walk, place.pointer);
  }
  // The list and its entries are two levels where the dictionary was one.
  walk.depth = Math.max(walk.depth, place.level + 1);
  walk.totals.properties += 2;
  walk.totals.characters += "key".length + "value".length;
  const value = declareNode(node.additionalProperties as JSONNode, walk, {
    pointer: `${place.pointer}/additionalProperties`,
    level: place.level + 2,
    untagged: false,
    noEntries: place.noEntries,
  });
  out.items = entryItems(value);
  return out as JSONSchemaParameter;
}

// A keyword that is not structural: sent, said in the description, or a blocker.
function copyKeyword(
  key: string,
  node: JSONNode,
  out: Record<string, unknown>,
  walk: Walk,
  pointer: string,
): void {
  const handling = walk.options.keyword?.(key, node) ?? "keep";
  if (handling === "drop") return;
  if (handling === "keep") out[key] = structuredClone(node[key]);
  else if (handling === "unheld") {
    out[key] = structuredClone(node[key]);
    walk.changes.push({
      kind: "loosened",
      path: `${pointer}/${pointerSegment(key)}`,
      keyword: key,
      message: "sent, but the provider does not document holding the model to it; kit checks it",
    });
  } else if (handling === "move") {
    const sentence = describeKeyword(key, node[key]);
    out.description =
      typeof out.description === "string" ? `${out.description} ${sentence}` : sentence;
    walk.changes.push({
      kind: "loosened",
      path: `${pointer}/${pointerSegment(key)}`,
      keyword: key,
      message: `said in the description, not held by the provider; kit checks it (${sentence})`,
    });
  } else {
    walk.blockers.push(`${pointer}: '${key}', which strict mode does not take`);
    out[key] = structuredClone(node[key]);
  }
}

// The description, with a title and a default where the format says them in words.
function describe(node: JSONNode, out: Record<string, unknown>, walk: Walk, place: Place): void {
  const { options } = walk;
  const { pointer } = place;
  const parts: string[] = [];
  const strict = options.strict === true;
  if (typeof node.title === "string" && node.title !== "") {
    if (strict) {
      parts.push(node.title.endsWith(".") ? node.title : `${node.title}.`);
      walk.changes.push({
        kind: "moved",
        path: `${pointer}/title`,
        keyword: "title",
        message: "said in the description",
      });
    } else out.title = node.title;
  }
  if (typeof node.description === "string") parts.push(node.description);
  if (node.default !== undefined) {
    // The default as the model would send it: its dictionaries said as entries where declared so.
    const said = entriesHere(walk, place) && !place.branch;
    const value = said ? asEntries(node.default, node) : node.default;
    if (options.defaultInDescription === true) {
      parts.push(describeKeyword("default", value));
      walk.changes.push({
        kind: "moved",
        path: `${pointer}/default`,
        keyword: "default",
        message: "said in the description; kit fills it in when the key is left out",
      });
    } else out.default = structuredClone(value);
  }
  const text = joinSentences(parts);
  if (text !== "" || typeof node.description === "string") out.description = text;
}

// A branch that is only a constant (a titled enum value) gets the type of its value: OpenAI's
// strict mode wants a type on every value.
function typeConstant(out: Record<string, unknown>): void {
  const values = Array.isArray(out.enum) ? (out.enum as unknown[]) : [];
  const types = new Set(values.map(jsonType));
  if (types.size === 1) out.type = [...types][0];
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function countValues(node: JSONNode, walk: Walk): void {
  const values = Array.isArray(node.enum) ? node.enum : [];
  for (const value of Object.hasOwn(node, "const") ? [...values, node.const] : values) {
    walk.totals.enumValues += 1;
    if (typeof value === "string") walk.totals.characters += value.length;
  }
}

// A reference that cannot be followed, or (where the format asks) one that recurses.
function checkReference(ref: string, walk: Walk, place: Place): void {
  const target = followRefs(walk.root, { $ref: ref });
  if (target === undefined) {
    if (walk.options.strict === true) {
      walk.blockers.push(`${place.pointer}: the reference ${JSON.stringify(ref)} names nothing`);
    }
    return;
  }
  if (walk.options.noRecursion === true && isRecursive(ref, walk.root)) {
    walk.blockers.push(`${place.pointer}: a recursive reference (${ref})`);
  }
}

// Whether following the reference can lead back to it.
function isRecursive(ref: string, root: JSONNode): boolean {
  const seen = new Set<string>();
  const pending: unknown[] = [followRefs(root, { $ref: ref })];
  let visited = 0;
  while (pending.length > 0 && visited < 100_000) {
    const node = pending.pop();
    visited += 1;
    if (typeof node !== "object" || node === null) continue;
    const inner = (node as JSONNode).$ref;
    if (typeof inner === "string") {
      if (inner === ref) return true;
      if (!seen.has(inner)) {
        seen.add(inner);
        pending.push(followRefs(root, { $ref: inner }));
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "enum" || key === "const" || key === "default" || key === "examples") continue;
      if (typeof value === "object" && value !== null) pending.push(value);
    }
  }
  return false;
}

/** A key as a JSON pointer segment. */
function pointerSegment(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}
