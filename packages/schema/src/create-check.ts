import { interpretCheck } from "./check-values";
import type { CheckFunction } from "./generate-check";
import type { ParameterDefinition } from "./parameter-definition";

export { TIER_UP_CALLS } from "./check-values";

/**
 * How to build a check: `"auto"` interprets first and generates code once the schema has
 * been called {@link TIER_UP_CALLS} times; `"interpret"` never generates code.
 */
export type CheckMode = "auto" | "interpret";

/**
 * Builds the check of a schema. It starts as the interpreter, which is cheap to build, and in
 * `"auto"` mode, after {@link TIER_UP_CALLS} calls, hands `replace` the generated check (where
 * the runtime allows code generation). Both give the same messages in the same order.
 * @param parameters - the checked, frozen parameters.
 * @param strict - whether unknown parameters are errors.
 * @param replace - receives the check to use from then on.
 * @param mode - `"interpret"` to skip code generation (tests compare the two).
 * @returns the check to use first.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
// biome-ignore lint/complexity/useArrowFunction: V8 compiles only `(function` expressions eagerly
export const createCheck = (function (
  parameters: readonly ParameterDefinition[],
  strict: boolean,
  replace: (check: CheckFunction) => void,
  mode: CheckMode = "auto",
): CheckFunction {
  return interpretCheck(parameters, strict, mode === "auto" ? replace : undefined);
});
