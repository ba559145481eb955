// Hot path: runs on every call that finds a problem, from both the interpreted and the
// generated check. Only called when a value is wrong, so a valid input builds no message and a
// schema builds none up front.
import { kindOf } from "../kind-of";
import type { ValuePath } from "./value-path";

/** Where a check adds problems: the messages, and the key each is about (when it collects them). */
type Messages = string[];
type Keys = (string | ValuePath | undefined)[] | undefined;

/** Reports an input that is not a dictionary at all (its key is `undefined`). */
export function reportNotDictionary(messages: Messages, keys: Keys, values: unknown): void {
  messages.push(`Expected a dictionary of parameters, got '${kindOf(values)}'`);
  keys?.push(undefined);
}

/** Reports a required parameter that is absent. */
export function reportMissing(messages: Messages, keys: Keys, name: string): void {
  messages.push(missingMessage(name));
  keys?.push(name);
}

/**
 * The message for a required parameter that is absent. The generated check writes it into its
 * code as a constant, so a failing call allocates no string for it.
 */
export function missingMessage(name: string): string {
  return `Missing required parameter: '${name}'`;
}

/**
 * The start of the message for a value not of its parameter's type, up to the "got" word:
 * made once per parameter that ever fails, since building it each time costs the failing
 * call more than the rest of the check.
 */
export function mismatchPrefix(name: string, type: string): string {
  return `Parameter '${name}': expected type '${type}', got '`;
}

/**
 * Reports a value that is not of its parameter's type.
 * @param prefix - the message's start, from {@link mismatchPrefix}.
 */
export function reportMismatch(
  messages: Messages,
  keys: Keys,
  name: string,
  prefix: string,
  value: unknown,
): void {
  messages.push(`${prefix}${kindOf(value)}'`);
  keys?.push(name);
}

/** How a message shows a value a constraint names: a string in single quotes, a number bare. */
export function shownValue(value: unknown): string {
  return typeof value === "string" ? `'${value}'` : String(value);
}

/** How a message shows a received value: as {@link shownValue}, a string cut after 40 characters. */
function receivedValue(value: unknown): string {
  return shownValue(
    typeof value === "string" && value.length > 40 ? `${value.slice(0, 40)}...` : value,
  );
}

/** The most allowed values a message lists; the rest are counted (a million-value enum). */
const MAX_LISTED_VALUES = 20;

/** `'a', 'b'`: the allowed values a message lists, then `... and 980 more` past the first 20. */
export function listedValues(allowed: readonly unknown[]): string {
  if (allowed.length <= MAX_LISTED_VALUES) return allowed.map(shownValue).join(", ");
  const shown = allowed.slice(0, MAX_LISTED_VALUES).map(shownValue).join(", ");
  return `${shown}, ... and ${allowed.length - MAX_LISTED_VALUES} more`;
}

/** The start of the message for a value not in its parameter's `enum`, up to the value. */
export function enumPrefix(name: string, allowed: readonly unknown[]): string {
  return `Parameter '${name}': expected one of ${listedValues(allowed)}, got `;
}

/** The start of the message for a list with an item not of the `items` type, up to its index. */
export function itemsPrefix(name: string, items: string): string {
  return `Parameter '${name}': expected a list of '${items}', item `;
}

/** The start of the message for a number below `minimum` or above `maximum`, up to the value. */
export function boundPrefix(name: string, bound: "least" | "most", value: number): string {
  return `Parameter '${name}': expected at ${bound} ${value}, got `;
}

/**
 * Reports a value that breaks its parameter's `enum`, `minimum` or `maximum`.
 * @param prefix - the message's start, from {@link enumPrefix} or {@link boundPrefix}.
 * @returns `true`, for the interpreter to return: a constraint was broken.
 */
export function reportBreach(
  messages: Messages,
  keys: Keys,
  name: string,
  prefix: string,
  value: unknown,
): true {
  messages.push(prefix + receivedValue(value));
  keys?.push(name);
  return true;
}

/**
 * Reports the first item of a list that is not of its parameter's `items` type.
 * @param prefix - the message's start, from {@link itemsPrefix}.
 * @param index - the item's index, counted from 0.
 * @returns `true`, as {@link reportBreach}.
 */
export function reportItem(
  messages: Messages,
  keys: Keys,
  name: string,
  prefix: string,
  index: number,
  item: unknown,
): true {
  messages.push(`${prefix}${index} is '${kindOf(item)}'`);
  keys?.push(name);
  return true;
}

/**
 * Reports every key of a strict schema's input that the schema does not declare, in input order.
 * @param values - the input, a dictionary.
 */
export function reportUnknown(
  names: readonly string[],
  values: Record<string, unknown>,
  messages: Messages,
  keys: Keys,
): void {
  // Always scanned: counting present declared keys against Object.keys cannot tell, as a
  // non-enumerable declared key would hide an unknown one. An undefined value counts as
  // absent, for unknown keys as for declared ones.
  for (const key of Object.keys(values)) {
    if (!names.includes(key) && values[key] !== undefined) {
      messages.push(`Unknown parameter: '${key}'`);
      keys?.push(key);
    }
  }
}
