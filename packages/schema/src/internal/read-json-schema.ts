// Reads a JSON Schema (draft 2020-12 or draft-07) of an object into a kit schema definition,
// for `ToolSchema.fromJSONSchema`. Cold: once per import. Every keyword that cannot be kept
// exactly is reported at its JSON pointer, all at once.
import { isDictionary, kindOf } from "../kind-of";
import type { ParameterDefinition } from "../parameter-definition";
import type { Requirement } from "../requirement";
import type { ValueDefinition } from "../value-definition";
import { ANNOTATIONS } from "./json-schema-keywords";
import {
  type JSONSchemaReading,
  own,
  pointerSegment,
  report,
  resolveRef,
  type SchemaNode,
} from "./json-schema-reading";
import { mergeAllOf } from "./merge-all-of";
import { ANCHOR, NO_ANCHORS } from "./read-anchors";
import { NO_DEFINITIONS, readParameters, readParametersWithDefinitions } from "./read-definition";
import { readSchemaNode } from "./read-json-schema-node";
import { readObjectKeys } from "./read-json-schema-object";
import { finishRequirements, takeRequirements } from "./read-json-schema-requirements";
import { NO_REQUIREMENTS } from "./read-requirements";
import { setOwn } from "./set-own";

const TOP_KEYWORDS = [
  ...ANNOTATIONS,
  "$id",
  "$ref",
  "type",
  "properties",
  "required",
  "additionalProperties",
  "propertyNames",
];

/**
 * Reads a JSON Schema into checked, frozen parameters and `strict`.
 * @param errors - where each problem goes: `<JSON pointer>: <what is not supported>`.
 */
export function readJSONSchema(
  schema: unknown,
  errors: string[],
): {
  parameters: ParameterDefinition[];
  strict: boolean;
  definitions: Readonly<Record<string, ValueDefinition>>;
  requires: readonly Requirement[];
  anchors: Readonly<Record<string, string>>;
} {
  const none = {
    parameters: [],
    strict: false,
    definitions: NO_DEFINITIONS,
    requires: NO_REQUIREMENTS,
    anchors: NO_ANCHORS,
  };
  const reading: JSONSchemaReading = {
    root: schema,
    problems: errors,
    following: [""],
    named: new Map(),
    nodes: 0,
    read: (raw, pointer, depth, nesting) => readSchemaNode(reading, raw, pointer, depth, nesting),
  };
  const top = topNode(reading, schema);
  if (top === undefined) return none;
  const { pointer } = top;
  // Rules about which properties go together (`if`, `anyOf` of `required`, ...) taken out first.
  const taken = takeRequirements(reading, top.node, pointer);
  // `allOf` at the top: its object schemas merged into one, read as the top.
  const node = Object.hasOwn(taken.node, "allOf")
    ? mergeAllOf(reading, taken.node, pointer)
    : taken.node;
  if (node === undefined) return none;
  // A `$ref` back to the schema the top's `$ref` names is a recursion too.
  if (pointer !== "") reading.following.push(pointer);
  for (const key of Object.keys(node)) {
    if (!TOP_KEYWORDS.includes(key) || (key === "$ref" && pointer !== "")) {
      report(reading, `${pointer}/${pointerSegment(key)}`, `'${key}' is not supported at the top`);
    }
  }
  const type = own(node, "type");
  if (type !== "object" && !(type === undefined && isDictionary(own(node, "properties")))) {
    report(
      reading,
      pointer,
      `the top must be an object schema ('type: object'), got ${type === undefined ? "no 'type'" : `'type' ${JSON.stringify(type)}`}`,
    );
  }
  const keys = readObjectKeys(reading, node, pointer, 0, 1, true);
  const named = readNamed(reading);
  if (keys === undefined || errors.length > 0) {
    reportDefinitions(reading, named, pointer);
    return none;
  }
  const parameters = keys.properties ?? [];
  const read =
    named === undefined
      ? { parameters: readParameters(parameters, errors), definitions: NO_DEFINITIONS }
      : readParametersWithDefinitions(parameters, named, errors);
  if (errors.length > 0) {
    // Said again at the pointer of each parameter (or definition) the definition reader refused.
    errors.length = 0;
    for (const parameter of parameters) {
      const own: string[] = [];
      readParametersWithDefinitions([parameter], named, own);
      const where = `${pointer}/properties/${pointerSegment(parameter.name as string)}`;
      for (const problem of own) {
        if (!problem.startsWith("Definition '")) report(reading, where, problem);
      }
    }
    reportDefinitions(reading, named, pointer);
  }
  // After the parameters' problems, which are said again from scratch above.
  const requires = finishRequirements(
    reading,
    taken.rules,
    parameters.map(({ name }) => name as string),
  );
  return {
    ...read,
    strict: keys.additionalProperties === false,
    requires,
    anchors: anchorsOf(reading),
  };
}

