// The problems of a parameter's constraints (`enum`, `items`, `minimum`, `maximum`), as the
// ends of definition messages. Cold: runs when a parameter has one of those keys, and when a
// parameter has a problem (to say what it is).
import { isDictionary, kindOf } from "../kind-of";
import type { ParameterDefinition } from "../parameter-definition";
import type { ParameterType } from "../parameter-type";
import { isParameterType, unsupportedTypeMessage } from "./is-parameter-type";
import { matchesType } from "./matches-type";
import { mustBeMessage } from "./must-be-message";
import { ownPropertyValue } from "./own-property-value";
import { reportConstraint } from "./report-constraint";
import { shownValue } from "./validation-messages";

const NUMBERS: readonly ParameterType[] = ["integer", "float"];

/** The constraint keys, each with the types it applies to. */
export const APPLIES_TO: Readonly<Record<string, readonly ParameterType[]>> = {
  enum: ["string", ...NUMBERS],
  items: ["list"],
  minimum: NUMBERS,
  maximum: NUMBERS,
  const: ["string", ...NUMBERS, "boolean"],
  minLength: ["string"],
  maxLength: ["string"],
  pattern: ["string"],
  format: ["string"],
  enumTitles: ["string"],
  enumNames: ["string"],
  minItems: ["list"],
  maxItems: ["list"],
  uniqueItems: ["list"],
  properties: ["dictionary"],
  additionalProperties: ["dictionary"],
  discriminator: ["dictionary"],
  variants: ["dictionary"],
  exclusive: ["dictionary"],
};

// Made once: the entries were listed again for every definition read.
const APPLIES_TO_ENTRIES = Object.entries(APPLIES_TO);

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === "number" && value - value === 0;

/**
 * Every problem of a parameter's constraints, each the end of a message after the parameter's
 * label (`: 'enum' must not be empty`): a constraint on a type it does not apply to, an `enum`
 * that is not a list, empty, with a value twice or a value of the wrong type, `items` that is
 * not one of the six types, a bound that is not a finite number, `minimum > maximum`, and a
 * default that breaks the constraints (asked only when they are valid). None for a parameter
 * without constraint keys.
 * @param raw - the parameter definition as given.
 */
export function constraintProblems(raw: Record<string, unknown>, checkDefault = true): string[] {
  const problems: string[] = [];
  const type = ownPropertyValue(raw, "type");
  const allowed = ownPropertyValue(raw, "enum");
  const items = ownPropertyValue(raw, "items");
  const minimum = ownPropertyValue(raw, "minimum");
  const maximum = ownPropertyValue(raw, "maximum");
  const typed = isParameterType(type);
  for (const [key, types] of APPLIES_TO_ENTRIES) {
    if (typed && ownPropertyValue(raw, key) !== undefined && !types.includes(type)) {
      problems.push(`: '${key}' is not allowed on type '${type}' (only on ${types.join(", ")})`);
    }
  }
  if (Array.isArray(allowed)) {
    if (allowed.length === 0) problems.push(": 'enum' must not be empty");
    // How often each value came so far: a Map compares strings and numbers as SameValueZero
    // (-0 is 0, "1" is not 1), so finding repeats is linear in the list, never quadratic.
    const seen = new Map<unknown, number>();
    // An index loop reads a hole as undefined, a value of no type.
    for (let index = 0; index < allowed.length; index++) {
      const value: unknown = allowed[index];
      if (
        APPLIES_TO.enum?.includes(type as ParameterType) &&
        !matchesType(type as ParameterType, value)
      ) {
        problems.push(`: 'enum' item ${index} must be of type '${type}', got '${kindOf(value)}'`);
      } else if (typeof value === "string" || typeof value === "number") {
        // Reported once, where the value comes the second time (0 and -0 are the same value).
        const count = (seen.get(value) ?? 0) + 1;
        seen.set(value, count);
        if (count === 2) problems.push(`: 'enum' lists ${shownValue(value)} more than once`);
      }
    }
  } else if (allowed !== undefined) problems.push(`: ${mustBeMessage("enum", "a list", allowed)}`);
  // A definition as `items` is read on its own (read-value.ts).
  if (items !== undefined && !isParameterType(items) && !isDictionary(items)) {
    problems.push(unsupportedTypeMessage("'items' type", items));
  }
  for (const [key, bound] of [
    ["minimum", minimum],
    ["maximum", maximum],
  ] as const) {
    if (bound !== undefined && !isFiniteNumber(bound)) {
      problems.push(`: ${mustBeMessage(key, "a finite number", bound)}`);
    }
  }
  if (isFiniteNumber(minimum) && isFiniteNumber(maximum) && minimum > maximum) {
    problems.push(`: 'minimum' (${minimum}) must not be greater than 'maximum' (${maximum})`);
  }
  const value = ownPropertyValue(raw, "default");
  const found: string[] = [];
  if (
    checkDefault &&
    problems.length === 0 &&
    typed &&
    value !== undefined &&
    ownPropertyValue(raw, "required") === false &&
    matchesType(type, value) &&
    reportConstraint(
      found,
      undefined,
      { name: "", type, enum: allowed, items, minimum, maximum } as ParameterDefinition,
      value,
    )
  ) {
    // The message without its subject, `Parameter '': ` for the name "".
    problems.push(`: default breaks the constraints: ${found[0]?.slice(14)}`);
  }
  return problems;
}
