// The examples of docs/tools.md are these files, verbatim: each is checked to appear in the
// page, then run, and what it prints is compared with what the page says it prints.
import { readdirSync, readFileSync } from "node:fs";
import { format } from "node:util";
import { afterEach, describe, expect, test, vi } from "vitest";

const page = readFileSync(new URL("../../../docs/tools.md", import.meta.url), "utf8");
const directory = new URL("./docs-examples/", import.meta.url);
const files = readdirSync(directory).filter((name) => name.endsWith(".ts"));

// What each example prints: the comment lines right after a line that logs or awaits,
// without "// ", with runs of white space made one space (objects may print on many lines).
function expectedOutput(source: string): string {
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
  return normalize(expected);
}

function normalize(lines: string[]): string {
  return lines.join("\n").replace(/\s+/g, " ").trim();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("docs/tools.md", () => {
  test("every ts block of the page is one of the example files", () => {
    const blocks = [...page.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
    const sources = files.map((name) => readFileSync(new URL(name, directory), "utf8"));
    expect(blocks.length).toBeGreaterThan(0);
    expect(new Set(blocks)).toEqual(new Set(sources));
  });

  test.each(files)("%s runs and prints what the page says", async (name) => {
    const source = readFileSync(new URL(name, directory), "utf8");
    const printed: string[] = [];
    vi.spyOn(console, "log").mockImplementation((...values: unknown[]) => {
      printed.push(...format(...values).split("\n"));
    });
    await import(/* @vite-ignore */ new URL(name, directory).href);
    expect(normalize(printed)).toBe(expectedOutput(source));
  });
});
