// Checks a schema definition written as data and reports every problem at once.
import { CyclicValueError, frozenCopy } from "./copy-value";
import { isDictionary, kindOf } from "./kind-of";
import { matchesType } from "./matches-type";
import type { ParameterDefinition } from "./parameter-definition";
import { isParameterType, PARAMETER_TYPES } from "./parameter-type";

const PARAMETER_KEYS: readonly string[] = ["name", "type", "required", "default", "description"];
const SCHEMA_KEYS: readonly string[] = ["parameters", "strict"];

/** The outcome of reading a definition: frozen parameters, or every problem found. */
export interface DefinitionReading {
  readonly parameters: readonly ParameterDefinition[];
  readonly errors: readonly string[];
}

function quote(value: string): string {
  return `'${value}'`;
}

function closest(key: string, known: readonly string[]): string | undefined {
  return known.find((candidate) => editDistance(key.toLowerCase(), candidate) <= 2);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function unknownKeyMessage(prefix: string, key: string, known: readonly string[]): string {
  const suggestion = closest(key, known);
  const hint = suggestion === undefined ? "" : ` (did you mean ${quote(suggestion)}?)`;
  return `${prefix}unknown key ${quote(key)}${hint}`;
}

function readParameter(
  raw: unknown,
  index: number,
  duplicated: ReadonlySet<string>,
  errors: string[],
): ParameterDefinition | undefined {
  if (!isDictionary(raw)) {
    errors.push(`Parameter at index ${index} must be a dictionary, got ${quote(kindOf(raw))}`);
    return undefined;
  }
  const has = (key: string): boolean => Object.hasOwn(raw, key) && raw[key] !== undefined;
  let label = `Parameter at index ${index}`;
  let valid = true;
  if (!has("name")) {
    errors.push(`${label} is missing 'name'`);
    valid = false;
  } else if (typeof raw.name !== "string" || raw.name === "") {
    const got = raw.name === "" ? "an empty string" : quote(kindOf(raw.name));
    errors.push(`${label}: 'name' must be a non-empty string, got ${got}`);
    valid = false;
  } else {
    // Parameters sharing a name are told apart by index, so every message stays distinct.
    label = duplicated.has(raw.name)
      ? `Parameter ${quote(raw.name)} at index ${index}`
      : `Parameter ${quote(raw.name)}`;
  }
  for (const key of Object.keys(raw)) {
    if (!PARAMETER_KEYS.includes(key))
      errors.push(unknownKeyMessage(`${label}: `, key, PARAMETER_KEYS));
  }
  const type = raw.type;
  if (!has("type")) {
    errors.push(`${label} is missing 'type'`);
    valid = false;
  } else if (!isParameterType(type)) {
    const got = typeof type === "string" ? quote(type) : `a value of kind ${quote(kindOf(type))}`;
    errors.push(
      `${label}: unsupported type ${got}; expected one of: ${PARAMETER_TYPES.join(", ")}`,
    );
    valid = false;
  }
  if (has("required") && typeof raw.required !== "boolean") {
    errors.push(`${label}: 'required' must be a boolean, got ${quote(kindOf(raw.required))}`);
    valid = false;
  }
  if (has("description") && typeof raw.description !== "string") {
    errors.push(`${label}: 'description' must be a string, got ${quote(kindOf(raw.description))}`);
    valid = false;
  }
  let defaultValue: unknown;
  if (has("default")) {
    if (raw.required !== false) {
      errors.push(`${label}: a default is only allowed with 'required: false'`);
      valid = false;
    } else if (isParameterType(type) && !matchesType(type, raw.default)) {
      errors.push(
        `${label}: default must be of type ${quote(type)}, got ${quote(kindOf(raw.default))}`,
      );
      valid = false;
    } else {
      try {
        defaultValue = frozenCopy(raw.default);
      } catch (error) {
        if (!(error instanceof CyclicValueError)) throw error;
        errors.push(`${label}: default must not contain itself (a cycle)`);
        valid = false;
      }
    }
  }
  if (!valid || typeof raw.name !== "string" || !isParameterType(type)) return undefined;
  const parameter: { -readonly [K in keyof ParameterDefinition]: ParameterDefinition[K] } = {
    name: raw.name,
    type,
  };
  if (has("required")) parameter.required = raw.required as boolean;
  if (has("default")) parameter.default = defaultValue;
  if (has("description")) parameter.description = raw.description as string;
  return Object.freeze(parameter);
}

/**
 * Reads a list of parameter definitions, checking each and the names across them.
 * @param raw - the `parameters` value as given.
 * @param errors - where each problem is added, one distinct message each.
 * @returns the frozen copies of the parameters that were valid.
 */
export function readParameters(raw: unknown, errors: string[]): ParameterDefinition[] {
  if (!Array.isArray(raw)) {
    errors.push(`'parameters' must be a list, got ${quote(kindOf(raw))}`);
    return [];
  }
  const names = raw.map((item: unknown) =>
    isDictionary(item) && typeof item.name === "string" && item.name !== "" ? item.name : undefined,
  );
  const duplicated = new Set(
    names.filter((name, index) => name !== undefined && names.indexOf(name) !== index),
  );
  const parameters: ParameterDefinition[] = [];
  raw.forEach((item: unknown, index) => {
    const parameter = readParameter(item, index, duplicated as ReadonlySet<string>, errors);
    if (parameter !== undefined) parameters.push(parameter);
  });
  for (const name of duplicated) errors.push(`Duplicate parameter name: ${quote(name as string)}`);
  return parameters;
}

/**
 * Reads a whole schema definition (`{ parameters, strict }`), as `ToolSchema.fromDict` takes it.
 * @param raw - the definition as given, typically parsed JSON.
 * @param errors - where each problem is added.
 * @returns the frozen parameters and the `strict` flag.
 */
export function readDefinition(
  raw: unknown,
  errors: string[],
): { parameters: ParameterDefinition[]; strict: boolean } {
  // Definitions are data: a Map or class instance would have its entries silently ignored.
  if (!isDictionary(raw)) {
    errors.push(`A schema definition must be a dictionary, got ${quote(kindOf(raw))}`);
    return { parameters: [], strict: false };
  }
  const definition = raw;
  for (const key of Object.keys(definition)) {
    if (!SCHEMA_KEYS.includes(key)) {
      errors.push(unknownKeyMessage("Schema definition: ", key, SCHEMA_KEYS));
    }
  }
  const strict = Object.hasOwn(definition, "strict") ? definition.strict : undefined;
  if (strict !== undefined && typeof strict !== "boolean") {
    errors.push(`'strict' must be a boolean, got ${quote(kindOf(strict))}`);
  }
  if (!Object.hasOwn(definition, "parameters") || definition.parameters === undefined) {
    errors.push("A schema definition must have 'parameters' (a list)");
    return { parameters: [], strict: strict === true };
  }
  return { parameters: readParameters(definition.parameters, errors), strict: strict === true };
}
