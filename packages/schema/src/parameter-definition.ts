import type { ParameterType } from "./parameter-type";

/** One parameter of a schema: its name, its type, and whether it must be given. */
export interface ParameterDefinition {
  /** The parameter's key in the values. Any non-empty string, `__proto__` included. */
  readonly name: string;
  /** One of the six parameter types. */
  readonly type: ParameterType;
  /** Whether the parameter must be present. Defaults to `true`. */
  readonly required?: boolean;
  /** The value used when an optional parameter is absent. Only allowed with `required: false`. */
  readonly default?: unknown;
  /** Natural-language help, sent to the model with the JSON Schema. */
  readonly description?: string;
  /** For `string`, `integer` and `float`: the value must be one of these (non-empty, distinct). */
  readonly enum?: readonly (string | number)[];
  /** For `list`: every element must be of this type. */
  readonly items?: ParameterType;
  /** For `integer` and `float`: the smallest value allowed (inclusive, finite). */
  readonly minimum?: number;
  /** For `integer` and `float`: the largest value allowed (inclusive, finite). */
  readonly maximum?: number;
}

/** A whole schema as data: its parameters and whether unknown parameters are errors. */
export interface SchemaDefinition {
  /** The parameters, in the order messages report them. */
  readonly parameters: readonly ParameterDefinition[];
  /** When true, a parameter the schema does not declare is an error. Defaults to `false`. */
  readonly strict?: boolean;
}
