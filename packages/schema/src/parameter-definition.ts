// The types of a schema written as data. A parameter is a value definition with a name, and
// whether it must be present; a union over its type, so that a key or a value that does not fit
// the type is a compile error wherever the definition is written.
import type { Requirement } from "./requirement";
import type {
  AnyValueDefinition,
  BooleanValueDefinition,
  DictionaryValueDefinition,
  ListValueDefinition,
  NumberValueDefinition,
  RefValueDefinition,
  StringValueDefinition,
  ValueDefinition,
  ValueType,
} from "./value-definition";

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
export interface StringParameterDefinition extends ParameterDefinitionBase, StringValueDefinition {
  /** The value used when the parameter is absent. Only allowed with `required: false`. */
  readonly default?: string | undefined;
}

/** An `integer` or `float` parameter: a default, `enum` values and bounds are numbers. */
export interface NumberParameterDefinition extends ParameterDefinitionBase, NumberValueDefinition {
  /** The value used when the parameter is absent. Only allowed with `required: false`. */
  readonly default?: number | undefined;
}

/** A `boolean` parameter: a default must be `true` or `false`. */
export interface BooleanParameterDefinition
  extends ParameterDefinitionBase,
    BooleanValueDefinition {
  /** The value used when the parameter is absent. Only allowed with `required: false`. */
  readonly default?: boolean | undefined;
}

/** A `list` parameter: a default must be an array, and `items` types every element. */
export interface ListParameterDefinition extends ParameterDefinitionBase, ListValueDefinition {
  /** The value used when the parameter is absent. Only allowed with `required: false`. */
  readonly default?: readonly unknown[] | undefined;
}

/** A `dictionary` parameter: a default must be a plain object. */
export interface DictionaryParameterDefinition
  extends ParameterDefinitionBase,
    DictionaryValueDefinition {
  /** The value used when the parameter is absent. Only allowed with `required: false`. */
  readonly default?: { readonly [key: string]: unknown } | undefined;
}

/**
 * An `any` parameter: any JSON value, or with `anyOf` a value of one of several types. A
 * default must meet the definition.
 */
export interface AnyParameterDefinition extends ParameterDefinitionBase, AnyValueDefinition {
  /** The value used when the parameter is absent. Only allowed with `required: false`. */
  readonly default?: unknown;
}

/**
 * A parameter whose value meets a named definition of the schema (`definitions`). A default
 * must meet that definition.
 */
export interface RefParameterDefinition extends ParameterDefinitionBase, RefValueDefinition {
  /** The value used when the parameter is absent. Only allowed with `required: false`. */
  readonly default?: unknown;
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
  | DictionaryParameterDefinition
  | AnyParameterDefinition
  | RefParameterDefinition;

/** A whole schema as data: its parameters and whether unknown parameters are errors. */
export interface SchemaDefinition {
  /** The parameters, in the order messages report them. */
  readonly parameters: readonly ParameterDefinition[];
  /** When true, a parameter the schema does not declare is an error. Defaults to `false`. */
  readonly strict?: boolean;
  /**
   * Named value definitions, which any definition of the schema (these included, so a
   * definition may refer to itself) names with `{ type: "ref", ref: "<name>" }`. Written to
   * JSON Schema as `$defs`, each reference as `$ref`.
   */
  readonly definitions?: Readonly<Record<string, ValueDefinition>>;
  /**
   * Rules about which parameters must be given together: at least one of some
   * (`atLeastOneOf`), or some when others have given values (`when`, `required`,
   * `otherwise`). Written to JSON Schema as `anyOf` of `required` and `if`/`then`/`else`.
   */
  readonly requires?: readonly Requirement[];
  /** JSON Schema `$anchor` names of named definitions: each anchor with the definition it names. */
  readonly anchors?: Readonly<Record<string, string>>;
}

/**
 * The least a parameter written inline has before its keys are checked: a name and one of
 * the six types, `"any"` or `"ref"`. {@link CheckedParameters} then checks every other key against the
 * type.
 */
export interface ParameterShape {
  /** The parameter's key in the values. */
  readonly name: string;
  /** One of the six parameter types, or `"any"`. */
  readonly type: ValueType;
}
