// Hot path: runs for each value of a union of dictionaries without a discriminator, and for a
// value that has the type of two or more of an `any` value's definitions, from check-value.ts
// (which hands in its own check, so that this file imports it for its types only).
// Each variant is tried on its own, in copy mode (a variant the value does not meet writes no
// default into it); the first variant met is the value's (with `exclusive`, the only one). A
// value that meets none is told the problems of the variant it came closest to: the one with
// the fewest problems, the first of equals. Those are the trial's own messages, so no variant
// is checked twice (nested unions would otherwise multiply the work at each level).
import type { CheckNode } from "./check-node";
import type { ValueCheck } from "./check-value";
import { reportAt } from "./nested-messages";
import { formatPath } from "./value-path";

/** Checks a value against one node, as check-value.ts does. */
type CheckOne<TValue> = (node: CheckNode, value: TValue, check: ValueCheck) => unknown;

/**
 * Checks a value against the variants it may meet, each tried in turn.
 * @param exclusive - true: the value must meet exactly one (else at least one).
 * @returns the value to keep, as `checkOne` returns it.
 */
export function checkVariants<TValue>(
  variants: readonly CheckNode[],
  exclusive: boolean,
  value: TValue,
  check: ValueCheck,
  checkOne: CheckOne<TValue>,
): unknown {
  const { messages, keys, path } = check;
  let met = -1;
  let kept: unknown;
  let closest: ValueCheck | undefined;
  for (let index = 0; index < variants.length; index++) {
    const trial: ValueCheck = {
      messages: [],
      keys: keys === undefined ? undefined : [],
      path,
      copy: true,
    };
    const result = checkOne(variants[index] as CheckNode, value, trial);
    if (trial.messages.length === 0) {
      if (met >= 0) {
        const message = `Parameter '${formatPath(path)}': expected a value that meets exactly one variant, got one that meets variants ${met} and ${index}`;
        reportAt(messages, keys, path, message);
        return value;
      }
      met = index;
      kept = result;
      if (!exclusive) break;
    } else if (closest === undefined || trial.messages.length < closest.messages.length) {
      closest = trial;
    }
  }
  if (met >= 0) {
    // In place, the variant met writes its defaults into the value, as any dictionary does.
    return check.copy ? kept : checkOne(variants[met] as CheckNode, value, check);
  }
  const problems = (closest as ValueCheck).messages;
  for (let index = 0; index < problems.length; index++) {
    messages.push(problems[index] as string);
    keys?.push((closest as ValueCheck).keys?.[index]);
  }
  return value;
}
