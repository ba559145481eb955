// Hot path: runs on every call, for each value of a constrained parameter, while a schema is
// interpreted. Also how a definition finds a default that breaks its own constraints.
import type { ParameterDefinition } from "../parameter-definition";
import type { ParameterType } from "../parameter-type";
import { matchesType } from "./matches-type";
import type { Keys } from "./nested-messages";
import {
  boundPrefix,
  enumPrefix,
  itemsPrefix,
  reportBreach,
  reportItem,
} from "./validation-messages";

/** Tells whether a parameter has any constraint (`enum`, `items`, `minimum`, `maximum`). */
export function hasConstraint(parameter: ParameterDefinition): boolean {
  return (
    parameter.enum !== undefined ||
    parameter.items !== undefined ||
    parameter.minimum !== undefined ||
    parameter.maximum !== undefined
  );
}

/**
 * Reports the first constraint a value breaks, checked in the order `enum`, `items`,
 * `minimum`, `maximum`; nothing is built when it meets them all.
 * @param parameter - a checked parameter, whose constraints are valid.
 * @param value - a value already of the parameter's type.
 * @returns whether a constraint was broken (and reported).
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
export const reportConstraint = (function (
  messages: string[],
  keys: Keys,
  parameter: ParameterDefinition,
  value: unknown,
): boolean {
  const { name, enum: allowed, minimum, maximum } = parameter;
  // A flat parameter: `items` is a type name (a definition makes the parameter nested).
  const items = parameter.items as ParameterType | undefined;
  // includes compares as SameValueZero: -0 is 0, and NaN never gets here (not of a type).
  if (allowed !== undefined && !(allowed as readonly unknown[]).includes(value)) {
    return reportBreach(messages, keys, name, enumPrefix(name, allowed), value);
  }
  if (items !== undefined) {
    const list = value as readonly unknown[];
    for (let index = 0, length = list.length; index < length; index++) {
      const item = list[index];
      if (!matchesType(items, item)) {
        return reportItem(messages, keys, name, itemsPrefix(name, items), index, item);
      }
    }
  }
  if (minimum !== undefined && (value as number) < minimum) {
    return reportBreach(messages, keys, name, boundPrefix(name, "least", minimum), value);
  }
  if (maximum !== undefined && (value as number) > maximum) {
    return reportBreach(messages, keys, name, boundPrefix(name, "most", maximum), value);
  }
  return false;
});
