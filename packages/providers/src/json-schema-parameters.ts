// The JSON Schema of a tool's parameters as the OpenAI and Anthropic formats declare it.

/**
 * The JSON Schema of one parameter in a declaration, or of a value inside one (a list's items, a
 * dictionary's properties, a union's branches): what `ToolSchema.toJSONSchema()` gives, with the
 * changes a format makes. `type` ends in `"null"` for a nullable value and for an optional
 * parameter a format makes nullable (OpenAI strict mode), whose `enum` then lists `null` too; it
 * is absent for a value of any type (`{}`) and for a union (`anyOf`).
 */
export type JSONSchemaParameter = {
  type?: string | string[];
  description?: string;
  /** The value's default, where the format allows the keyword (else it is in `description`). */
  default?: unknown;
  enum?: (string | number | boolean | null)[];
  /** The one value allowed (OpenAI strict declarations say it as a one-value `enum`). */
  const?: string | number | boolean;
  /** Every element of a list; `{}` (any value) for a list of anything, where used. */
  items?: JSONSchemaParameter;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  /** A dictionary's declared keys, in definition order. */
  properties?: Record<string, JSONSchemaParameter>;
  /** The declared keys that must be sent. */
  required?: string[];
  /** What any other key holds, or `false`: no other key. */
  additionalProperties?: JSONSchemaParameter | false;
  /** A union: a value of the type of one of its branches, or one of a dictionary's variants. */
  anyOf?: JSONSchemaParameter[];
  /** A named definition this value is (`#/$defs/Name`), which may refer to itself. */
  $ref?: string;
  /** A short name of the value (a titled enum value's title), where the format sends it. */
  title?: string;
};

/**
 * The JSON Schema of a tool's parameters: an object schema without `$schema` (providers refuse
 * or ignore it). A type alias rather than an interface, so that it is assignable to the SDKs'
 * index-signature types such as OpenAI's `FunctionParameters`.
 */
export type JSONSchemaParameters = {
  type: "object";
  /** One property a parameter, in schema order. */
  properties: Record<string, JSONSchemaParameter>;
  /** The parameters that must be sent, in schema order. */
  required: string[];
  /** `false` where unknown keys are refused; absent where any other key is allowed. */
  additionalProperties?: false;
  /** The named definitions that `$ref`s refer to, declared as every other node. */
  $defs?: Record<string, JSONSchemaParameter>;
  /** Draft-07 named definitions, kept under their own name so that references resolve. */
  definitions?: Record<string, JSONSchemaParameter>;
};
