// The shape of what `ToolSchema.toJSONSchema()` returns.

/**
 * The JSON Schema of one parameter: its JSON type, and its description, default and
 * constraints if any.
 */
export interface JSONSchemaProperty {
  /** The JSON Schema type: `float` is `"number"`, `list` `"array"`, `dictionary` `"object"`. */
  type: string;
  description?: string;
  /** A fresh copy of the parameter's default. */
  default?: unknown;
  /** The parameter's `enum`: the values allowed, in the definition's order. */
  enum?: (string | number)[];
  /** The parameter's `items`: the JSON Schema type of every element of the list. */
  items?: { type: string };
  /** The parameter's `minimum` (inclusive). */
  minimum?: number;
  /** The parameter's `maximum` (inclusive). */
  maximum?: number;
}

/** The JSON Schema 2020-12 object schema that `ToolSchema.toJSONSchema()` returns. */
export interface JSONSchemaObject {
  $schema: string;
  type: "object";
  /** One property a parameter, in schema order. */
  properties: Record<string, JSONSchemaProperty>;
  /** The names of the required parameters, in schema order. */
  required: string[];
  /** Present, and `false`, only for a strict schema. */
  additionalProperties?: false;
}
