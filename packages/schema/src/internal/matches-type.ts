// Hot path: runs on every call, for every value present, while a schema is interpreted.
import { isDictionary } from "../kind-of";
import type { ParameterType } from "../parameter-type";

/** Tells whether a value is of a parameter type: checked, never coerced. */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
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
