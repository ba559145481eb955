// Static types of validated values, computed from a schema written as a literal.
import type { ParameterDefinition, SchemaDefinition } from "./parameter-definition";
import type { ParameterType } from "./parameter-type";

/** The TypeScript type of a value of one parameter type. */
export type ValueOf<TType extends ParameterType> = {
  string: string;
  integer: number;
  float: number;
  boolean: boolean;
  list: unknown[];
  dictionary: Record<string, unknown>;
}[TType];

/** True when a parameter is sure to be present after validation: required, or defaulted. */
type IsPresent<TParameter> = TParameter extends { readonly required: false }
  ? TParameter extends { readonly default: infer TDefault }
    ? [TDefault] extends [undefined]
      ? false
      : true
    : false
  : true;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The type of the values a parameter list accepts, after defaults were applied. */
export type InferParameters<TParameters extends readonly ParameterDefinition[]> = Simplify<
  {
    -readonly [P in TParameters[number] as IsPresent<P> extends true ? P["name"] : never]: ValueOf<
      P["type"]
    >;
  } & {
    -readonly [P in TParameters[number] as IsPresent<P> extends true ? never : P["name"]]?:
      | ValueOf<P["type"]>
      | undefined;
  }
>;

/** The parameter list of a schema, its definition, or a parameter list itself. */
export type ParametersOf<TSchema> = TSchema extends {
  readonly parameters: infer TParameters extends readonly ParameterDefinition[];
}
  ? TParameters
  : TSchema extends readonly ParameterDefinition[]
    ? TSchema
    : readonly ParameterDefinition[];

/**
 * The static type of the values a schema accepts, once `validate()` found no problem:
 * required and defaulted parameters are present keys, optional ones without a default are
 * optional keys. Works on a `ToolSchema`, a `SchemaDefinition` or a parameter list.
 * @example
 * const schema = new ToolSchema([{ name: "city", type: "string" }]);
 * type Input = Infer<typeof schema>; // { city: string }
 */
export type Infer<TSchema extends SchemaDefinition | readonly ParameterDefinition[]> =
  InferParameters<ParametersOf<TSchema>>;
