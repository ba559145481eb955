import { isDictionary } from "./kind-of";
import type { ParameterType } from "./parameter-type";

/** A check of one parameter type: true when the value is of that type. */
export type TypeCheck = (value: unknown) => boolean;

const isString: TypeCheck = (value) => typeof value === "string";
const isInteger: TypeCheck = (value) => Number.isInteger(value);
const isFloat: TypeCheck = (value) => typeof value === "number" && Number.isFinite(value);
const isBoolean: TypeCheck = (value) => value === true || value === false;
const isList: TypeCheck = (value) => Array.isArray(value);

/** The check of each parameter type. A value is checked, never coerced. */
export const TYPE_CHECKS: Readonly<Record<ParameterType, TypeCheck>> = Object.freeze({
  string: isString,
  integer: isInteger,
  float: isFloat,
  boolean: isBoolean,
  list: isList,
  dictionary: isDictionary,
});

/**
 * Tells whether a value is of a parameter type, following the JS-value rules of the schema.
 * @param type - one of the six parameter types.
 * @param value - the value to check.
 * @returns true when the value is of that type.
 */
export function matchesType(type: ParameterType, value: unknown): boolean {
  return TYPE_CHECKS[type](value);
}
