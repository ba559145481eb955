/** The six parameter types a schema can declare. */
export type ParameterType = "string" | "integer" | "float" | "boolean" | "list" | "dictionary";

/** The supported type names, in the order messages list them. */
export const PARAMETER_TYPES: readonly ParameterType[] = Object.freeze([
  "string",
  "integer",
  "float",
  "boolean",
  "list",
  "dictionary",
] as const);

/**
 * Tells whether a value is one of the six parameter type names.
 * @param value - any value.
 * @returns true for `"string"`, `"integer"`, `"float"`, `"boolean"`, `"list"` and `"dictionary"`.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
// biome-ignore lint/complexity/useArrowFunction: V8 compiles only `(function` expressions eagerly
export const isParameterType = (function (value: unknown): value is ParameterType {
  return typeof value === "string" && (PARAMETER_TYPES as readonly string[]).includes(value);
});
