// Hot path: runs on every call for each list whose definition says `uniqueItems`.
// Finds two equal items of a list, compared as JSON values (ajv's deep equality): numbers by
// value (-0 is 0), lists by their items in order, dictionaries by their keys in any order.
import { isDictionary } from "../kind-of";

/** Past this depth an item counts as unlike any other, so a deep value cannot overflow the stack. */
const MAX_KEY_DEPTH = 256;

// A text that is the same for equal JSON values and differs otherwise, or undefined for a
// value that is not JSON (a Date, a cycle, a value too deep): such a value equals no other.
function keyOf(value: unknown, depth: number): string | undefined {
  if (typeof value === "string") return `s${JSON.stringify(value)}`;
  if (typeof value === "number")
    return value - value === 0 ? `n${value === 0 ? 0 : value}` : undefined;
  if (typeof value === "boolean" || value === null) return String(value);
  if (depth > MAX_KEY_DEPTH) return undefined;
  if (Array.isArray(value)) {
    let text = "[";
    for (let index = 0; index < value.length; index++) {
      const key = keyOf(value[index], depth + 1);
      if (key === undefined) return undefined;
      text += `${key},`;
    }
    return `${text}]`;
  }
  if (!isDictionary(value)) return undefined;
  const names = Object.keys(value).sort();
  let text = "{";
  for (const name of names) {
    const item = value[name];
    if (item === undefined) continue;
    const key = keyOf(item, depth + 1);
    if (key === undefined) return undefined;
    text += `${JSON.stringify(name)}:${key},`;
  }
  return `${text}}`;
}

/**
 * The indexes of the first two equal items (the second as low as possible), or undefined
 * when all differ. Linear in the size of the list's content.
 */
export function firstDuplicate(list: readonly unknown[]): [number, number] | undefined {
  const seen = new Map<string, number>();
  for (let index = 0; index < list.length; index++) {
    const key = keyOf(list[index], 0);
    if (key === undefined) continue;
    const first = seen.get(key);
    if (first !== undefined) return [first, index];
    seen.set(key, index);
  }
  return undefined;
}
