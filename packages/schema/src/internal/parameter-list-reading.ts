import type { DefinitionsReading } from "./named-definitions";

/** What reading a parameter list keeps from one parameter to the next. */
export interface ParameterListReading {
  /** The whole list: a label tells parameters that share a name apart by index. */
  readonly list: readonly unknown[];
  /** Where each problem is added, one distinct message each. */
  readonly errors: string[];
  /** The name of each parameter read so far, by index: `undefined` where it is not valid. */
  readonly names: (string | undefined)[];
  /** The schema's named definitions, when it has any. */
  readonly definitions?: DefinitionsReading | undefined;
}
