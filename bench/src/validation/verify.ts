// Before any timing: each contender must get each case right, or its numbers mean nothing.
import { deepStrictEqual } from "node:assert/strict";
import type { InputCase } from "./schemas";
import type { PreparedValidator, ValidatorAdapter, Values } from "./validator";

/**
 * Runs one call on a fresh copy and checks the outcome: exact messages and values for the
 * kit-style validators, validity, every problem and the defaults for the peers.
 * @param copy - makes the input from the case's (a shallow copy unless given).
 * @throws AssertionError naming the contender and the case.
 */
export function verifyCase(
  adapter: ValidatorAdapter,
  prepared: PreparedValidator,
  inputCase: InputCase,
  copy: () => Values = () => ({ ...inputCase.input }),
): void {
  const input = copy();
  const outcome = prepared.read(prepared.run(input), input);
  const where = `${adapter.name} on '${inputCase.label}'`;
  const expectValid = inputCase.messages.length === 0;
  deepStrictEqual(outcome.ok, expectValid, `${where}: valid should be ${expectValid}`);
  if (outcome.messages !== undefined) {
    deepStrictEqual(outcome.messages, inputCase.messages, `${where}: messages`);
  } else if (!expectValid && outcome.problems < inputCase.messages.length) {
    throw new Error(
      `${where}: ${outcome.problems} problems reported, expected all ${inputCase.messages.length}`,
    );
  }
  if (expectValid && adapter.appliesDefaults) {
    deepStrictEqual({ ...outcome.value }, inputCase.output, `${where}: values with defaults`);
  }
}
