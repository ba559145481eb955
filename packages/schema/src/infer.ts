// Static types of validated values, computed from a schema written as a literal.
import type { ParameterDefinition, ParameterShape, SchemaDefinition } from "./parameter-definition";
import type { ParameterType } from "./parameter-type";
import type { ValueType } from "./value-definition";

/**
 * The static type of a value of one parameter type: `string` for `"string"`, `number` for
 * `"integer"` and `"float"`, `boolean`, `unknown[]` for `"list"` and `Record<string, unknown>`
 * for `"dictionary"`.
 * @example
 * ```ts
 * import type { ParameterValue } from "@kit/schema";
 *
 * const days: ParameterValue<"integer"> = 3;
 * const tags: ParameterValue<"list"> = ["rain"];
 * ```
 */
export type ParameterValue<TType extends ParameterType> = {
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

/** The type of a value that may also be `null`, when its definition says `nullable: true`. */
type WithNull<TDefinition, TValue> = TDefinition extends { readonly nullable: true }
  ? TValue | null
  : TValue;

/** The type of a dictionary's values: its properties, what other keys hold, or its variants. */
type DictionaryOf<TDefinition> = TDefinition extends {
  readonly variants: readonly (infer TVariant)[];
}
  ? TVariant extends unknown
    ? DictionaryOf<TVariant>
    : never
  : TDefinition extends { readonly properties: infer TProperties extends readonly ParameterShape[] }
    ? TDefinition extends {
        readonly additionalProperties: infer TOther extends { readonly type: ValueType };
      }
      ? Simplify<InferParameters<TProperties> & { [key: string]: ValueOf<TOther> | undefined }>
      : InferParameters<TProperties>
    : TDefinition extends {
          readonly additionalProperties: infer TOther extends { readonly type: ValueType };
        }
      ? Record<string, ValueOf<TOther>>
      : Record<string, unknown>;

/** What an `any` value without `anyOf` is after the check: a value of the six types, or null. */
type AnyValue = string | number | boolean | null | unknown[] | Record<string, unknown>;

/** The type of an `any` value: its `anyOf` definitions' values, or {@link AnyValue}. */
type AnyOf<TDefinition> = TDefinition extends {
  readonly anyOf: readonly (infer TBranch extends { readonly type: ValueType })[];
}
  ? TBranch extends unknown
    ? ValueOf<TBranch>
    : never
  : AnyValue;

/**
 * The static type of one value: the union of its `enum` literals or its `const`, an array of
 * its `items` type, a dictionary of its `properties`, or the value of its type; with `| null`
 * when `nullable`.
 */
type ValueOf<TDefinition extends { readonly type: ValueType }> = WithNull<
  TDefinition,
  TDefinition["type"] extends "any"
    ? AnyOf<TDefinition>
    : TDefinition extends { readonly const: infer TLiteral extends string | number | boolean }
      ? TLiteral
      : TDefinition extends { readonly enum: readonly (infer TLiteral)[] }
        ? TLiteral
        : TDefinition extends { readonly items: infer TItem extends ParameterType }
          ? ParameterValue<TItem>[]
          : TDefinition extends {
                readonly items: infer TItem extends { readonly type: ValueType };
              }
            ? ValueOf<TItem>[]
            : TDefinition["type"] extends "dictionary"
              ? DictionaryOf<TDefinition>
              : ParameterValue<TDefinition["type"] & ParameterType>
>;

/**
 * The type of the values a parameter list accepts, after defaults were applied: what
 * {@link Infer} gives for a parameter list type.
 */
export type InferParameters<TParameters extends readonly ParameterShape[]> = Simplify<
  {
    -readonly [P in TParameters[number] as IsPresent<P> extends true
      ? P["name"]
      : never]: ValueOf<P>;
  } & {
    -readonly [P in TParameters[number] as IsPresent<P> extends true ? never : P["name"]]?:
      | ValueOf<P>
      | undefined;
  }
>;

/**
 * The parameter list of a schema, its definition, or a parameter list itself. Used in the
 * signatures of `Infer` and `ToolSchema.fromDict`; not exported from the package.
 */
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
 * optional keys. A parameter with `enum` gives the union of its values (`"metric" |
 * "imperial"`), a list with `items` an array of that type (`string[]`), bounds change
 * nothing (`number`). Works on a `ToolSchema`, a `SchemaDefinition` or a parameter list.
 * @example
 * ```ts
 * import { type Infer, ToolSchema } from "@kit/schema";
 *
 * const schema = new ToolSchema([{ name: "city", type: "string" }]);
 * type Input = Infer<typeof schema>; // { city: string }
 * ```
 */
export type Infer<TSchema extends SchemaDefinition | readonly ParameterDefinition[]> =
  InferParameters<ParametersOf<TSchema>>;
