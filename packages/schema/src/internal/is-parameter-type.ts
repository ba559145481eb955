// The six type names as a value, and the test for one. Runs on every schema build.
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
