// Cold: runs once per `pattern` when a schema is built. Refuses patterns that could make a
// call hang: over-long ones, the shapes that backtrack exponentially in a backtracking engine
// such as V8's (a repeated group that holds a quantifier or an alternation, as in `(a+)+` or
// `(a|aa)*`, and backreferences), and more than a few unbounded quantifiers, whose splits of a
// failing string grow as a power of its length (`a*a*a*a*a*a*a*a*a*a*`).

/** The longest `pattern` a definition may hold, in UTF-16 code units. */
export const MAX_PATTERN_LENGTH = 1000;

/**
 * The most unbounded quantifiers (`*`, `+`, `{n,}`) a pattern may hold. Each one more multiplies
 * the ways a backtracking engine can split a string that fails: `a*` written 10 times takes V8
 * about 25 seconds on 31 characters, written 4 times a few microseconds.
 */
const MAX_UNBOUNDED_QUANTIFIERS = 4;

// What a group holds so far: a quantifier, an alternation.
interface Group {
  quantified: boolean;
  alternation: boolean;
}

// The run of decimal digits starting at `index` (empty when there is none).
function digitsAt(pattern: string, index: number): string {
  let end = index;
  while (end < pattern.length && pattern.charCodeAt(end) >= 48 && pattern.charCodeAt(end) <= 57) {
    end++;
  }
  return pattern.slice(index, end);
}

// The length of a quantifier starting at `index` (`*`, `+`, `?`, `{2}`, `{2,}`, `{2,5}`, each
// maybe followed by `?`), 0 for none, and whether it repeats (allows more than one match).
function quantifierAt(
  pattern: string,
  index: number,
): { length: number; repeats: boolean; unbounded: boolean } {
  const char = pattern[index];
  let length = 0;
  let repeats = false;
  let unbounded = false;
  if (char === "*" || char === "+") [length, repeats, unbounded] = [1, true, true];
  else if (char === "?") length = 1;
  else if (char === "{") {
    // `{n}`, `{n,}` or `{n,m}`, read in place: slicing the pattern at every brace made a long
    // pattern's check quadratic in allocations.
    const low = digitsAt(pattern, index + 1);
    const comma = index + 1 + low.length;
    if (low.length > 0 && pattern[comma] === "}") {
      length = low.length + 2;
      repeats = Number(low) > 1;
    } else if (low.length > 0 && pattern[comma] === ",") {
      const high = digitsAt(pattern, comma + 1);
      if (pattern[comma + 1 + high.length] === "}") {
        length = low.length + high.length + 3;
        repeats = high === "" || Number(high) > 1;
        unbounded = high === "";
      }
    }
  }
  if (length > 0 && pattern[index + length] === "?") length++;
  return { length, repeats, unbounded };
}

/**
 * What is unsafe in a pattern that compiles, as the end of a definition message, or
 * `undefined` when nothing is.
 */
export function unsafePatternProblem(pattern: string): string | undefined {
  const groups: Group[] = [{ quantified: false, alternation: false }];
  let unboundedCount = 0;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    const group = groups[groups.length - 1] as Group;
    if (char === "\\") {
      const next = pattern[index + 1] ?? "";
      if ((next >= "1" && next <= "9") || (next === "k" && pattern[index + 2] === "<")) {
        return ": 'pattern' must not use a backreference (it can backtrack for a very long time)";
      }
      index++;
    } else if (char === "[") {
      // A character class is one atom: skip to its end (escapes inside included).
      index++;
      while (index < pattern.length && pattern[index] !== "]") {
        if (pattern[index] === "\\") index++;
        index++;
      }
    } else if (char === "(") {
      groups.push({ quantified: false, alternation: false });
      continue;
    } else if (char === "|") {
      group.alternation = true;
      continue;
    } else if (char === ")") {
      const inner = groups.pop() as Group;
      const outer = groups[groups.length - 1] as Group;
      const { length, repeats, unbounded } = quantifierAt(pattern, index + 1);
      if (unbounded) unboundedCount++;
      if (repeats && (inner.quantified || inner.alternation)) {
        return ": 'pattern' must not repeat a group that holds a quantifier or an alternation, as in '(a+)+' or '(a|b)*' (it can backtrack for a very long time); write '[ab]*' or one quantifier instead";
      }
      outer.quantified ||= inner.quantified || length > 0;
      index += length;
      continue;
    }
    const { length, unbounded } = quantifierAt(pattern, index + 1);
    if (length > 0) group.quantified = true;
    if (unbounded) unboundedCount++;
    index += length;
  }
  if (unboundedCount > MAX_UNBOUNDED_QUANTIFIERS) {
    return `: 'pattern' must not hold more than ${MAX_UNBOUNDED_QUANTIFIERS} unbounded quantifiers ('*', '+', '{n,}'), got ${unboundedCount} (each one more multiplies the time a string that does not match can take)`;
  }
  return undefined;
}
