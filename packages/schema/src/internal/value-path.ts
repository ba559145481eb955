// How a message names a value inside a parameter: `items[2].qty`, `address.city`, `meta["a.b"]`.
// Only built on a problem.

/** A value's place: the parameter's name, then keys of dictionaries and indexes of lists. */
export type ValuePath = readonly (string | number)[];

// A key written after a dot: what JavaScript takes as an identifier, in ASCII
// (/^[A-Za-z_$][A-Za-z0-9_$]*$/), tested code unit by code unit: a path of a deep value names
// many keys, and a regular expression's call cost most of a message's time.
function isIdentifier(key: string): boolean {
  if (key.length === 0) return false;
  for (let index = 0; index < key.length; index++) {
    const code = key.charCodeAt(index);
    const letter = (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
    const digit = code >= 48 && code <= 57;
    if (!letter && code !== 95 && code !== 36 && (index === 0 || !digit)) return false;
  }
  return true;
}

/** How many keys' written forms are kept, and how long a key may be to be kept. */
const KEPT_KEYS = 512;
const KEPT_KEY_LENGTH = 64;

// The written form of each key met so far (`.city`, `["a.b"]`), up to KEPT_KEYS short keys: a
// bad tree repeats the same few keys in every message, and writing one costs a scan of it.
const written = new Map<string, string>();

function writtenKey(key: string): string {
  let text = written.get(key);
  if (text === undefined) {
    text = isIdentifier(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
    if (written.size < KEPT_KEYS && key.length <= KEPT_KEY_LENGTH) written.set(key, text);
  }
  return text;
}

/**
 * The path as messages show it. The parameter's name comes first as it is (as in every
 * message of a flat schema); then an index as `[2]`, a key that is an identifier as `.city`,
 * and any other key as a JSON string in brackets, `["a.b"]`, so that no two paths look alike.
 */
export function formatPath(path: ValuePath): string {
  let text = String(path[0]);
  for (let index = 1; index < path.length; index++) {
    const segment = path[index] as string | number;
    text += typeof segment === "number" ? `[${segment}]` : writtenKey(segment);
  }
  return text;
}
