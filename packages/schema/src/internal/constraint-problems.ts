// The problems of a parameter's constraints (`enum`, `items`, `minimum`, `maximum`), as the
// ends of definition messages. Only runs for a parameter that has one of those keys.
import { kindOf } from "../kind-of";
import type { ParameterDefinition } from "../parameter-definition";
import type { ParameterType } from "../parameter-type";
import { constraintMessage } from "./constraint-message";
import { isParameterType, PARAMETER_TYPES } from "./is-parameter-type";
import { matchesType } from "./matches-type";
import { ownPropertyValue } from "./own-property-value";
import { shownValue } from "./validation-messages";

/** The constraint keys, each with the types it applies to. */
const APPLIES_TO: Readonly<Record<string, readonly ParameterType[]>> = {
  enum: ["string", "integer", "float"],
  items: ["list"],
  minimum: ["integer", "float"],
  maximum: ["integer", "float"],
};

/** What a validation message starts with for a parameter named "". */
const EMPTY_SUBJECT = "Parameter '': ";

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === "number" && value - value === 0;

/** Tells whether a parameter definition has any constraint key (with a value). */
export function hasConstraintKey(raw: Record<string, unknown>): boolean {
  return Object.keys(APPLIES_TO).some((key) => ownPropertyValue(raw, key) !== undefined);
}

/**
 * Every problem of a parameter's constraints, each the end of a message after the parameter's
 * label (`: 'enum' must not be empty`): a constraint on a type it does not apply to, an `enum`
 * that is not a list, empty, with a value twice or a value of the wrong type, `items` that is
 * not one of the six types, a bound that is not a finite number, `minimum > maximum`, and a
 * default that breaks the constraints (asked only when they are valid).
 * @param raw - the parameter definition as given.
 */
export function constraintProblems(raw: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const type = ownPropertyValue(raw, "type");
  const typed = isParameterType(type);
  for (const [key, types] of Object.entries(APPLIES_TO)) {
    if (typed && ownPropertyValue(raw, key) !== undefined && !types.includes(type)) {
      problems.push(`: '${key}' is not allowed on type '${type}' (only on ${types.join(", ")})`);
    }
  }
  const allowed = ownPropertyValue(raw, "enum");
  if (allowed !== undefined) {
    if (!Array.isArray(allowed)) problems.push(`: 'enum' must be a list, got '${kindOf(allowed)}'`);
    else if (allowed.length === 0) problems.push(": 'enum' must not be empty");
    const checked = typed && APPLIES_TO.enum?.includes(type) === true;
    // An index loop reads a hole as undefined, a value of no type.
    for (let index = 0; Array.isArray(allowed) && index < allowed.length; index++) {
      const value: unknown = allowed[index];
      if (checked && !matchesType(type, value)) {
        problems.push(`: 'enum' item ${index} must be of type '${type}', got '${kindOf(value)}'`);
      } else if (typeof value === "string" || typeof value === "number") {
        // Reported once, where the value comes the second time (0 and -0 are the same value).
        const first = allowed.indexOf(value);
        if (first < index && first === allowed.lastIndexOf(value, index - 1)) {
          problems.push(`: 'enum' lists ${shownValue(value)} more than once`);
        }
      }
    }
  }
  const items = ownPropertyValue(raw, "items");
  if (items !== undefined && !isParameterType(items)) {
    const given = typeof items === "string" ? `'${items}'` : `a value of kind '${kindOf(items)}'`;
    problems.push(
      `: unsupported 'items' type ${given}; expected one of: ${PARAMETER_TYPES.join(", ")}`,
    );
  }
  const minimum = ownPropertyValue(raw, "minimum");
  const maximum = ownPropertyValue(raw, "maximum");
  for (const [key, bound] of [
    ["minimum", minimum],
    ["maximum", maximum],
  ] as const) {
    if (bound !== undefined && !isFiniteNumber(bound)) {
      problems.push(`: '${key}' must be a finite number, got '${kindOf(bound)}'`);
    }
  }
  if (isFiniteNumber(minimum) && isFiniteNumber(maximum) && minimum > maximum) {
    problems.push(`: 'minimum' (${minimum}) must not be greater than 'maximum' (${maximum})`);
  }
  const value = ownPropertyValue(raw, "default");
  if (
    problems.length === 0 &&
    typed &&
    value !== undefined &&
    ownPropertyValue(raw, "required") === false &&
    matchesType(type, value)
  ) {
    const constrained = { name: "", type, enum: allowed, items, minimum, maximum };
    const message = constraintMessage(constrained as ParameterDefinition, value);
    if (message !== undefined) {
      problems.push(`: default breaks the constraints: ${message.slice(EMPTY_SUBJECT.length)}`);
    }
  }
  return problems;
}
