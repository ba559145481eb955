// How a message names a value inside a parameter: `items[2].qty`, `address.city`, `meta["a.b"]`.
// Only built on a problem.

/** A value's place: the parameter's name, then keys of dictionaries and indexes of lists. */
export type ValuePath = readonly (string | number)[];

// A key written after a dot: what JavaScript takes as an identifier, in ASCII.
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * The path as messages show it. The parameter's name comes first as it is (as in every
 * message of a flat schema); then an index as `[2]`, a key that is an identifier as `.city`,
 * and any other key as a JSON string in brackets, `["a.b"]`, so that no two paths look alike.
 */
export function formatPath(path: ValuePath): string {
  let text = String(path[0]);
  for (let index = 1; index < path.length; index++) {
    const segment = path[index] as string | number;
    if (typeof segment === "number") text += `[${segment}]`;
    else text += IDENTIFIER.test(segment) ? `.${segment}` : `[${JSON.stringify(segment)}]`;
  }
  return text;
}
