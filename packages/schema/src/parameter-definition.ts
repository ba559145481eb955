// The types of a schema written as data. A parameter is a union over its type, so that a key or
// a value that does not fit the type is a compile error wherever the definition is written.
import type { ParameterType } from "./parameter-type";

/** The keys every parameter may have, whatever its type. */
export interface ParameterDefinitionBase {
  /** The parameter's key in the values. Any non-empty string, `__proto__` included. */
  readonly name: string;
  /** Whether the parameter must be present. Defaults to `true`. */
  readonly required?: boolean;
  /** Natural-language help, sent to the model with the JSON Schema. */
  readonly description?: string;
}

/** A `string` parameter: a default must be a string, and `enum` lists strings. */
export interface StringParameterDefinition extends ParameterDefinitionBase {
  /** The parameter's type. */
  readonly type: "string";
  /** The value used when the parameter is absent. Only allowed with `required: false`. */
  readonly default?: string | undefined;
  /** The value must be one of these (non-empty, distinct). */
  readonly enum?: readonly string[];
  /** Only for `list` parameters. */
  readonly items?: never;
  /** Only for `integer` and `float` parameters. */
  readonly minimum?: never;
  /** Only for `integer` and `float` parameters. */
  readonly maximum?: never;
}

/** An `integer` or `float` parameter: a default, `enum` values and bounds are numbers. */
export interface NumberParameterDefinition extends ParameterDefinitionBase {
  /** The parameter's type. */
  readonly type: "integer" | "float";
  /** The value used when the parameter is absent. Only allowed with `required: false`. */
  readonly default?: number | undefined;
  /** The value must be one of these (non-empty, distinct). */
  readonly enum?: readonly number[];
  /** Only for `list` parameters. */
  readonly items?: never;
  /** The smallest value allowed (inclusive, finite). */
  readonly minimum?: number;
  /** The largest value allowed (inclusive, finite). */
  readonly maximum?: number;
}

/** A `boolean` parameter: a default must be `true` or `false`; no constraint applies. */
export interface BooleanParameterDefinition extends ParameterDefinitionBase {
  /** The parameter's type. */
  readonly type: "boolean";
  /** The value used when the parameter is absent. Only allowed with `required: false`. */
  readonly default?: boolean | undefined;
  /** Only for `string`, `integer` and `float` parameters. */
  readonly enum?: never;
  /** Only for `list` parameters. */
  readonly items?: never;
  /** Only for `integer` and `float` parameters. */
  readonly minimum?: never;
  /** Only for `integer` and `float` parameters. */
  readonly maximum?: never;
}

/** A `list` parameter: a default must be an array, and `items` types every element. */
export interface ListParameterDefinition extends ParameterDefinitionBase {
  /** The parameter's type. */
  readonly type: "list";
  /** The value used when the parameter is absent. Only allowed with `required: false`. */
  readonly default?: readonly unknown[] | undefined;
  /** Only for `string`, `integer` and `float` parameters. */
  readonly enum?: never;
  /** Every element must be of this type. */
  readonly items?: ParameterType;
  /** Only for `integer` and `float` parameters. */
  readonly minimum?: never;
  /** Only for `integer` and `float` parameters. */
  readonly maximum?: never;
}

/** A `dictionary` parameter: a default must be a plain object; no constraint applies. */
export interface DictionaryParameterDefinition extends ParameterDefinitionBase {
  /** The parameter's type. */
  readonly type: "dictionary";
  /** The value used when the parameter is absent. Only allowed with `required: false`. */
  readonly default?: { readonly [key: string]: unknown } | undefined;
  /** Only for `string`, `integer` and `float` parameters. */
  readonly enum?: never;
  /** Only for `list` parameters. */
  readonly items?: never;
  /** Only for `integer` and `float` parameters. */
  readonly minimum?: never;
  /** Only for `integer` and `float` parameters. */
  readonly maximum?: never;
}

