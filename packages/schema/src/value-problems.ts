// The messages of a validation, shared by the interpreted and the generated check. Only called
// when a value is wrong, so a valid input builds no message and a schema builds none up front.
import { kindOf } from "./kind-of";

/** Where a check adds problems: the messages, and the key each is about (when it collects them). */
type Messages = string[];
type Keys = (string | undefined)[] | undefined;

/**
 * Reports an input that is not a dictionary at all.
 * @param messages - where the message goes.
 * @param keys - where its key (none) goes, when keys are collected.
 * @param values - the input.
 */
export function reportNotDictionary(messages: Messages, keys: Keys, values: unknown): void {
  messages.push(`Expected a dictionary of parameters, got '${kindOf(values)}'`);
  keys?.push(undefined);
}

/**
 * Reports a required parameter that is absent.
 * @param messages - where the message goes.
 * @param keys - where the name goes, when keys are collected.
 * @param name - the parameter's name.
 */
export function reportMissing(messages: Messages, keys: Keys, name: string): void {
  messages.push(`Missing required parameter: '${name}'`);
  keys?.push(name);
}

/**
 * Reports a value that is not of its parameter's type.
 * @param messages - where the message goes.
 * @param keys - where the name goes, when keys are collected.
 * @param name - the parameter's name.
 * @param type - the parameter's type.
 * @param value - the value given.
 */
export function reportMismatch(
  messages: Messages,
  keys: Keys,
  name: string,
  type: string,
  value: unknown,
): void {
  messages.push(`Parameter '${name}': expected type '${type}', got '${kindOf(value)}'`);
  keys?.push(name);
}

/**
 * Reports a key that a strict schema does not declare.
 * @param messages - where the message goes.
 * @param keys - where the key goes, when keys are collected.
 * @param key - the unknown key.
 */
export function reportUnknown(messages: Messages, keys: Keys, key: string): void {
  messages.push(`Unknown parameter: '${key}'`);
  keys?.push(key);
}
