/**
 * The six parameter types a schema can declare. A value is checked against its type, never
 * coerced: `"3"` is not an `integer` and `1` is not a `boolean`.
 */
export type ParameterType = "string" | "integer" | "float" | "boolean" | "list" | "dictionary";
