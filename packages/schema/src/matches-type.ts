import { isDictionary } from "./kind-of";
import type { ParameterType } from "./parameter-type";

/**
 * Tells whether a value is of a parameter type, following the JS-value rules of the schema:
 * checked, never coerced.
 * @param type - one of the six parameter types.
 * @param value - the value to check.
 * @returns true when the value is of that type.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
// biome-ignore lint/complexity/useArrowFunction: V8 compiles only `(function` expressions eagerly
export const matchesType = (function (type: ParameterType, value: unknown): boolean {
  // A switch rather than a function per type keeps the interpreter's call site monomorphic.
  switch (type) {
    case "string":
      return typeof value === "string";
    case "integer":
      return Number.isInteger(value);
    case "float":
      // Finite numbers only: NaN - NaN and Infinity - Infinity are NaN.
      return typeof value === "number" && value - value === 0;
    case "boolean":
      return value === true || value === false;
    case "list":
      return Array.isArray(value);
    default:
      return isDictionary(value);
  }
});
