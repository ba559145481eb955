// The message for a key a definition does not know, with a suggestion when it looks like a
// typo of a known one (`requird` for `required`). Only built when such a key is found.

// Levenshtein distance, one row at a time.
function distance(a: string, b: string): number {
  let row = [...Array(b.length + 1).keys()];
  for (let i = 0; i < a.length; i++) {
    const next = [i + 1];
    for (let j = 0; j < b.length; j++) {
      next.push(Math.min(row[j + 1]! + 1, next[j]! + 1, row[j]! + +(a[i] !== b[j])));
    }
    row = next;
  }
  return row[b.length]!;
}

/**
 * Describes an unknown key, suggesting the first known key within two edits of it
 * (ignoring case).
 * @param prefix - what the key belongs to, such as `Parameter 'city': `.
 * @param known - the keys that are allowed there.
 */
export function unknownKeyMessage(prefix: string, key: string, known: readonly string[]): string {
  const lower = key.toLowerCase();
  const close = known.find((candidate) => distance(lower, candidate) <= 2);
  return `${prefix}unknown key '${key}'${close ? ` (did you mean '${close}'?)` : ""}`;
}
