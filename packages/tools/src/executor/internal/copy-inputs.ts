// Hot path: runs on every call of a tool without INPUT_SCHEMA, whose inputs are a one-level
// copy of the caller's dictionary.
import type { CheckResult } from "@kit/schema";
import { isDictionary, kindOf } from "../../internal/schema-values";

/**
 * Copies a dictionary one level deep with `{ ...inputs }` semantics: own enumerable keys
 * (symbols too), `__proto__` kept as an own key; nested values are shared.
 * @returns the copy, or the schema's error for anything that is not a dictionary.
 */
export function copyInputs(inputs: unknown): CheckResult<Record<string, unknown>> {
  if (!isDictionary(inputs)) {
    return {
      success: false,
      errors: [`Expected a dictionary of parameters, got '${kindOf(inputs)}'`],
    };
  }
  return { success: true, value: { ...inputs } };
}
