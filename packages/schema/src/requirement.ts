// Rules about which parameters must be given together, beside the parameters themselves: "at
// least one of these" and "these when that one has this value" (JSON Schema `anyOf` of
// `required`, `if`/`then`/`else`, `dependentRequired`).

/** A value a {@link KeyTest} compares with: a JSON primitive. */
export type KeyTestValue = string | number | boolean | null;

/**
 * One test of a {@link ConditionalRequirement}'s `when`, on one parameter. With `const` or
 * `enum`, the parameter must be given and have that value (one of those values); with neither,
 * it must be given. With `required: false`, an absent parameter passes the test too (as JSON
 * Schema's `if` reads a property it does not require).
 */
export interface KeyTest {
  /** The parameter tested; a declared parameter of the schema. */
  readonly name: string;
  /** When false, an absent parameter passes the test. Defaults to `true`. */
  readonly required?: boolean;
  /** The value the parameter must have. */
  readonly const?: KeyTestValue;
  /** The values the parameter may have, one or more (not with `const`). */
  readonly enum?: readonly KeyTestValue[];
}

/**
 * At least one of these parameters must be given (JSON Schema `anyOf` of one `required` name
 * each, written inside `allOf`).
 */
export interface AtLeastOneRequirement {
  /** The parameters, one or more, each declared by the schema. */
  readonly atLeastOneOf: readonly string[];
  /** Not with `atLeastOneOf`. */
  readonly when?: never;
}

/**
 * When every test of `when` passes, the parameters of `required` must be given; otherwise
 * those of `otherwise` (JSON Schema `if`/`then`/`else`).
 */
export interface ConditionalRequirement {
  /** The tests, one or more; all must pass (JSON Schema `if`). */
  readonly when: readonly KeyTest[];
  /** The parameters that must be given when the tests pass (JSON Schema `then`). */
  readonly required: readonly string[];
  /** The parameters that must be given when a test fails (JSON Schema `else`). */
  readonly otherwise?: readonly string[];
  /** Not with `when`. */
  readonly atLeastOneOf?: never;
}

/**
 * A rule about which of a schema's parameters must be given, checked after the parameters
 * themselves (the `requires` of a schema).
 */
export type Requirement = AtLeastOneRequirement | ConditionalRequirement;
