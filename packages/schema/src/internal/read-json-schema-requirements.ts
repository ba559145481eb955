// Reads the rules about which properties must be given together at the top of an imported JSON
// Schema (`if`/`then`/`else`, `anyOf` of `required`, `allOf` of those, `dependentRequired`)
// into a schema's `requires`. Cold: once per import that has them.
import { isDictionary } from "../kind-of";
import type { KeyTest, Requirement } from "../requirement";
import { ANNOTATIONS } from "./json-schema-keywords";
import {
  type JSONSchemaReading,
  own,
  pointerSegment,
  report,
  type SchemaNode,
} from "./json-schema-reading";
import { readRequirements } from "./read-requirements";

/** A rule read from the document, with the pointer its problems are reported at. */
interface JSONRequirement {
  readonly rule: Requirement;
  readonly pointer: string;
}

const onlyKeys = (node: SchemaNode, keys: readonly string[]): boolean =>
  Object.keys(node).every((key) => keys.includes(key) || ANNOTATIONS.includes(key));

const isNames = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((name) => typeof name === "string");

// `anyOf` of `{ required: [name] }` branches: at least one of the names.
function atLeastOne(anyOf: unknown): Requirement | undefined {
  if (!Array.isArray(anyOf) || anyOf.length === 0) return undefined;
  const names: string[] = [];
  for (const branch of anyOf) {
    if (!isDictionary(branch) || !onlyKeys(branch, ["required"])) return undefined;
    const required = own(branch, "required");
    if (!isNames(required) || required.length !== 1) return undefined;
    names.push(required[0] as string);
  }
  return { atLeastOneOf: names };
}

// `anyOf` of branches that only require names (of any count).
const onlyRequired = (anyOf: unknown): boolean =>
  Array.isArray(anyOf) &&
  anyOf.length > 0 &&
  anyOf.every((branch) => isDictionary(branch) && onlyKeys(branch, ["required"]));

// The tests of an `if`: each property with only a `const` or an `enum`, and each required name.
function tests(condition: unknown): KeyTest[] | string {
  if (!isDictionary(condition) || !onlyKeys(condition, ["properties", "required", "type"])) {
    return "'if' is supported with only 'properties' (each with only a 'const' or an 'enum') and 'required'";
  }
  const type = own(condition, "type");
  if (type !== undefined && type !== "object") return "'if' may only say 'type: object'";
  const properties = own(condition, "properties") ?? {};
  const required = own(condition, "required") ?? [];
  if (!isDictionary(properties) || !isNames(required)) {
    return "'if' must have 'properties' as an object and 'required' as a list of names";
  }
  // The required names first, in their order (as kit writes them), then the other properties.
  const found: KeyTest[] = [];
  const names = [
    ...required,
    ...Object.keys(properties).filter((name) => !required.includes(name)),
  ];
  for (const name of names) {
    const test: Record<string, unknown> = { name };
    if (Object.hasOwn(properties, name)) {
      const schema = properties[name];
      if (!isDictionary(schema) || !onlyKeys(schema, ["const", "enum"])) {
        return `'if' tests property '${name}' with more than a 'const' or an 'enum'`;
      }
      if (Object.hasOwn(schema, "const")) test.const = own(schema, "const");
      if (Object.hasOwn(schema, "enum")) test.enum = own(schema, "enum");
    }
    if (!required.includes(name)) test.required = false;
    found.push(test as unknown as KeyTest);
  }
  if (found.length === 0) return "'if' that tests nothing is not supported";
  return found;
}

// The names a `then` or an `else` requires.
function requiredBy(branch: unknown): string[] | undefined {
  if (branch === undefined) return [];
  if (!isDictionary(branch) || !onlyKeys(branch, ["required"])) return undefined;
  const required = own(branch, "required") ?? [];
  return isNames(required) ? required : undefined;
}

// An `if` with its `then` and `else`, from one node; undefined when it requires nothing.
function conditional(
  reading: JSONSchemaReading,
  node: SchemaNode,
  pointer: string,
): Requirement | undefined {
  const when = tests(own(node, "if"));
  if (typeof when === "string") return report(reading, `${pointer}/if`, when);
  const required = requiredBy(own(node, "then"));
  const otherwise = requiredBy(own(node, "else"));
  for (const [key, names] of [
    ["then", required],
    ["else", otherwise],
  ] as const) {
    if (names === undefined) {
      report(reading, `${pointer}/${key}`, `'${key}' is supported with only 'required'`);
    }
  }
  if (required === undefined || otherwise === undefined) return undefined;
  if (required.length === 0 && otherwise.length === 0) return undefined;
  return otherwise.length === 0 ? { when, required } : { when, required, otherwise };
}

