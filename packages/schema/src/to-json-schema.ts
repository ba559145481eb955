// The shape of what `ToolSchema.toJSONSchema()` returns.

/**
 * The JSON Schema of one parameter, or of a value inside one: its JSON type, and its
 * description, default, constraints and nested schemas if any.
 */
export interface JSONSchemaProperty {
  /**
   * The JSON Schema type: `float` is `"number"`, `list` `"array"`, `dictionary` `"object"`;
   * `[type, "null"]` for a `nullable` value. Absent for a value of type `any`: `{}` without
   * `anyOf` (every value), else `anyOf` says which; and for a reference (`$ref`).
   */
  type?: string | [string, "null"];
  /** The title of one titled `enum` value, beside its `const`. */
  title?: string;
  description?: string;
  /** A fresh copy of the parameter's default. */
  default?: unknown;
  /** The values allowed, in the definition's order (with `null` last for a `nullable` value). */
  enum?: (string | number | boolean | null)[];
  /** The legacy titles of the `enum` values, one each, in their order. */
  enumNames?: string[];
  /** The one value allowed. */
  const?: string | number | boolean;
  /** Every element of the list: `{ type }` for a type name, else the item definition's schema. */
  items?: JSONSchemaProperty;
  /** The parameter's `minimum` (inclusive). */
  minimum?: number;
  /** The parameter's `maximum` (inclusive). */
  maximum?: number;
  /** The fewest characters (code points). */
  minLength?: number;
  /** The most characters (code points). */
  maxLength?: number;
  /** A regular expression the string matches. */
  pattern?: string;
  /** A string format: `date-time`, `date`, `email`, `uri` or `uuid`. */
  format?: string;
  /** The fewest elements. */
  minItems?: number;
  /** The most elements. */
  maxItems?: number;
  /** No two elements are equal. */
  uniqueItems?: boolean;
  /** A dictionary's declared keys, in definition order. */
  properties?: Record<string, JSONSchemaProperty>;
  /** The declared keys that are required, in definition order. */
  required?: string[];
  /** What any other key holds, or `false`: no other key. */
  additionalProperties?: JSONSchemaProperty | false;
  /**
   * A discriminated union: one schema per variant (and `{ type: "null" }` when nullable); or
   * titled `enum` values, one `{ const, title }` each.
   */
  oneOf?: JSONSchemaProperty[];
  /**
   * A value of type `any` with `anyOf`: one schema per definition, each of its own type (and
   * `{ type: "null" }` when nullable).
   */
  anyOf?: JSONSchemaProperty[];
  /** A value of a named definition: `#/$defs/<name>` (the name percent-encoded as a URI fragment). */
  $ref?: string;
  /** A named definition's anchor: a `$ref` of `#<anchor>` names it too. */
  $anchor?: string;
  /** A rule's condition (`if`), or the names it requires (`then`, `else`), in `allOf`. */
  if?: JSONSchemaProperty;
  then?: JSONSchemaProperty;
  else?: JSONSchemaProperty;
  /** The rules of a schema's `requires` besides its first conditional one. */
  allOf?: JSONSchemaProperty[];
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
  /** The schema's named definitions, by name; present only when it has some. */
  $defs?: Record<string, JSONSchemaProperty>;
  /**
   * The rules of the schema's `requires` besides the first conditional one: an `atLeastOneOf`
   * as `anyOf` of one `required` name each, a conditional rule as `if`/`then`/`else`.
   */
  allOf?: JSONSchemaProperty[];
  /** The first conditional rule of the schema's `requires`: its tests. */
  if?: JSONSchemaProperty;
  /** The names the first conditional rule requires when its tests pass. */
  then?: JSONSchemaProperty;
  /** The names the first conditional rule requires when a test fails. */
  else?: JSONSchemaProperty;
}
