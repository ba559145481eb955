// The types of a value written as data: what a list's `items`, a dictionary's
// `additionalProperties` and a discriminated union's variants hold, and what a parameter is
// minus its name, `required` and `default`. A union over the type, so that a key or a value
// that does not fit the type is a compile error wherever the definition is written.
import type { ParameterDefinition } from "./parameter-definition";
import type { ParameterType } from "./parameter-type";

/** The `format` names a `string` value may declare. */
export type StringFormat = "date-time" | "date" | "email" | "uri" | "uuid";

/** Marks keys a value type does not allow: present in the type, but `never`. */
type Unset<TKeys extends string> = { readonly [TKey in TKeys]?: never };

type NumberKeys = "minimum" | "maximum";
type StringKeys = "minLength" | "maxLength" | "pattern" | "format" | "enumTitles" | "enumNames";
type ListKeys = "items" | "minItems" | "maxItems" | "uniqueItems";
type DictionaryKeys =
  | "properties"
  | "additionalProperties"
  | "discriminator"
  | "variants"
  | "exclusive";
type UnionKeys = "anyOf";
type RefKeys = "ref";

/** The keys every value definition may have, whatever its type. */
export interface ValueDefinitionBase {
  /** Natural-language help, sent to the model with the JSON Schema. */
  readonly description?: string;
  /** When true, `null` is a value too (JSON Schema `type: [T, "null"]`). Defaults to `false`. */
  readonly nullable?: boolean;
}

/** A `string` value: `enum`, `const`, lengths, a `pattern` and a `format` narrow it. */
export interface StringValueDefinition
  extends ValueDefinitionBase,
    Unset<NumberKeys | ListKeys | DictionaryKeys | UnionKeys | RefKeys> {
  /** The value's type. */
  readonly type: "string";
  /** The value must be one of these (non-empty, distinct). */
  readonly enum?: readonly string[];
  /** The value must be exactly this one. */
  readonly const?: string;
  /** The fewest characters (Unicode code points, as JSON Schema counts them). */
  readonly minLength?: number;
  /** The most characters (Unicode code points). */
  readonly maxLength?: number;
  /** An ECMAScript regular expression (with the `u` flag) the value must match somewhere. */
  readonly pattern?: string;
  /** A well-known string format the value must have. */
  readonly format?: StringFormat;
  /**
   * A title for each `enum` value, in its order (what a form shows): written as `oneOf` of
   * `{ const, title }` (`anyOf` as a list's `items`, as MCP writes a multi-select).
   */
  readonly enumTitles?: readonly string[];
  /**
   * Titles in the legacy spelling, one for each `enum` value: written as `enumNames` beside
   * `enum`, for clients that read only that.
   */
  readonly enumNames?: readonly string[];
}

/** An `integer` or `float` value: `enum`, `const` and bounds are numbers. */
export interface NumberValueDefinition
  extends ValueDefinitionBase,
    Unset<StringKeys | ListKeys | DictionaryKeys | UnionKeys | RefKeys> {
  /** The value's type. */
  readonly type: "integer" | "float";
  /** The value must be one of these (non-empty, distinct). */
  readonly enum?: readonly number[];
  /** The value must be exactly this one. */
  readonly const?: number;
  /** The smallest value allowed (inclusive, finite). */
  readonly minimum?: number;
  /** The largest value allowed (inclusive, finite). */
  readonly maximum?: number;
}

/** A `boolean` value: only `const` narrows it. */
export interface BooleanValueDefinition
  extends ValueDefinitionBase,
    Unset<"enum" | NumberKeys | StringKeys | ListKeys | DictionaryKeys | UnionKeys | RefKeys> {
  /** The value's type. */
  readonly type: "boolean";
  /** The value must be exactly this one. */
  readonly const?: boolean;
}

