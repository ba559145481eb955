// Hot path: runs on every call of a schema that has `requires`, after its parameters are checked.
// Checks the rules on the input as given (before defaults are filled in, as JSON Schema reads
// it): which parameters must be given together.
import { isDictionary } from "../kind-of";
import type { ParameterDefinition } from "../parameter-definition";
import type { KeyTest, Requirement } from "../requirement";
import type { Keys } from "./nested-messages";
import { listedValues, shownValue } from "./validation-messages";

/** Adds one message (and its key) per rule the input breaks. */
export type RequirementsCheck = (values: unknown, messages: string[], keys: Keys) => void;

// A value counts as given as a parameter does: an own key whose value is not `undefined`.
const given = (values: Record<string, unknown>, name: string): boolean =>
  Object.hasOwn(values, name) && values[name] !== undefined;

function passes(values: Record<string, unknown>, test: KeyTest): boolean {
  if (!given(values, test.name)) return test.required === false;
  const value = values[test.name];
  if (test.const !== undefined) return value === test.const;
  if (test.enum !== undefined) return test.enum.includes(value as never);
  return true;
}

/** `'contactMethod' is 'phone'`, `'a' is one of 1, 2 or absent`, `'b' is given`. */
function testText(test: KeyTest): string {
  let text = `'${test.name}' is `;
  if (test.const !== undefined) text += shownValue(test.const);
  else if (test.enum !== undefined) text += `one of ${listedValues(test.enum)}`;
  else text += "given";
  return test.required === false ? `${text} or absent` : text;
}

/**
 * The text of a conditional rule's condition, as messages say it: `'contactMethod' is 'phone'`
 * (tests joined with `and`).
 */
function conditionText(when: readonly KeyTest[]): string {
  return when.map(testText).join(" and ");
}

/**
 * Builds the check of a schema's rules, or undefined when it has none. A name the schema
 * requires anyway is left out: its absence is already reported as a missing parameter.
 * @param parameters - the schema's checked parameters.
 */
export function checkRequirements(
  rules: readonly Requirement[],
  parameters: readonly ParameterDefinition[],
): RequirementsCheck | undefined {
  if (rules.length === 0) return undefined;
  const always = new Set(
    parameters.filter((parameter) => parameter.required !== false).map(({ name }) => name),
  );
  const optional = (names: readonly string[] | undefined): readonly string[] =>
    (names ?? []).filter((name) => !always.has(name));
  const checks: ((values: Record<string, unknown>, messages: string[], keys: Keys) => void)[] = [];
  for (const rule of rules) {
    if (rule.atLeastOneOf !== undefined) {
      const names = rule.atLeastOneOf;
      // A rule that names a required parameter is met whenever that one is given.
      if (names.some((name) => always.has(name))) continue;
      const message = `Missing required parameter: one of ${names.map((name) => `'${name}'`).join(", ")}`;
      checks.push((values, messages, keys) => {
        if (names.some((name) => given(values, name))) return;
        messages.push(message);
        keys?.push(undefined);
      });
      continue;
    }
    const { when } = rule;
    const condition = conditionText(when);
    const branches = [
      { names: optional(rule.required), reason: `required when ${condition}` },
      { names: optional(rule.otherwise), reason: `required unless ${condition}` },
    ];
    checks.push((values, messages, keys) => {
      const branch = branches[when.every((test) => passes(values, test)) ? 0 : 1] as {
        names: readonly string[];
        reason: string;
      };
      for (const name of branch.names) {
        if (given(values, name)) continue;
        messages.push(`Missing required parameter: '${name}' (${branch.reason})`);
        keys?.push(name);
      }
    });
  }
  if (checks.length === 0) return undefined;
  return (values, messages, keys) => {
    // Not a dictionary: the parameters' check has said so already.
    if (!isDictionary(values)) return;
    for (const check of checks) check(values, messages, keys);
  };
}
