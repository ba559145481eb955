// The message for a definition key whose value is of the wrong kind. Only built on a problem.
import { kindOf } from "../kind-of";

/**
 * Says what a key's value must be and what it is: `'strict' must be a boolean, got 'string'`.
 * @param expected - what the value must be, with its article (`a boolean`).
 */
export function mustBeMessage(key: string, expected: string, value: unknown): string {
  return `'${key}' must be ${expected}, got '${kindOf(value)}'`;
}
