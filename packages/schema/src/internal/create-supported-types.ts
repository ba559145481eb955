import type { ParameterType } from "../parameter-type";
import { PARAMETER_TYPES } from "./is-parameter-type";

function refuse(): never {
  throw new TypeError("ToolSchema.SUPPORTED_TYPES is read-only");
}

/**
 * Makes the read-only set of the six type names. Its `add`, `delete` and `clear` throw, so
 * nobody can change what the schema language means for everyone else in the process.
 */
export function createSupportedTypes(): ReadonlySet<ParameterType> {
  return Object.freeze(
    Object.defineProperties(new Set<ParameterType>(PARAMETER_TYPES), {
      add: { value: refuse },
      delete: { value: refuse },
      clear: { value: refuse },
    }),
  );
}
