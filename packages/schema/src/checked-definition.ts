// How the compiler checks a definition written inline: every key of every parameter and
// nested value against what its type allows, at any depth.
import type {
  AnyParameterDefinition,
  BooleanParameterDefinition,
  DictionaryParameterDefinition,
  ListParameterDefinition,
  NumberParameterDefinition,
  ParameterDefinition,
  RefParameterDefinition,
  StringParameterDefinition,
} from "./parameter-definition";
import type { ParameterType } from "./parameter-type";
import type { Requirement } from "./requirement";
import type {
  AnyValueDefinition,
  BooleanValueDefinition,
  DictionaryValueDefinition,
  ListValueDefinition,
  NumberValueDefinition,
  RefValueDefinition,
  StringValueDefinition,
  ValueType,
} from "./value-definition";

/** What a definition is: a named parameter, or a value (list items, variants, ...). */
type Role = "parameter" | "value";

/** The definition type of a type, for a parameter or a value: what its keys may hold. */
type DefinitionOfType<TType, TRole extends Role> = (TRole extends "parameter"
  ? {
      string: StringParameterDefinition;
      integer: NumberParameterDefinition;
      float: NumberParameterDefinition;
      boolean: BooleanParameterDefinition;
      list: ListParameterDefinition;
      dictionary: DictionaryParameterDefinition;
      any: AnyParameterDefinition;
      ref: RefParameterDefinition;
    }
  : {
      string: StringValueDefinition;
      integer: NumberValueDefinition;
      float: NumberValueDefinition;
      boolean: BooleanValueDefinition;
      list: ListValueDefinition;
      dictionary: DictionaryValueDefinition;
      any: AnyValueDefinition;
      ref: RefValueDefinition;
    })[TType & ValueType];

/** The keys a definition of a role may have. */
type KeyOf<TRole extends Role> = TRole extends "parameter"
  ? keyof ParameterDefinition
  : Exclude<keyof ParameterDefinition, "name" | "required" | "default">;

/** What a definition type's key holds; `undefined` for a key it does not have. */
type Lookup<TDefinition, TKey> = TKey extends keyof TDefinition ? TDefinition[TKey] : undefined;

/** A key no definition of the role has, as the type its value is reported against. */
type UnknownKey<TKey, TRole extends Role> = `'${TKey & string}' is not a key of a ${TRole}`;

/** A constraint a type does not allow, as the type its value is reported against. */
type ConstraintNotAllowed<TKey, TType> =
  `'${TKey & string}' does not apply to a '${TType & string}' parameter`;

/** A key that holds definitions, checked in turn; any other key as its type allows. */
type CheckedKey<TNode, TKey extends keyof TNode, TType, TRole extends Role> = [
  Lookup<DefinitionOfType<TType, TRole>, TKey>,
] extends [undefined]
  ? ConstraintNotAllowed<TKey, TType>
  : TKey extends "properties"
    ? CheckedParameters<TNode[TKey]>
    : TKey extends "items"
      ? TNode[TKey] extends string
        ? ParameterType
        : CheckedNode<TNode[TKey], "value">
      : TKey extends "additionalProperties"
        ? TNode[TKey] extends false
          ? false
          : CheckedNode<TNode[TKey], "value">
        : TKey extends "variants"
          ? { readonly [TIndex in keyof TNode[TKey]]: CheckedVariant<TNode[TKey][TIndex]> }
          : TKey extends "anyOf"
            ? CheckedValues<TNode[TKey]>
            : Lookup<DefinitionOfType<TType, TRole>, TKey>;

/**
 * One definition, each key mapped to what its type allows there. A definition whose type is
 * not a literal (data typed `string`, or cast to `never`) is left to the run-time check.
 */
type CheckedNode<TNode, TRole extends Role> = TNode extends { readonly type: infer TType }
  ? [TType] extends [never]
    ? TNode
    : string extends TType
      ? TNode
      : [TType] extends [ValueType]
        ? {
            readonly [TKey in keyof TNode]: TKey extends KeyOf<TRole>
              ? CheckedKey<TNode, TKey, TType, TRole>
              : UnknownKey<TKey, TRole>;
          }
        : {
            readonly [TKey in keyof TNode]: TKey extends "type" ? ValueType : TNode[TKey];
          }
  : TNode;

/** A list of value definitions (an `any` value's `anyOf`), each checked; a tuple stays a tuple. */
type CheckedValues<TList> = {
  readonly [TIndex in keyof TList]: CheckedNode<TList[TIndex], "value">;
};

/** A variant of a discriminated union: a dictionary value definition. */
type CheckedVariant<TNode> = TNode extends { readonly type: "dictionary" }
  ? CheckedNode<TNode, "value">
  : { readonly [TKey in keyof TNode]: TKey extends "type" ? "dictionary" : TNode[TKey] };

/**
 * A parameter list written inline, as the compiler checks it: each parameter's keys against
 * what its type allows, at every depth (`properties`, `items`, `additionalProperties`,
 * `variants`, `anyOf`), so that a misspelled key (`requird`), a default or an `enum` value of the wrong
 * type, or a constraint on a type it does not apply to is an error on that key. A list that is
 * not a literal (a `ParameterDefinition[]` built elsewhere) passes unchanged.
 */
export type CheckedParameters<TParameters> = {
  readonly [TIndex in keyof TParameters]: CheckedNode<TParameters[TIndex], "parameter">;
};

/**
 * Named definitions written inline (a schema's `definitions`), each checked as a value
 * definition is.
 */
export type CheckedDefinitions<TDefinitions> = {
  readonly [TName in keyof TDefinitions]: CheckedNode<TDefinitions[TName], "value">;
};

/** A key a schema definition does not have, as the type its value is reported against. */
type UnknownDefinitionKey<TKey> = `'${TKey & string}' is not a key of a schema definition`;

/**
 * A schema definition written inline, as the compiler checks it: `parameters` as
 * {@link CheckedParameters} does, `strict` as a boolean, `definitions` each as a value
 * definition, and no other key. Anything whose
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
            : TKey extends "definitions"
              ? CheckedDefinitions<TDefinition[TKey]>
              : TKey extends "requires"
                ? readonly Requirement[]
                : TKey extends "anchors"
                  ? Readonly<Record<string, string>>
                  : UnknownDefinitionKey<TKey>;
      };
