// Static types of validated values, computed from a schema written as a literal.
import type { ParameterDefinition, ParameterShape, SchemaDefinition } from "./parameter-definition";
import type { ParameterType } from "./parameter-type";
import type { ValueDefinition, ValueType } from "./value-definition";

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
type DictionaryOf<TDefinition, TValues> = TDefinition extends {
  readonly variants: readonly (infer TVariant)[];
}
  ? TVariant extends unknown
    ? DictionaryOf<TVariant, TValues>
    : never
  : TDefinition extends { readonly properties: infer TProperties extends readonly ParameterShape[] }
    ? TDefinition extends {
        readonly additionalProperties: infer TOther extends { readonly type: ValueType };
      }
      ? Simplify<
          ParametersWithValues<TProperties, TValues> & {
            [key: string]: ValueOf<TOther, TValues> | undefined;
          }
        >
      : ParametersWithValues<TProperties, TValues>
    : TDefinition extends {
          readonly additionalProperties: infer TOther extends { readonly type: ValueType };
        }
      ? Record<string, ValueOf<TOther, TValues>>
      : Record<string, unknown>;

/** What an `any` value without `anyOf` is after the check: a value of the six types, or null. */
type AnyValue = string | number | boolean | null | unknown[] | Record<string, unknown>;

/** The type of an `any` value: its `anyOf` definitions' values, or {@link AnyValue}. */
type AnyOf<TDefinition, TValues> = TDefinition extends {
  readonly anyOf: readonly (infer TBranch extends { readonly type: ValueType })[];
}
  ? TBranch extends unknown
    ? ValueOf<TBranch, TValues>
    : never
  : AnyValue;

/**
 * The type of a reference: its named definition's value, looked up in the values of all the
 * definitions (a mapped type, so that a definition may refer to itself); any JSON value where
 * the definitions are not known statically (or do not name it).
 */
type ReferenceOf<TDefinition, TValues> = string extends keyof TValues
  ? AnyValue
  : TDefinition extends { readonly ref: infer TName extends keyof TValues }
    ? TValues[TName]
    : AnyValue;

/** The value of each named definition, by name. */
type DefinitionValues<TDefinitions> = {
  -readonly [TName in keyof TDefinitions]: TDefinitions[TName] extends {
    readonly type: ValueType;
  }
    ? ValueOf<TDefinitions[TName], DefinitionValues<TDefinitions>>
    : AnyValue;
};

/**
 * The static type of one value: the union of its `enum` literals or its `const`, an array of
 * its `items` type, a dictionary of its `properties`, its named definition's value, or the
 * value of its type; with `| null` when `nullable`.
 */
type ValueOf<TDefinition extends { readonly type: ValueType }, TValues> = WithNull<
  TDefinition,
  TDefinition["type"] extends "ref"
    ? ReferenceOf<TDefinition, TValues>
    : TDefinition["type"] extends "any"
      ? AnyOf<TDefinition, TValues>
      : TDefinition extends { readonly const: infer TLiteral extends string | number | boolean }
        ? TLiteral
        : TDefinition extends { readonly enum: readonly (infer TLiteral)[] }
          ? TLiteral
          : TDefinition extends { readonly items: infer TItem extends ParameterType }
            ? ParameterValue<TItem>[]
            : TDefinition extends {
                  readonly items: infer TItem extends { readonly type: ValueType };
                }
              ? ValueOf<TItem, TValues>[]
              : TDefinition["type"] extends "dictionary"
                ? DictionaryOf<TDefinition, TValues>
                : ParameterValue<TDefinition["type"] & ParameterType>
>;

/**
 * The type of the values a parameter list accepts, after defaults were applied: what
 * {@link Infer} gives for a parameter list type. `TDefinitions` are the named definitions its
 * references (`type: "ref"`) name; a reference to a definition not known statically is any
 * JSON value.
 */
export type InferParameters<
  TParameters extends readonly ParameterShape[],
  TDefinitions = Record<never, never>,
> = ParametersWithValues<TParameters, DefinitionValues<TDefinitions>>;

/** {@link InferParameters}, with the values of the named definitions already made. */
type ParametersWithValues<TParameters extends readonly ParameterShape[], TValues> = Simplify<
  {
    -readonly [P in TParameters[number] as IsPresent<P> extends true ? P["name"] : never]: ValueOf<
      P,
      TValues
    >;
  } & {
    -readonly [P in TParameters[number] as IsPresent<P> extends true ? never : P["name"]]?:
      | ValueOf<P, TValues>
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
 * nothing (`number`), a reference (`type: "ref"`) is its named definition's type, recursive
 * ones included. Works on a `ToolSchema`, a `SchemaDefinition` or a parameter list.
 * @example
 * ```ts
 * import { type Infer, ToolSchema } from "@kit/schema";
 *
 * const schema = new ToolSchema([{ name: "city", type: "string" }]);
 * type Input = Infer<typeof schema>; // { city: string }
 * ```
 */
export type Infer<TSchema extends SchemaDefinition | readonly ParameterDefinition[]> =
  InferParameters<ParametersOf<TSchema>, DefinitionsOf<TSchema>>;

/**
 * The named definitions of a schema or its definition (none for a parameter list). Used in the
 * signatures of `Infer` and `ToolSchema.fromDict`; not exported from the package.
 */
export type DefinitionsOf<TSchema> = TSchema extends {
  readonly definitions: infer TDefinitions extends Readonly<Record<string, unknown>>;
}
  ? TDefinitions
  : Readonly<Record<string, ValueDefinition>>;