// The `$anchor` of each named definition's schema that declares one (a valid, first-come name).
function anchorsOf(reading: JSONSchemaReading): Readonly<Record<string, string>> {
  const anchors: Record<string, string> = {};
  for (const [pointer, name] of reading.named) {
    const found = resolveRef(reading.root, pointer === "" ? "#" : `#${pointer}`);
    if (typeof found === "string" || !isDictionary(found.target)) continue;
    const anchor = own(found.target as SchemaNode, "$anchor");
    if (typeof anchor !== "string" || !ANCHOR.test(anchor) || Object.hasOwn(anchors, anchor)) {
      continue;
    }
    setOwn(anchors, anchor, name);
  }
  return Object.keys(anchors).length === 0 ? NO_ANCHORS : anchors;
}

// The problems of the named definitions alone, each at the pointer of its definition.
function reportDefinitions(
  reading: JSONSchemaReading,
  named: Record<string, unknown> | undefined,
  pointer: string,
): void {
  if (named === undefined) return;
  const own: string[] = [];
  readParametersWithDefinitions([], named, own);
  for (const problem of own) {
    let at = pointer;
    for (const [target, name] of reading.named) {
      const prefix = `Definition '${name}`;
      if (problem.startsWith(prefix) && /^['.[(]/.test(problem.slice(prefix.length))) at = target;
    }
    report(reading, at, problem);
  }
}

// The recursive `$ref` targets, each read on its own into a named definition (as data), or
// undefined when there is none. Reading one may find more: each is read in turn.
function readNamed(reading: JSONSchemaReading): Record<string, unknown> | undefined {
  if (reading.named.size === 0) return undefined;
  const definitions: Record<string, unknown> = {};
  for (const [pointer, name] of reading.named) {
    reading.following.splice(0, reading.following.length, pointer);
    const target = resolveRef(reading.root, pointer === "" ? "#" : `#${pointer}`);
    if (typeof target === "string") continue;
    const read = reading.read(target.target, pointer, 1, 1);
    if (read !== undefined) setOwn(definitions, name, read.definition);
  }
  return definitions;
}

// The document, or the schema its own top-level `$ref` names.
function topNode(
  reading: JSONSchemaReading,
  schema: unknown,
): { node: SchemaNode; pointer: string } | undefined {
  if (!isDictionary(schema)) {
    return report(reading, "", `a JSON Schema must be an object, got '${kindOf(schema)}'`);
  }
  const ref = own(schema, "$ref");
  if (ref === undefined) return { node: schema, pointer: "" };
  const found = typeof ref === "string" ? resolveRef(schema, ref) : "'$ref' must be a string";
  if (typeof found === "string") return report(reading, "/$ref", found);
  if (!isDictionary(found.target) || found.pointer === "") {
    return report(reading, "/$ref", `'${ref}' must name an object schema`);
  }
  for (const key of Object.keys(schema)) {
    if (key !== "$ref" && !ANNOTATIONS.includes(key) && key !== "$id") {
      report(reading, `/${pointerSegment(key)}`, `'${key}' beside '$ref' is not supported`);
    }
  }
  return { node: found.target, pointer: found.pointer };
}
