import type { Keys } from "./nested-messages";

/**
 * The signature the interpreted and the generated check share. Reads `values` and adds one
 * message per problem to `messages` (and, when `keys` is given, the parameter each is about,
 * `undefined` for none, or the path of a value inside a nested parameter). With no `target`, defaults are written into `values` in place; with a
 * `target`, `values` is only read and the target receives every declared parameter that is
 * present plus the defaults.
 */
export type CheckFunction = (
  values: unknown,
  messages: string[],
  keys: Keys,
  target: Record<string, unknown> | undefined,
) => void;
