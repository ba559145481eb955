// The changes between two versions of one schema's parameters, input or output. An input is
// read by the tool from its callers, so narrowing what it accepts is breaking; an output is read
// by consumers from the tool, so widening what it returns is.
import type { ParameterDefinition, SchemaDefinition } from "@kit/schema";
import { type ChangeEntry, changeEntry, Section, showValue, showValues } from "./change-entry";
import { sameJson } from "./json-data";

/** The kinds of change within one parameter, in the order their lines appear. */
const Order = {
  Presence: 0,
  Type: 1,
  Required: 2,
  Default: 3,
  EnumRemoved: 4,
  EnumAdded: 5,
  Items: 6,
  Minimum: 7,
  Maximum: 8,
  Description: 9,
} as const;
type Order = (typeof Order)[keyof typeof Order];

/** Every change of parameters between two schema definitions of a tool. */
export function compareParameters(
  tool: string,
  direction: "input" | "output",
  before: SchemaDefinition,
  after: SchemaDefinition,
): ChangeEntry[] {
  const changes: ChangeEntry[] = [];
  const old = byName(before.parameters);
  const now = byName(after.parameters);
  const isInput = direction === "input";
  const section = isInput ? Section.Input : Section.Output;
  for (const [name, parameter] of now) {
    if (old.has(name)) continue;
    const required = isRequired(parameter);
    const text = isInput ? `added as ${required ? "required" : "optional"}` : "added";
    changes.push(entry(name, Order.Presence, text, isInput && required));
  }
  for (const [name, was] of old) {
    const is = now.get(name);
    if (is === undefined) changes.push(entry(name, Order.Presence, "removed", true));
    else changes.push(...compareParameter(was, is));
  }
  return changes;

  function entry(name: string, order: Order, text: string, breaking: boolean): ChangeEntry {
    return changeEntry(
      tool,
      section,
      name,
      order,
      `${direction} parameter '${name}' ${text}`,
      breaking,
    );
  }

  function compareParameter(was: ParameterDefinition, is: ParameterDefinition): ChangeEntry[] {
    const name = is.name;
    const found: ChangeEntry[] = [];
    const add = (order: Order, text: string, breaking: boolean): void => {
      found.push(entry(name, order, text, breaking));
    };
    if ((was.description ?? "") !== (is.description ?? "")) {
      add(Order.Description, "description changed", false);
    }
    const wasRequired = isRequired(was);
    const isNowRequired = isRequired(is);
    if (wasRequired !== isNowRequired) {
      // Made required: a caller that left it out fails (input); made optional: a consumer that
      // read it may find it missing (output). A default that comes or goes with it is part of
      // the same change and gets no line of its own.
      add(
        Order.Required,
        isNowRequired ? "made required" : "made optional",
        isInput ? isNowRequired : !isNowRequired,
      );
    }
    if (was.type !== is.type) {
      // Constraints and defaults belong to a type: after a retype only the retype is reported.
      add(Order.Type, `retyped from '${was.type}' to '${is.type}'`, true);
      return found;
    }
    if (wasRequired === isNowRequired) compareDefault(was.default, is.default, add);
    compareEnum(was.enum, is.enum, add);
    if (was.items !== is.items) {
      if (was.items === undefined) add(Order.Items, `items '${is.items}' added`, isInput);
      else if (is.items === undefined) add(Order.Items, `items '${was.items}' removed`, !isInput);
      else add(Order.Items, `items retyped from '${was.items}' to '${is.items}'`, true);
    }
    compareBound(Order.Minimum, "minimum", was.minimum, is.minimum, (old, now) => now > old, add);
    compareBound(Order.Maximum, "maximum", was.maximum, is.maximum, (old, now) => now < old, add);
    return found;
  }

  function compareDefault(
    was: unknown,
    is: unknown,
    add: (order: Order, text: string, breaking: boolean) => void,
  ): void {
    if (was === undefined && is === undefined) return;
    if (was === undefined) {
      // An input's new default changes what an absent value means; an output's makes a value
      // that could be missing always present.
      add(Order.Default, `default ${showValue(is)} added`, isInput);
    } else if (is === undefined) {
      add(Order.Default, `default ${showValue(was)} removed`, true);
    } else if (!sameJson(was, is)) {
      add(Order.Default, `default changed from ${showValue(was)} to ${showValue(is)}`, true);
    }
  }

  function compareEnum(
    was: readonly unknown[] | undefined,
    is: readonly unknown[] | undefined,
    add: (order: Order, text: string, breaking: boolean) => void,
  ): void {
    if (was === undefined && is === undefined) return;
    if (was === undefined) {
      add(Order.EnumAdded, `enum ${showValues(is ?? [])} added`, isInput);
      return;
    }
    if (is === undefined) {
      add(Order.EnumRemoved, "enum removed", !isInput);
      return;
    }
    const lost = was.filter((value) => !is.includes(value));
    const gained = is.filter((value) => !was.includes(value));
    const plural = (values: readonly unknown[]): string =>
      values.length === 1 ? "value" : "values";
    if (lost.length > 0) {
      add(Order.EnumRemoved, `enum ${plural(lost)} ${showValues(lost)} removed`, isInput);
    }
    if (gained.length > 0) {
      add(Order.EnumAdded, `enum ${plural(gained)} ${showValues(gained)} added`, !isInput);
    }
  }

  // `narrows(old, now)`: the new bound lets fewer values through (a higher minimum, a lower
  // maximum).
  function compareBound(
    order: Order,
    label: string,
    was: number | undefined,
    is: number | undefined,
    narrows: (old: number, now: number) => boolean,
    add: (order: Order, text: string, breaking: boolean) => void,
  ): void {
    if (was === is) return;
    if (was === undefined) add(order, `${label} ${is} added`, isInput);
    else if (is === undefined) add(order, `${label} ${was} removed`, !isInput);
    else {
      const narrower = narrows(was, is);
      add(
        order,
        `${label} ${is > was ? "raised" : "lowered"} from ${was} to ${is}`,
        isInput === narrower,
      );
    }
  }
}

/** A parameter is required unless it says `required: false`. */
function isRequired(parameter: ParameterDefinition): boolean {
  return parameter.required !== false;
}

function byName(parameters: readonly ParameterDefinition[]): Map<string, ParameterDefinition> {
  return new Map(parameters.map((parameter) => [parameter.name, parameter]));
}
