// Reads one parameter definition into its frozen copy. The common case, a valid definition, is
// a few checks that build no message; anything wrong goes to definition-messages.ts, which
// only then is compiled and says what is wrong.
import { isDictionary } from "../kind-of";
import type { ParameterDefinition } from "../parameter-definition";
import { constraintProblems } from "./constraint-problems";
import { CYCLE, frozenCopy, TOO_DEEP } from "./copy-value";
import { reportParameter } from "./definition-messages";
import { isParameterType } from "./is-parameter-type";
import { matchesType } from "./matches-type";
import { FLAT_PARAMETER_KEYS } from "./parameter-keys";
import type { ParameterListReading } from "./parameter-list-reading";
import { readNestedParameter } from "./read-nested-parameter";

/**
 * Reads the parameter at `index`: checks it and copies it, frozen, with its default deeply
 * copied and frozen. Records its name, to find duplicates.
 * @returns the frozen copy, or `undefined` when the parameter has a problem (reported).
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
export const readParameter = (function (
  reading: ParameterListReading,
  index: number,
): ParameterDefinition | undefined {
  const raw = reading.list[index];
  if (!isDictionary(raw)) return reportParameter(reading, index);
  // Own properties only, so that a polluted Object.prototype adds nothing. Written out rather
  // than through a helper taking the key: in a cold process that helper made the first
  // schema cost about 0.15 ms more.
  const own = Object.hasOwn;
  const name = own(raw, "name") ? raw.name : undefined;
  const type = own(raw, "type") ? raw.type : undefined;
  const required = own(raw, "required") ? raw.required : undefined;
  const description = own(raw, "description") ? raw.description : undefined;
  let value = own(raw, "default") ? raw.default : undefined;
  const allowed = own(raw, "enum") ? raw.enum : undefined;
  const items = own(raw, "items") ? raw.items : undefined;
  const minimum = own(raw, "minimum") ? raw.minimum : undefined;
  const maximum = own(raw, "maximum") ? raw.maximum : undefined;
  const constrained =
    allowed !== undefined || items !== undefined || minimum !== undefined || maximum !== undefined;
  const valid = typeof name === "string" && name !== "";
  if (valid) reading.names[index] = name;
  // A for-in allocates nothing (Object.keys would, for every parameter); it also lists
  // enumerable keys a polluted Object.prototype lends, which are not the definition's.
  let known = true;
  for (const key in raw) known &&= FLAT_PARAMETER_KEYS.includes(key) || !own(raw, key);
  // A key beyond the flat ones (or a definition as `items`, or the type `any`): read by the
  // nested reader, which also reports the keys nobody knows. A reference too (`type: "ref"`).
  if (!known || (typeof items === "object" && items !== null) || type === "any" || type === "ref") {
    return readNestedParameter(reading, index);
  }
  if (
    !valid ||
    !known ||
    !isParameterType(type) ||
    (required !== undefined && typeof required !== "boolean") ||
    (description !== undefined && typeof description !== "string") ||
    (value !== undefined && (required !== false || !matchesType(type, value))) ||
    (constrained && constraintProblems(raw).length > 0)
  ) {
    return reportParameter(reading, index);
  }
  // Primitives are immutable already: only lists and dictionaries are copied.
  if (typeof value === "object") {
    try {
      value = frozenCopy(value);
    } catch (error) {
      if (error === CYCLE || error === TOO_DEEP) return reportParameter(reading, index);
      throw error;
    }
  }
  // The fields in one fixed order, and only those given. Typed loosely while it is filled in:
  // the checks above make it a ParameterDefinition of its type.
  const parameter: Record<keyof ParameterDefinition, unknown> = { name, type } as Record<
    keyof ParameterDefinition,
    unknown
  >;
  if (required !== undefined) parameter.required = required;
  if (value !== undefined) parameter.default = value;
  if (description !== undefined) parameter.description = description;
  if (constrained) {
    if (allowed !== undefined) parameter.enum = copyList(allowed as readonly (string | number)[]);
    if (items !== undefined) parameter.items = items;
    if (minimum !== undefined) parameter.minimum = minimum;
    if (maximum !== undefined) parameter.maximum = maximum;
  }
  return Object.freeze(parameter) as ParameterDefinition;
});

// A frozen copy, so that changing the caller's list later changes nothing. By index: a list's
// iterator can be replaced. The values are strings and numbers, immutable already.
function copyList(list: readonly (string | number)[]): readonly (string | number)[] {
  const copy: (string | number)[] = new Array(list.length);
  for (let index = 0; index < list.length; index++) copy[index] = list[index] as string | number;
  return Object.freeze(copy);
}
