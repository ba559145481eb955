// How a docs example says what it prints, and what it printed: the docs tests of every package
// run their page's examples and compare the two.
import { readdirSync } from "node:fs";
import { format } from "node:util";
import { vi } from "vitest";

// A line after which the comment lines say what was printed: one that logs or awaits.
const PRINTS = /(^|\s)(console\.log\(|await )/;

/**
 * What an example says it prints: each comment line right after a line matching `printsAfter`
 * (one that logs or awaits), without "// ", joined with runs of white space made one space
 * (objects may print on many lines).
 */
export function expectedOutput(source: string, printsAfter: RegExp = PRINTS): string {
  const lines = source.split("\n");
  const expected: string[] = [];
  lines.forEach((line, index) => {
    if (!printsAfter.test(line)) return;
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

/**
 * Captures `console.log` until the test's mocks are restored: the lines it would print, as
 * `util.format` writes them.
 */
export function capturePrinted(): string[] {
  const printed: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...values: unknown[]) => {
    printed.push(...format(...values).split("\n"));
  });
  return printed;
}

/** The ```ts blocks of a markdown page, in order. */
export function tsBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? "");
}

/** The `.ts` files of a folder of examples. */
export function exampleFiles(directory: URL): string[] {
  return readdirSync(directory).filter((name) => name.endsWith(".ts"));
}
