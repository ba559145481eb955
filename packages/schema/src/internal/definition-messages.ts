// The messages of an invalid parameter definition: every problem of one parameter. Only called
// once the quick check in read-parameter.ts has found something wrong, so a valid definition
// never compiles this code.
import { isDictionary, kindOf } from "../kind-of";
import { constraintProblems } from "./constraint-problems";
import { CYCLE, frozenCopy, MAX_COPY_DEPTH, TOO_DEEP } from "./copy-value";
import { isParameterType, unsupportedTypeMessage } from "./is-parameter-type";
import { matchesType } from "./matches-type";
import { mustBeMessage } from "./must-be-message";
import { ownPropertyValue } from "./own-property-value";
import { PARAMETER_KEYS } from "./parameter-keys";
import type { ParameterListReading } from "./parameter-list-reading";
import { unknownKeyMessage } from "./unknown-key-message";

const isName = (value: unknown): value is string => typeof value === "string" && value !== "";

/**
 * Adds a problem of the parameter at `index`, naming it by name, and by index too when another
 * parameter shares the name, so that every message stays distinct. Only called on a problem:
 * a valid definition builds no label at all.
 */
export function fail({ list, errors }: ParameterListReading, index: number, problem: string): void {
  const nameOf = (raw: unknown): unknown =>
    isDictionary(raw) ? ownPropertyValue(raw, "name") : undefined;
  const name = nameOf(list[index]);
  let label = `Parameter at index ${index}`;
  if (isName(name)) {
    const shared = list.some((raw, other) => other !== index && nameOf(raw) === name);
    label = `Parameter '${name}'${shared ? ` at index ${index}` : ""}`;
  }
  errors.push(label + problem);
}

/** The end of the message for a default that cannot be copied. */
export function copyProblem(error: typeof CYCLE | typeof TOO_DEEP): string {
  return error === CYCLE
    ? ": default must not contain itself (a cycle)"
    : `: default must not nest deeper than ${MAX_COPY_DEPTH} levels`;
}

/**
 * Reports every problem of the parameter at `index`, one distinct message each.
 * @returns `undefined`, for the caller to return: the parameter is not read.
 */
export function reportParameter(reading: ParameterListReading, index: number): undefined {
  const { errors } = reading;
  const raw = reading.list[index];
  if (!isDictionary(raw)) {
    errors.push(`Parameter at index ${index} must be a dictionary, got '${kindOf(raw)}'`);
    return undefined;
  }
  const name = ownPropertyValue(raw, "name");
  const type = ownPropertyValue(raw, "type");
  const required = ownPropertyValue(raw, "required");
  const description = ownPropertyValue(raw, "description");
  const value = ownPropertyValue(raw, "default");
  if (name === undefined) fail(reading, index, " is missing 'name'");
  else if (!isName(name)) {
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
  else if (!isParameterType(type)) fail(reading, index, unsupportedTypeMessage("type", type));
  if (required !== undefined && typeof required !== "boolean") {
    fail(reading, index, `: ${mustBeMessage("required", "a boolean", required)}`);
  }
  if (description !== undefined && typeof description !== "string") {
    fail(reading, index, `: ${mustBeMessage("description", "a string", description)}`);
  }
  for (const problem of constraintProblems(raw)) fail(reading, index, problem);
  if (value !== undefined) {
    if (required !== false)
      fail(reading, index, ": a default is only allowed with 'required: false'");
    else if (isParameterType(type) && !matchesType(type, value)) {
      fail(reading, index, `: default must be of type '${type}', got '${kindOf(value)}'`);
    } else if (typeof value === "object") {
      try {
        frozenCopy(value);
      } catch (error) {
        if (error !== CYCLE && error !== TOO_DEEP) throw error;
        fail(reading, index, copyProblem(error));
      }
    }
  }
  return undefined;
}
