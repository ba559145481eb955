/** What reading a parameter list keeps from one parameter to the next. */
export interface ParameterReading {
  /** The whole list: a label tells parameters that share a name apart by index. */
  readonly list: readonly unknown[];
  /** Where each problem is added, one distinct message each. */
  readonly errors: string[];
  /** The valid names met so far. */
  readonly names: Set<string>;
  /** The names met more than once, in the order of their second occurrence. */
  readonly duplicated: string[];
}
