import { interpretCheck } from "./check-values";
import { compileParameter } from "./compiled-parameter";
import { type CheckFunction, generateCheck } from "./generate-check";
import type { ParameterDefinition } from "./parameter-definition";

/** How to build a check: `"auto"` generates code where allowed, `"interpret"` never does. */
export type CheckMode = "auto" | "interpret";

/**
 * Builds the check of a schema: generated code where the runtime allows it, else the
 * interpreter. Both give the same messages in the same order.
 * @param parameters - the checked, frozen parameters.
 * @param strict - whether unknown parameters are errors.
 * @param mode - `"interpret"` to skip code generation (tests compare the two).
 * @returns the check.
 */
export function createCheck(
  parameters: readonly ParameterDefinition[],
  strict: boolean,
  mode: CheckMode = "auto",
): CheckFunction {
  const generated = mode === "auto" ? generateCheck(parameters, strict) : undefined;
  if (generated !== undefined) return generated;
  const names = strict ? new Set(parameters.map((parameter) => parameter.name)) : undefined;
  return interpretCheck(parameters.map(compileParameter), names);
}