const isRule = (entry: unknown): entry is SchemaNode =>
  isDictionary(entry) &&
  ((Object.hasOwn(entry, "if") && onlyKeys(entry, ["if", "then", "else"])) ||
    (Object.hasOwn(entry, "anyOf") &&
      onlyKeys(entry, ["anyOf"]) &&
      atLeastOne(own(entry, "anyOf")) !== undefined));

/**
 * Takes the rules out of the top of a document: its `if`/`then`/`else`, an `anyOf` of
 * one-name `required` branches, `dependentRequired`, and each `allOf` entry that is only one
 * of those. Problems of their shape are reported at their pointers.
 * @returns the top without those keywords (a copy when it had some), and the rules.
 */
export function takeRequirements(
  reading: JSONSchemaReading,
  node: SchemaNode,
  pointer: string,
): { node: SchemaNode; rules: JSONRequirement[] } {
  const rules: JSONRequirement[] = [];
  const rest: Record<string, unknown> = { ...node };
  // The node's own `if` first: kit writes a schema's first conditional rule there.
  if (Object.hasOwn(node, "if")) {
    const rule = conditional(reading, node, pointer);
    if (rule !== undefined) rules.push({ rule, pointer: `${pointer}/if` });
  }
  const allOf = own(node, "allOf");
  if (Array.isArray(allOf)) {
    const kept: unknown[] = [];
    allOf.forEach((entry: unknown, index) => {
      if (!isRule(entry)) {
        kept.push(entry);
        return;
      }
      const at = `${pointer}/allOf/${index}`;
      const rule = Object.hasOwn(entry, "if")
        ? conditional(reading, entry, at)
        : atLeastOne(own(entry, "anyOf"));
      if (rule !== undefined) rules.push({ rule, pointer: at });
    });
    if (kept.length === 0) delete rest.allOf;
    else rest.allOf = kept;
  }
  const anyOf = atLeastOne(own(node, "anyOf"));
  if (anyOf !== undefined) {
    rules.push({ rule: anyOf, pointer: `${pointer}/anyOf` });
    delete rest.anyOf;
  } else if (onlyRequired(own(node, "anyOf"))) {
    delete rest.anyOf;
    report(
      reading,
      `${pointer}/anyOf`,
      "'anyOf' of 'required' is supported with one name in each branch (at least one of these properties)",
    );
  }
  // Without an `if`, a `then` or an `else` says nothing (as JSON Schema reads it).
  delete rest.if;
  delete rest.then;
  delete rest.else;
  const dependent = own(node, "dependentRequired");
  if (dependent !== undefined) {
    delete rest.dependentRequired;
    if (!isDictionary(dependent)) {
      report(reading, `${pointer}/dependentRequired`, "'dependentRequired' must be an object");
    } else {
      for (const [name, names] of Object.entries(dependent)) {
        const at = `${pointer}/dependentRequired/${pointerSegment(name)}`;
        if (!isNames(names)) report(reading, at, "must be a list of property names");
        else if (names.length > 0) {
          rules.push({ rule: { when: [{ name }], required: names }, pointer: at });
        }
      }
    }
  }
  return { node: rules.length === 0 && rest.allOf === allOf ? node : rest, rules };
}

/**
 * Checks the rules against the properties the top declares, each problem at its rule's pointer.
 * @returns the rules as a schema's `requires`.
 */
export function finishRequirements(
  reading: JSONSchemaReading,
  rules: readonly JSONRequirement[],
  names: readonly string[],
): Requirement[] {
  const read: Requirement[] = [];
  for (const { rule, pointer } of rules) {
    const problems: string[] = [];
    const [checked] = readRequirements([rule], names, problems);
    for (const problem of problems) {
      report(reading, pointer, problem.replace(/^Requirement 0: /, ""));
    }
    if (checked !== undefined && problems.length === 0) read.push(checked);
  }
  return read;
}
