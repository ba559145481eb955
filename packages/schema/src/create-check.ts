import { interpretCheck } from "./check-values";
import { type CheckFunction, generateCheck } from "./generate-check";
import type { ParameterDefinition } from "./parameter-definition";

/**
 * How to build a check: `"auto"` interprets first and generates code once the schema has
 * been called {@link TIER_UP_CALLS} times; `"interpret"` never generates code.
 */
export type CheckMode = "auto" | "interpret";

/** Calls after which a schema's check is generated as code (where the runtime allows it). */
export const TIER_UP_CALLS = 16;

// Set once the runtime has refused code generation: no schema asks again.
let refused = false;

/**
 * Builds the check of a schema. In `"auto"` mode it starts as the interpreter, which is cheap
 * to build, and after {@link TIER_UP_CALLS} calls hands `replace` the generated check (or the
 * bare interpreter where code generation is refused). Both give the same messages in the
 * same order.
 * @param parameters - the checked, frozen parameters.
 * @param strict - whether unknown parameters are errors.
 * @param replace - receives the check to use from then on.
 * @param mode - `"interpret"` to skip code generation (tests compare the two).
 * @returns the check to use first.
 */
export function createCheck(
  parameters: readonly ParameterDefinition[],
  strict: boolean,
  replace: (check: CheckFunction) => void,
  mode: CheckMode = "auto",
): CheckFunction {
  const interpreted = interpretCheck(parameters, strict);
  if (mode === "interpret" || refused) return interpreted;
  let calls = 0;
  return (values, messages, keys, target) => {
    if (++calls === TIER_UP_CALLS) {
      const generated = generateCheck(parameters, strict);
      refused = generated === undefined;
      replace(generated ?? interpreted);
    }
    interpreted(values, messages, keys, target);
  };
}
