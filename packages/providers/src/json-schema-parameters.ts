// The JSON Schema of a tool's parameters as the OpenAI and Anthropic formats declare it.

/**
 * The JSON Schema of one parameter in a declaration. `type` is a pair ending in `"null"` where a
 * format makes an optional parameter nullable (OpenAI strict mode), and `enum` then lists `null`
 * too.
 */
export type JSONSchemaParameter = {
  type: string | [string, "null"];
  description?: string;
  /** The parameter's default, where the format allows the keyword (else it is in `description`). */
  default?: unknown;
  enum?: (string | number | null)[];
  /** The type of every element of a list; `{}` (any value) for a list of anything, where used. */
  items?: { type: string } | Record<string, never>;
  minimum?: number;
  maximum?: number;
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
};
