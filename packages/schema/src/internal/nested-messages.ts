// Hot path: runs on every call that finds a problem inside a nested value, from both the
// interpreted and the generated check. Only called when a value is wrong.
import { kindOf } from "../kind-of";
import { shownValue } from "./validation-messages";
import { formatPath, type ValuePath } from "./value-path";

/** Where a check adds problems, and the path of each (for Standard Schema issues). */
export type Keys = (string | ValuePath | undefined)[] | undefined;

/** How a message shows a received value: a string cut after 40 characters. */
export function receivedValue(value: unknown): string {
  return shownValue(
    typeof value === "string" && value.length > 40 ? `${value.slice(0, 40)}...` : value,
  );
}

/**
 * Adds one message about the value at `path`. A path of one segment is kept as the
 * parameter's name, as the flat check keeps it; a longer one as a copy of its segments.
 */
export function reportAt(messages: string[], keys: Keys, path: ValuePath, message: string): void {
  messages.push(message);
  keys?.push(path.length === 1 ? (path[0] as string) : path.slice());
}

/** `Parameter 'items[2].qty': ` */
const subject = (path: ValuePath): string => `Parameter '${formatPath(path)}': `;

/** Reports a value not of its type. */
export function reportTypeAt(
  messages: string[],
  keys: Keys,
  path: ValuePath,
  type: string,
  value: unknown,
): void {
  reportAt(messages, keys, path, `${subject(path)}expected type '${type}', got '${kindOf(value)}'`);
}

/**
 * Reports a value of none of a union's types: `expected type 'string' or 'list', got
 * 'boolean'`; with no types (an `any` value), a value of none of the six types or null.
 */
export function reportTypesAt(
  messages: string[],
  keys: Keys,
  path: ValuePath,
  types: readonly string[],
  value: unknown,
): void {
  const names = types.map((type) => `'${type}'`);
  const last = names.pop();
  const expected =
    last === undefined
      ? "a JSON value"
      : `type ${names.length === 0 ? last : `${names.join(", ")} or ${last}`}`;
  reportAt(messages, keys, path, `${subject(path)}expected ${expected}, got '${kindOf(value)}'`);
}

/** Reports an absent required property. */
export function reportMissingAt(messages: string[], keys: Keys, path: ValuePath): void {
  reportAt(messages, keys, path, `Missing required parameter: '${formatPath(path)}'`);
}

/** Reports a key that a dictionary with `additionalProperties: false` does not declare. */
export function reportUnknownAt(messages: string[], keys: Keys, path: ValuePath): void {
  reportAt(messages, keys, path, `Unknown parameter: '${formatPath(path)}'`);
}

/**
 * Reports a broken constraint: `expected` says what was wanted (`at least 3 characters`),
 * `got` what came (already shown as messages show it).
 */
export function reportExpected(
  messages: string[],
  keys: Keys,
  path: ValuePath,
  expected: string,
  got: string,
): void {
  reportAt(messages, keys, path, `${subject(path)}expected ${expected}, got ${got}`);
}