/** A `list` value: `items` types every element; the count and uniqueness can be bounded. */
export interface ListValueDefinition
  extends ValueDefinitionBase,
    Unset<"enum" | "const" | NumberKeys | StringKeys | DictionaryKeys | UnionKeys | RefKeys> {
  /** The value's type. */
  readonly type: "list";
  /** Every element is of this type (one of the six names) or meets this definition. */
  readonly items?: ParameterType | ValueDefinition;
  /** The fewest elements. */
  readonly minItems?: number;
  /** The most elements. */
  readonly maxItems?: number;
  /** When true, no two elements are equal (compared as JSON values). */
  readonly uniqueItems?: boolean;
}

/**
 * A `dictionary` value: its known keys as `properties` (parameters, recursively), what any
 * other key holds as `additionalProperties`, or, with `variants`, one of several dictionaries:
 * told apart by the string at one key (`discriminator`), or without one, the variants the value
 * meets (a bad value is told the problems of the variant it came closest to).
 */
export interface DictionaryValueDefinition
  extends ValueDefinitionBase,
    Unset<"enum" | "const" | NumberKeys | StringKeys | ListKeys | UnionKeys | RefKeys> {
  /** The value's type. */
  readonly type: "dictionary";
  /** The known keys, each a parameter (its name is the key), in the order messages report them. */
  readonly properties?: readonly ParameterDefinition[];
  /** What any other key holds; `false`: no other key is allowed. Any value when absent. */
  readonly additionalProperties?: ValueDefinition | false;
  /** The key whose string tells the variants apart. Only with `variants`. */
  readonly discriminator?: string;
  /**
   * The dictionaries the value may be. With a `discriminator`, each declares it as a required
   * `string` property with a `const` (or a one-value `enum`) of its own, and the value's string
   * there picks the variant. Without one, the value must meet at least one variant (JSON Schema
   * `anyOf`), or exactly one with `exclusive`. Not with `properties` or `additionalProperties`.
   */
  readonly variants?: readonly DictionaryValueDefinition[];
  /**
   * When true, a value must meet exactly one of the `variants` (JSON Schema `oneOf`): one that
   * meets two is refused. Only with `variants` and no `discriminator`. Defaults to `false`.
   */
  readonly exclusive?: boolean;
}

/**
 * A value of more than one type. Without `anyOf`: any JSON value (a string, a finite number, a
 * boolean, `null`, a list or a plain dictionary). With `anyOf`: a value of one of its
 * definitions, which have distinct types (not `integer` beside `float`), so that a value's type
 * alone says which one it must meet.
 */
export interface AnyValueDefinition
  extends ValueDefinitionBase,
    Unset<"enum" | "const" | NumberKeys | StringKeys | ListKeys | DictionaryKeys | RefKeys> {
  /** The value's type: `"any"`, the types of its `anyOf` definitions, or every type. */
  readonly type: "any";
  /**
   * The definitions a value may meet, two or more, each of its own type and none `any` or
   * `nullable` (`nullable` belongs on this definition). Any JSON value when absent.
   */
  readonly anyOf?: readonly (
    | StringValueDefinition
    | NumberValueDefinition
    | BooleanValueDefinition
    | ListValueDefinition
    | DictionaryValueDefinition
  )[];
}

/**
 * A value that meets a named definition of its schema (`definitions`, JSON Schema `$defs`),
 * which may refer to itself: a tree, a JSON value. Its type, constraints and nested
 * definitions are the named definition's.
 */
export interface RefValueDefinition
  extends ValueDefinitionBase,
    Unset<"enum" | "const" | NumberKeys | StringKeys | ListKeys | DictionaryKeys | UnionKeys> {
  /** The value's type: the named definition says what it is. */
  readonly type: "ref";
  /** The name of a definition in the schema's `definitions`. */
  readonly ref: string;
}

/**
 * The type of a value definition: one of the six parameter types, `"any"`, or `"ref"` (a named
 * definition's).
 */
export type ValueType = ParameterType | "any" | "ref";

/**
 * A value as data: a type and the constraints that type allows. Every type declares every
 * key, so any key can be read from any definition; the keys a type does not allow are `never`.
 */
export type ValueDefinition =
  | StringValueDefinition
  | NumberValueDefinition
  | BooleanValueDefinition
  | ListValueDefinition
  | DictionaryValueDefinition
  | AnyValueDefinition
  | RefValueDefinition;
