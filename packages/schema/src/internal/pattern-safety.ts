// Cold: runs once per `pattern` when a schema is built. Refuses patterns that could make a
// call hang: over-long ones, and the shapes that backtrack exponentially in a backtracking
// engine such as V8's (a repeated group that holds a quantifier or an alternation, as in
// `(a+)+` or `(a|aa)*`, and backreferences).

/** The longest `pattern` a definition may hold, in UTF-16 code units. */
export const MAX_PATTERN_LENGTH = 1000;

// What a group holds so far: a quantifier, an alternation.
interface Group {
  quantified: boolean;
  alternation: boolean;
}

// The length of a quantifier starting at `index` (`*`, `+`, `?`, `{2}`, `{2,}`, `{2,5}`, each
// maybe followed by `?`), 0 for none, and whether it repeats (allows more than one match).
function quantifierAt(pattern: string, index: number): { length: number; repeats: boolean } {
  const char = pattern[index];
  let length = 0;
  let repeats = false;
  if (char === "*" || char === "+") [length, repeats] = [1, true];
  else if (char === "?") length = 1;
  else if (char === "{") {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(index));
    if (match !== null) {
      length = match[0].length;
      repeats = match[2] !== undefined && (match[3] === "" || Number(match[3]) > 1);
      if (match[2] === undefined) repeats = Number(match[1]) > 1;
    }
  }
  if (length > 0 && pattern[index + length] === "?") length++;
  return { length, repeats };
}

/**
 * What is unsafe in a pattern that compiles, as the end of a definition message, or
 * `undefined` when nothing is.
 */
export function unsafePatternProblem(pattern: string): string | undefined {
  const groups: Group[] = [{ quantified: false, alternation: false }];
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    const group = groups[groups.length - 1] as Group;
    if (char === "\\") {
      const next = pattern[index + 1] ?? "";
      if (/[1-9]/.test(next) || (next === "k" && pattern[index + 2] === "<")) {
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
      const { length, repeats } = quantifierAt(pattern, index + 1);
      if (repeats && (inner.quantified || inner.alternation)) {
        return ": 'pattern' must not repeat a group that holds a quantifier or an alternation, as in '(a+)+' or '(a|b)*' (it can backtrack for a very long time); write '[ab]*' or one quantifier instead";
      }
      outer.quantified ||= inner.quantified || length > 0;
      index += length;
      continue;
    }
    const { length } = quantifierAt(pattern, index + 1);
    if (length > 0) group.quantified = true;
    index += length;
  }
  return undefined;
}
