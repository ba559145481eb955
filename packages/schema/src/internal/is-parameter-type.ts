// The six type names as a value, and the test for one (run on every schema build), and the
// message for a value that is none of them.
import { kindOf } from "../kind-of";
import type { ParameterType } from "../parameter-type";

/** The six type names, in the order messages list them. */
export const PARAMETER_TYPES: readonly ParameterType[] = Object.freeze([
  "string",
  "integer",
  "float",
  "boolean",
  "list",
  "dictionary",
] as const);

/** Tells whether a value is one of the six type names. */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
export const isParameterType = (function (value: unknown): value is ParameterType {
  return typeof value === "string" && (PARAMETER_TYPES as readonly string[]).includes(value);
});

/**
 * The end of the message for a type key whose value is not one of the six type names.
 * @param key - how the message names the key: `type`, or `'items' type`.
 */
export function unsupportedTypeMessage(key: string, value: unknown): string {
  const given = typeof value === "string" ? `'${value}'` : `a value of kind '${kindOf(value)}'`;
  return `: unsupported ${key} ${given}; expected one of: ${PARAMETER_TYPES.join(", ")}`;
}
