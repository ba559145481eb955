// Checks a schema definition written as data and reports every problem at once. Runs on every
// schema build.
import { isDictionary, kindOf } from "../kind-of";
import type { ParameterDefinition } from "../parameter-definition";
import type { Requirement } from "../requirement";
import type { ValueDefinition } from "../value-definition";
import { mustBeMessage } from "./must-be-message";
import { type DefinitionsReading, finishDefinitions, startDefinitions } from "./named-definitions";
import { ownPropertyValue } from "./own-property-value";
import type { ParameterListReading } from "./parameter-list-reading";
import { NO_ANCHORS, readAnchors } from "./read-anchors";
import { readParameter } from "./read-parameter";
import { NO_REQUIREMENTS, readRequirements } from "./read-requirements";
import { readNode } from "./read-value";
import { unknownKeyMessage } from "./unknown-key-message";

const SCHEMA_KEYS: readonly string[] = [
  "parameters",
  "strict",
  "definitions",
  "requires",
  "anchors",
];

/**
 * Reads a list of parameter definitions, checking each and the names across them.
 * @param raw - the `parameters` value as given.
 * @param errors - where each problem is added, one distinct message each.
 * @returns the frozen copies of the parameters that were valid.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
export const readParameters = (function (
  raw: unknown,
  errors: string[],
  definitions?: DefinitionsReading,
): ParameterDefinition[] {
  if (!Array.isArray(raw)) {
    errors.push(mustBeMessage("parameters", "a list", raw));
    return [];
  }
  // Sized up front, as every allocation of a cold process costs (its memory is new).
  const count = raw.length;
  const parameters: ParameterDefinition[] = new Array(count);
  const reading: ParameterListReading = { list: raw, errors, names: new Array(count), definitions };
  let kept = 0;
  for (let index = 0; index < count; index++) {
    const parameter = readParameter(reading, index);
    if (parameter !== undefined) parameters[kept++] = parameter;
  }
  reportDuplicates(reading.names, errors);
  // Only short when something was wrong, and then the caller throws.
  if (kept < count) parameters.length = kept;
  return parameters;
});

/** Past this many parameters, names are compared through a Set: a scan would be quadratic. */
const SCANNED_NAMES = 64;

// A name given more than once is reported where it comes the second time. A scan rather than a
// set for a usual list: lists are short, and a set is more memory to fill on every schema.
function reportDuplicates(names: readonly (string | undefined)[], errors: string[]): void {
  if (names.length > SCANNED_NAMES) {
    const counts = new Map<string, number>();
    for (const name of names) {
      if (name === undefined) continue;
      const count = (counts.get(name) ?? 0) + 1;
      counts.set(name, count);
      if (count === 2) errors.push(`Duplicate parameter name: '${name}'`);
    }
    return;
  }
  for (let index = 1; index < names.length; index++) {
    const name = names[index];
    // Once before exactly: the first occurrence is also the last one before this index.
    if (name !== undefined && names.indexOf(name) === names.lastIndexOf(name, index - 1)) {
      errors.push(`Duplicate parameter name: '${name}'`);
    }
  }
}

/**
 * Reads the `strict` flag of a schema.
 * @param raw - the flag as given; `undefined` means false.
 * @param errors - where a problem is added.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
export const readStrict = (function (raw: unknown, errors: string[]): boolean {
  if (raw !== undefined && typeof raw !== "boolean") {
    errors.push(mustBeMessage("strict", "a boolean", raw));
  }
  return raw === true;
});

/**
 * Reads a parameter list and the named definitions its parameters may refer to.
 * @param definitions - the `definitions` as given; `undefined` when there are none.
 * @returns the frozen parameters and definitions (only the valid ones: on a problem, the caller
 * throws).
 */
export function readParametersWithDefinitions(
  parameters: unknown,
  definitions: unknown,
  errors: string[],
): { parameters: ParameterDefinition[]; definitions: Readonly<Record<string, ValueDefinition>> } {
  if (definitions === undefined) {
    return { parameters: readParameters(parameters, errors), definitions: NO_DEFINITIONS };
  }
  const reading = startDefinitions(definitions, errors, readNamedDefinition);
  const read = readParameters(parameters, errors, reading);
  return { parameters: read, definitions: finishDefinitions(reading) };
}

/** The definitions of a schema that has none: one frozen object for all of them. */
export const NO_DEFINITIONS: Readonly<Record<string, ValueDefinition>> = Object.freeze({});

// One named definition, read as a value; its problems are labelled `Definition 'Tree'`, and
// those inside it by their path (`Definition 'Tree.children[]'`).
function readNamedDefinition(
  raw: unknown,
  name: string,
  definitions: DefinitionsReading,
): ValueDefinition | undefined {
  const { errors } = definitions;
  if (name === "") {
    errors.push("'definitions' must not have an empty name");
    return undefined;
  }
  return readNode(raw, false, {
    errors,
    fail: (problem) => errors.push(`Definition '${name}'${problem}`),
    path: name,
    depth: 1,
    definitions,
    noun: "Definition",
  });
}

/**
 * Reads a whole schema definition (`{ parameters, strict, definitions, requires, anchors }`), as
 * `ToolSchema.fromDict` takes it.
 * @param raw - the definition as given, typically parsed JSON.
 * @param errors - where each problem is added.
 * @returns the frozen parameters and definitions, and the `strict` flag.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
export const readDefinition = (function (
  raw: unknown,
  errors: string[],
): {
  parameters: ParameterDefinition[];
  strict: boolean;
  definitions: Readonly<Record<string, ValueDefinition>>;
  requires: readonly Requirement[];
  anchors: Readonly<Record<string, string>>;
} {
  // Definitions are data: a Map or class instance would have its entries silently ignored.
  if (!isDictionary(raw)) {
    errors.push(`A schema definition must be a dictionary, got '${kindOf(raw)}'`);
    return {
      parameters: [],
      strict: false,
      definitions: NO_DEFINITIONS,
      requires: NO_REQUIREMENTS,
      anchors: NO_ANCHORS,
    };
  }
  for (const key of Object.keys(raw)) {
    if (!SCHEMA_KEYS.includes(key)) {
      errors.push(unknownKeyMessage("Schema definition: ", key, SCHEMA_KEYS));
    }
  }
  const strict = readStrict(ownPropertyValue(raw, "strict"), errors);
  const parameters = ownPropertyValue(raw, "parameters");
  if (parameters === undefined) errors.push("A schema definition must have 'parameters' (a list)");
  const read = readParametersWithDefinitions(
    parameters ?? [],
    ownPropertyValue(raw, "definitions"),
    errors,
  );
  const names = read.parameters.map(({ name }) => name);
  const requires = readRequirements(ownPropertyValue(raw, "requires"), names, errors);
  const anchors = readAnchors(
    ownPropertyValue(raw, "anchors"),
    Object.keys(read.definitions),
    errors,
  );
  return { ...read, strict, requires, anchors };
});
