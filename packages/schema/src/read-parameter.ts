// Checks one parameter definition and makes its frozen copy. Messages are built only once a
// problem is found, so a valid definition costs little more than its copy.
import { CyclicValueError, frozenCopy } from "./copy-value";
import { isDictionary, kindOf } from "./kind-of";
import { matchesType } from "./matches-type";
import { ownValue } from "./own-value";
import type { ParameterDefinition } from "./parameter-definition";
import { isParameterType, PARAMETER_TYPES, type ParameterType } from "./parameter-type";
import { unknownKeyMessage } from "./unknown-key";

const PARAMETER_KEYS: readonly string[] = ["name", "type", "required", "default", "description"];

/** What reading a parameter list keeps from one parameter to the next. */
export interface ParameterReading {
  /** The whole list: a label tells parameters that share a name apart by index. */
  readonly list: readonly unknown[];
  /** Where each problem is added, one distinct message each. */
  readonly errors: string[];
  /** The valid names met so far. */
  readonly names: Set<string>;
  /** The names met more than once, in the order of their second occurrence. */
  readonly duplicated: string[];
}

function isName(value: unknown): value is string {
  return typeof value === "string" && value !== "";
}

// Adds a problem of the parameter at `index`, naming it by name, and by index too when another
// parameter shares the name, so that every message stays distinct. Only called on a problem:
// a valid definition builds no label at all.
function fail({ list, errors }: ParameterReading, index: number, problem: string): void {
  const nameOf = (raw: unknown): unknown => (isDictionary(raw) ? ownValue(raw, "name") : undefined);
  const name = nameOf(list[index]);
  let label = `Parameter at index ${index}`;
  if (isName(name)) {
    const shared = list.some((raw, other) => other !== index && nameOf(raw) === name);
    label = `Parameter '${name}'${shared ? ` at index ${index}` : ""}`;
  }
  errors.push(label + problem);
}

/**
 * Reads the parameter at `index`: checks it and copies it, frozen, with its default deeply
 * copied and frozen.
 * @param reading - the list being read and what was found so far.
 * @param index - the position of the parameter to read.
 * @returns the frozen copy, or `undefined` when the parameter has a problem.
 */
export function readParameter(
  reading: ParameterReading,
  index: number,
): ParameterDefinition | undefined {
  const { errors, names } = reading;
  const raw = reading.list[index];
  if (!isDictionary(raw)) {
    errors.push(`Parameter at index ${index} must be a dictionary, got '${kindOf(raw)}'`);
    return undefined;
  }
  const found = errors.length;
  const name = ownValue(raw, "name");
  const type = ownValue(raw, "type");
  const required = ownValue(raw, "required");
  const description = ownValue(raw, "description");
  let value = ownValue(raw, "default");
  if (isName(name)) {
    if (!names.has(name)) names.add(name);
    else if (!reading.duplicated.includes(name)) reading.duplicated.push(name);
  } else if (name === undefined) fail(reading, index, " is missing 'name'");
  else {
    const given = name === "" ? "an empty string" : `'${kindOf(name)}'`;
    fail(reading, index, `: 'name' must be a non-empty string, got ${given}`);
  }
  // An index loop: a for-of loop's iterator is slow in code that runs only a few times.
  const keys = Object.keys(raw);
  for (let position = 0; position < keys.length; position++) {
    const key = keys[position]!;
    if (!PARAMETER_KEYS.includes(key)) {
      fail(reading, index, unknownKeyMessage(": ", key, PARAMETER_KEYS));
    }
  }
  if (type === undefined) fail(reading, index, " is missing 'type'");
  else if (!isParameterType(type)) {
    const given = typeof type === "string" ? `'${type}'` : `a value of kind '${kindOf(type)}'`;
    fail(
      reading,
      index,
      `: unsupported type ${given}; expected one of: ${PARAMETER_TYPES.join(", ")}`,
    );
  }
  if (required !== undefined && typeof required !== "boolean") {
    fail(reading, index, `: 'required' must be a boolean, got '${kindOf(required)}'`);
  }
  if (description !== undefined && typeof description !== "string") {
    fail(reading, index, `: 'description' must be a string, got '${kindOf(description)}'`);
  }
  if (value !== undefined) {
    if (required !== false)
      fail(reading, index, ": a default is only allowed with 'required: false'");
    else if (isParameterType(type) && !matchesType(type, value)) {
      fail(reading, index, `: default must be of type '${type}', got '${kindOf(value)}'`);
    } else if (typeof value === "object") {
      // Primitives are immutable already: only lists and dictionaries are copied.
      try {
        value = frozenCopy(value);
      } catch (error) {
        if (!(error instanceof CyclicValueError)) throw error;
        fail(reading, index, ": default must not contain itself (a cycle)");
      }
    }
  }
  if (errors.length > found) return undefined;
  // The fields in one fixed order, and only those given.
  const parameter: { -readonly [K in keyof ParameterDefinition]: ParameterDefinition[K] } = {
    name: name as string,
    type: type as ParameterType,
  };
  if (required !== undefined) parameter.required = required as boolean;
  if (value !== undefined) parameter.default = value;
  if (description !== undefined) parameter.description = description as string;
  return Object.freeze(parameter);
}
