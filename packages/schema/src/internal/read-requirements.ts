// Checks a schema's `requires` (rules about which parameters must be given together) and
// reports every problem at once. Cold: once per schema build that has rules.
import { isDictionary, kindOf } from "../kind-of";
import type { KeyTest, KeyTestValue, Requirement } from "../requirement";
import { mustBeMessage } from "./must-be-message";
import { ownPropertyValue } from "./own-property-value";
import { unknownKeyMessage } from "./unknown-key-message";

const AT_LEAST_ONE_KEYS: readonly string[] = ["atLeastOneOf"];
const CONDITIONAL_KEYS: readonly string[] = ["when", "required", "otherwise"];
const TEST_KEYS: readonly string[] = ["name", "required", "const", "enum"];

/** The rules of a schema that has none: one frozen list for all of them. */
export const NO_REQUIREMENTS: readonly Requirement[] = Object.freeze([]);

const isTestValue = (value: unknown): value is KeyTestValue =>
  typeof value === "string" ||
  typeof value === "boolean" ||
  value === null ||
  (typeof value === "number" && Number.isFinite(value));

/**
 * Reads a schema's `requires`: a list of rules, each naming parameters the schema declares.
 * @param raw - the value as given; `undefined` means no rules.
 * @param declared - the names of the schema's parameters.
 * @param errors - where each problem goes (`Requirement 0: ...`).
 * @returns frozen copies of the rules (only meaningful when no problem was added).
 */
export function readRequirements(
  raw: unknown,
  declared: readonly string[],
  errors: string[],
): readonly Requirement[] {
  if (raw === undefined) return NO_REQUIREMENTS;
  if (!Array.isArray(raw)) {
    errors.push(mustBeMessage("requires", "a list", raw));
    return NO_REQUIREMENTS;
  }
  const names = new Set(declared);
  const rules: Requirement[] = [];
  raw.forEach((rule: unknown, index) => {
    const fail = (problem: string): void => {
      errors.push(`Requirement ${index}: ${problem}`);
    };
    const read = readRule(rule, names, fail);
    if (read !== undefined) rules.push(read);
  });
  return Object.freeze(rules);
}

function readRule(
  raw: unknown,
  names: ReadonlySet<string>,
  fail: (problem: string) => void,
): Requirement | undefined {
  if (!isDictionary(raw)) {
    fail(`must be a dictionary, got '${kindOf(raw)}'`);
    return undefined;
  }
  const conditional = Object.hasOwn(raw, "when");
  if (!conditional && !Object.hasOwn(raw, "atLeastOneOf")) {
    fail("must have 'atLeastOneOf' (a list of names) or 'when' (a list of tests)");
    return undefined;
  }
  const known = conditional ? CONDITIONAL_KEYS : AT_LEAST_ONE_KEYS;
  for (const key of Object.keys(raw)) {
    if (!known.includes(key)) fail(unknownKeyMessage("", key, known));
  }
  if (!conditional) {
    const atLeastOneOf = readNames(raw, "atLeastOneOf", names, fail, true);
    return atLeastOneOf && Object.freeze({ atLeastOneOf });
  }
  const when = ownPropertyValue(raw, "when");
  if (!Array.isArray(when) || when.length === 0) {
    fail(`'when' must be a non-empty list of tests, got '${kindOf(when)}'`);
  }
  const tests = Array.isArray(when) ? when.map((test) => readTest(test, names, fail)) : [];
  const required = readNames(raw, "required", names, fail, false);
  const otherwise =
    ownPropertyValue(raw, "otherwise") === undefined
      ? []
      : readNames(raw, "otherwise", names, fail, false);
  if (required !== undefined && otherwise !== undefined) {
    if (required.length === 0 && otherwise.length === 0) {
      fail("'required' and 'otherwise' name no parameter, so the rule requires nothing");
    }
  }
  if (tests.some((test) => test === undefined) || !required || !otherwise) return undefined;
  const rule: Record<string, unknown> = { when: Object.freeze(tests), required };
  if (otherwise.length > 0) rule.otherwise = otherwise;
  return Object.freeze(rule) as unknown as Requirement;
}

// A list of distinct declared names; `nonEmpty` for `atLeastOneOf`.
function readNames(
  raw: Record<string, unknown>,
  key: string,
  names: ReadonlySet<string>,
  fail: (problem: string) => void,
  nonEmpty: boolean,
): readonly string[] | undefined {
  const list = ownPropertyValue(raw, key);
  if (!Array.isArray(list) || list.some((name) => typeof name !== "string")) {
    fail(mustBeMessage(key, "a list of parameter names", list));
    return undefined;
  }
  let ok = true;
  if (nonEmpty && list.length === 0) {
    fail(`'${key}' must name at least one parameter`);
    ok = false;
  }
  list.forEach((name: string, index) => {
    if (list.indexOf(name) !== index) {
      fail(`'${key}' names '${name}' more than once`);
      ok = false;
    } else if (!names.has(name)) {
      fail(`'${key}' names '${name}', which is not a parameter of the schema`);
      ok = false;
    }
  });
  return ok ? Object.freeze([...(list as string[])]) : undefined;
}

function readTest(
  raw: unknown,
  names: ReadonlySet<string>,
  fail: (problem: string) => void,
): KeyTest | undefined {
  if (!isDictionary(raw)) {
    fail(`a test of 'when' must be a dictionary, got '${kindOf(raw)}'`);
    return undefined;
  }
  const label = typeof raw.name === "string" ? `the test of '${raw.name}'` : "a test of 'when'";
  let ok = true;
  const problem = (text: string): void => {
    fail(`${label}: ${text}`);
    ok = false;
  };
  for (const key of Object.keys(raw)) {
    if (!TEST_KEYS.includes(key)) problem(unknownKeyMessage("", key, TEST_KEYS));
  }
  const name = ownPropertyValue(raw, "name");
  if (typeof name !== "string") problem(mustBeMessage("name", "a string", name));
  else if (!names.has(name)) problem(`'${name}' is not a parameter of the schema`);
  const required = ownPropertyValue(raw, "required");
  if (required !== undefined && typeof required !== "boolean") {
    problem(mustBeMessage("required", "a boolean", required));
  }
  const only = ownPropertyValue(raw, "const");
  const allowed = ownPropertyValue(raw, "enum");
  if (only !== undefined && !isTestValue(only)) {
    problem(`'const' must be a string, a finite number, a boolean or null, got '${kindOf(only)}'`);
  }
  if (allowed !== undefined) {
    if (!Array.isArray(allowed) || allowed.length === 0 || !allowed.every(isTestValue)) {
      problem("'enum' must be a non-empty list of strings, finite numbers, booleans or nulls");
    }
    if (only !== undefined) problem("give 'const' or 'enum', not both");
  }
  if (required === false && only === undefined && allowed === undefined) {
    problem("with 'required: false' and no 'const' or 'enum', every value passes the test");
  }
  if (!ok) return undefined;
  const test: Record<string, unknown> = { name };
  if (required === false) test.required = false;
  if (only !== undefined) test.const = only;
  if (allowed !== undefined) test.enum = Object.freeze([...(allowed as KeyTestValue[])]);
  return Object.freeze(test) as unknown as KeyTest;
}
