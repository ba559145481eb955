// The examples of docs/tools.md (and of the package's README) are these files, verbatim: each
// is checked to appear in its page, then run, and what it prints is compared with what the
// page says it prints. Their types are checked with the package's (tsconfig includes test/).
import { readdirSync, readFileSync } from "node:fs";
import { format } from "node:util";
import { afterEach, describe, expect, test, vi } from "vitest";

const pages = [
  { title: "docs/tools.md", page: "../../../docs/tools.md", examples: "./docs-examples/" },
  { title: "README.md", page: "../README.md", examples: "./readme-examples/" },
];

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

describe.each(pages)("$title", ({ page: pagePath, examples }) => {
  const page = readFileSync(new URL(pagePath, import.meta.url), "utf8");
  const directory = new URL(examples, import.meta.url);
  const files = readdirSync(directory).filter((name) => name.endsWith(".ts"));

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
