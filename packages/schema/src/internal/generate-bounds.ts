// Cold (the code) and hot on a problem (`reportBound`): a number's bounds in the generated
// check, each tested and reported on its own line, for a node whose only constraints are
// `minimum` and `maximum`. Any other constrained node goes through the quick test and
// check-value.ts's `reportConstraints`, which finds the first broken constraint; here there is
// no other to find, so each bound's message is written straight away, word for word the same
// (its start a JSON literal made with the same template), sparing a bad tree the generic walk
// at each of its bad leaves.
import type { CheckNode } from "./check-node";
import { type Keys, reportAt } from "./nested-messages";
import type { ValuePath } from "./value-path";
import { formatPath } from "./value-path";

const literal = JSON.stringify;

// A bound as code: -0 keeps its sign (bounds are finite numbers).
const bound = (value: number): string => (Object.is(value, -0) ? "-0" : String(value));

/**
 * The code that reports the bound the number in `value` breaks (`B` reports it), or undefined
 * for a node with other constraints than `minimum` and `maximum`.
 */
export function boundsCode(node: CheckNode, value: string): string | undefined {
  const { minimum, maximum } = node;
  if (node.type !== "integer" && node.type !== "float") return undefined;
  const others =
    node.only !== undefined ||
    node.allowed !== undefined ||
    node.minLength !== undefined ||
    node.maxLength !== undefined ||
    node.pattern !== undefined ||
    node.format !== undefined ||
    node.minItems !== undefined ||
    node.maxItems !== undefined ||
    node.uniqueItems ||
    node.itemType !== undefined;
  if (others) return undefined;
  const tests: string[] = [];
  if (minimum !== undefined) {
    tests.push(
      `if(${value}<${bound(minimum)})B(m,k,q,${literal(`expected at least ${minimum}, got `)},${value});`,
    );
  }
  if (maximum !== undefined) {
    tests.push(
      `if(${value}>${bound(maximum)})B(m,k,q,${literal(`expected at most ${maximum}, got `)},${value});`,
    );
  }
  // As reportConstraints: the first broken bound only.
  return tests.length === 0 ? undefined : tests.join("else ");
}

/** Reports a broken bound: `Parameter '<path>': expected at least 0, got -1`. */
export function reportBound(
  messages: string[],
  keys: Keys,
  path: ValuePath,
  expected: string,
  value: number,
): void {
  reportAt(messages, keys, path, `Parameter '${formatPath(path)}': ${expected}${String(value)}`);
}
