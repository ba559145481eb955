// "Did you mean": the registered name closest to what the model sent, when one is close.
// Cheap whatever the model sends: a name much longer or shorter than every candidate is
// dismissed by its length alone, and the comparison of the rest stops once it is too far.

/**
 * The candidate at the smallest edit distance (insertions, deletions, substitutions, and
 * swaps of two neighbours, ignoring case) from `name`, if that distance is at most a third of
 * the candidate's length (at least 1, at most 3); the first registered wins a tie.
 */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  const wanted = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const limit = Math.min(3, Math.max(1, Math.floor(candidate.length / 3)), bestDistance - 1);
    if (Math.abs(candidate.length - name.length) > limit) continue;
    const distance = editDistance(wanted, candidate.toLowerCase(), limit);
    if (distance <= limit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

// Optimal string alignment distance, or limit + 1 as soon as every path exceeds the limit.
function editDistance(a: string, b: string, limit: number): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}
