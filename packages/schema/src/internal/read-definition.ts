// Checks a schema definition written as data and reports every problem at once. Runs on every
// schema build.
import { isDictionary, kindOf } from "../kind-of";
import type { ParameterDefinition } from "../parameter-definition";
import { mustBeMessage } from "./must-be-message";
import { ownPropertyValue } from "./own-property-value";
import type { ParameterListReading } from "./parameter-list-reading";
import { readParameter } from "./read-parameter";
import { unknownKeyMessage } from "./unknown-key-message";

const SCHEMA_KEYS: readonly string[] = ["parameters", "strict"];

/**
 * Reads a list of parameter definitions, checking each and the names across them.
 * @param raw - the `parameters` value as given.
 * @param errors - where each problem is added, one distinct message each.
 * @returns the frozen copies of the parameters that were valid.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
export const readParameters = (function (raw: unknown, errors: string[]): ParameterDefinition[] {
  if (!Array.isArray(raw)) {
    errors.push(mustBeMessage("parameters", "a list", raw));
    return [];
  }
  // Sized up front, as every allocation of a cold process costs (its memory is new).
  const count = raw.length;
  const parameters: ParameterDefinition[] = new Array(count);
  const reading: ParameterListReading = { list: raw, errors, names: new Array(count) };
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

// A name given more than once is reported where it comes the second time. A scan rather than a
// set: lists are short, and a set is more memory to fill on every schema.
function reportDuplicates(names: readonly (string | undefined)[], errors: string[]): void {
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
 * Reads a whole schema definition (`{ parameters, strict }`), as `ToolSchema.fromDict` takes it.
 * @param raw - the definition as given, typically parsed JSON.
 * @param errors - where each problem is added.
 * @returns the frozen parameters and the `strict` flag.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
export const readDefinition = (function (
  raw: unknown,
  errors: string[],
): { parameters: ParameterDefinition[]; strict: boolean } {
  // Definitions are data: a Map or class instance would have its entries silently ignored.
  if (!isDictionary(raw)) {
    errors.push(`A schema definition must be a dictionary, got '${kindOf(raw)}'`);
    return { parameters: [], strict: false };
  }
  for (const key of Object.keys(raw)) {
    if (!SCHEMA_KEYS.includes(key)) {
      errors.push(unknownKeyMessage("Schema definition: ", key, SCHEMA_KEYS));
    }
  }
  const strict = readStrict(ownPropertyValue(raw, "strict"), errors);
  const parameters = ownPropertyValue(raw, "parameters");
  if (parameters === undefined) errors.push("A schema definition must have 'parameters' (a list)");
  return { parameters: parameters === undefined ? [] : readParameters(parameters, errors), strict };
});
