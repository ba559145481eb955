// How a docs example says what it prints: the comment lines right after a line that logs or
// awaits. Used by the docs tests of every package that runs its page's examples.

/**
 * What an example says it prints: each comment line right after a line that logs or awaits,
 * without "// ", joined with runs of white space made one space (objects may print on many
 * lines).
 */
export function expectedOutput(source: string): string {
  const lines = source.split("\n");
  const expected: string[] = [];
  lines.forEach((line, index) => {
    if (!/(^|\s)(console\.log\(|await )/.test(line)) return;
    for (const next of lines.slice(index + 1)) {
      const comment = /^\s*\/\/ (.*)$/.exec(next);
      if (comment === null) break;
      expected.push(comment[1] ?? "");
    }
  });
  return normalizeOutput(expected);
}

/** Lines joined, with runs of white space made one space: how printed output is compared. */
export function normalizeOutput(lines: readonly string[]): string {
  return lines.join("\n").replace(/\s+/g, " ").trim();
}