/**
 * One parameter of a schema: its name, its type, whether it must be given, and the
 * constraints its type allows. Every type declares every key, so any key can be read from
 * any parameter; the keys a type does not allow are `never` there.
 */
export type ParameterDefinition =
  | StringParameterDefinition
  | NumberParameterDefinition
  | BooleanParameterDefinition
  | ListParameterDefinition
  | DictionaryParameterDefinition;

/** A whole schema as data: its parameters and whether unknown parameters are errors. */
export interface SchemaDefinition {
  /** The parameters, in the order messages report them. */
  readonly parameters: readonly ParameterDefinition[];
  /** When true, a parameter the schema does not declare is an error. Defaults to `false`. */
  readonly strict?: boolean;
}

/**
 * The least a parameter written inline has before its keys are checked: a name and one of
 * the six types. {@link CheckedParameters} then checks every other key against the type.
 */
export interface ParameterShape {
  /** The parameter's key in the values. */
  readonly name: string;
  /** One of the six parameter types. */
  readonly type: ParameterType;
}

/** The definition type of a parameter type: what its keys may hold. */
type DefinitionOfType<TType> = {
  string: StringParameterDefinition;
  integer: NumberParameterDefinition;
  float: NumberParameterDefinition;
  boolean: BooleanParameterDefinition;
  list: ListParameterDefinition;
  dictionary: DictionaryParameterDefinition;
}[TType & ParameterType];

/** A key no parameter has, as the type its value is reported against. */
type UnknownParameterKey<TKey> = `'${TKey & string}' is not a key of a parameter`;

/** A constraint a type does not allow, as the type its value is reported against. */
type ConstraintNotAllowed<TKey, TType> =
  `'${TKey & string}' does not apply to a '${TType & string}' parameter`;

/**
 * One parameter, each key mapped to what the parameter's type allows there. A parameter
 * whose type is not a literal (data typed `string`, or cast to `never`) is left to the
 * run-time check.
 */
type CheckedParameter<TParameter> = TParameter extends { readonly type: infer TType }
  ? [TType] extends [never]
    ? TParameter
    : string extends TType
      ? TParameter
      : [TType] extends [ParameterType]
        ? {
            readonly [TKey in keyof TParameter]: TKey extends keyof ParameterDefinition
              ? [DefinitionOfType<TType>[TKey]] extends [undefined]
                ? ConstraintNotAllowed<TKey, TType>
                : DefinitionOfType<TType>[TKey]
              : UnknownParameterKey<TKey>;
          }
        : {
            readonly [TKey in keyof TParameter]: TKey extends "type"
              ? ParameterType
              : TParameter[TKey];
          }
  : TParameter;

/**
 * A parameter list written inline, as the compiler checks it: each parameter's keys against
 * what its type allows, so that a misspelled key (`requird`), a default or an `enum` value
 * of the wrong type, or a constraint on a type it does not apply to is an error on that key.
 * A list that is not a literal (a `ParameterDefinition[]` built elsewhere) passes unchanged.
 */
export type CheckedParameters<TParameters> = {
  readonly [TIndex in keyof TParameters]: CheckedParameter<TParameters[TIndex]>;
};

/** A key a schema definition does not have, as the type its value is reported against. */
type UnknownDefinitionKey<TKey> = `'${TKey & string}' is not a key of a schema definition`;

/**
 * A schema definition written inline, as the compiler checks it: `parameters` as
 * {@link CheckedParameters} does, `strict` as a boolean, and no other key. Anything whose
 * type is not known statically (`unknown`, parsed JSON) passes unchanged: it is checked when
 * the schema is built.
 */
export type CheckedSchemaDefinition<TDefinition> = unknown extends TDefinition
  ? TDefinition
  : string extends keyof TDefinition
    ? TDefinition
    : {
        readonly [TKey in keyof TDefinition]: TKey extends "parameters"
          ? CheckedParameters<TDefinition[TKey]>
          : TKey extends "strict"
            ? boolean
            : UnknownDefinitionKey<TKey>;
      };
