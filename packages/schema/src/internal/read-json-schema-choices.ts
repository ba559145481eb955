// `enum` and `const` of an imported JSON Schema node as kit's `enum`, `const` and `nullable`
// (cold: once per node that has one). Values a node's type refuses can never be valid, so they
// are left out; a choice that leaves no value is reported.

import { type JSONSchemaReading, own, report, type SchemaNode } from "./json-schema-reading";
import { matchesType } from "./matches-type";
import type { NodeType } from "./read-json-schema-node";

/**
 * Writes the choices of a node into its definition (and `nullable` when `null` stays a value).
 * @returns false when a problem was reported.
 */
export function readChoices(
  reading: JSONSchemaReading,
  node: SchemaNode,
  pointer: string,
  { type, nullable }: NodeType,
  definition: Record<string, unknown>,
): boolean {
  const only = own(node, "const");
  const allowed = own(node, "enum");
  let orNull = nullable;
  if (only === undefined && allowed === undefined) {
    if (orNull) definition.nullable = true;
    return true;
  }
  const scalar = type !== "list" && type !== "dictionary";
  const fits = (value: unknown): boolean => value !== null && matchesType(type, value);
  let values: unknown[] | undefined;
  if (allowed !== undefined) {
    if (!Array.isArray(allowed))
      return !!report(reading, `${pointer}/enum`, "'enum' must be a list");
    if (!scalar && allowed.some((value) => value !== null)) {
      return !!report(reading, `${pointer}/enum`, "'enum' of lists or objects is not supported");
    }
    values = [];
    // A Set keeps the first of equal values (SameValueZero: -0 is 0) in linear time.
    const kept = new Set<unknown>();
    for (const value of allowed) {
      if (fits(value) && !kept.has(value)) {
        kept.add(value);
        values.push(value);
      }
    }
    // Under `type: [T, "null"]`, null stays a value only when the enum lists it.
    orNull &&= allowed.includes(null);
  }
  if (only !== undefined) {
    if (only !== null && !scalar) {
      return !!report(
        reading,
        `${pointer}/const`,
        "'const' of a list or an object is not supported",
      );
    }
    if (!fits(only) || (values !== undefined && !values.includes(only))) {
      const none = only === null && orNull ? "whose only value is 'null'" : "that no value meets";
      return !!report(reading, `${pointer}/const`, `a 'const' ${none} is not supported`);
    }
    values = [only];
    orNull = false;
  }
  const list = values as unknown[];
  if (list.length === 0) {
    const none = orNull ? "whose only value is 'null'" : "that no value of the type meets";
    return !!report(reading, `${pointer}/enum`, `an 'enum' ${none} is not supported`);
  }
  if (orNull) definition.nullable = true;
  // A boolean has `const` only: both values are no constraint at all.
  if (list.length === 1 && (only !== undefined || type === "boolean")) definition.const = list[0];
  else if (type !== "boolean") definition.enum = list;
  return true;
}
