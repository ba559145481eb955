// The examples of docs/tools.md, docs/tasks.md and the package's README are these files, verbatim: each
// is checked to appear in its page, then run, and what it prints is compared with what the
// page says it prints. Their types are checked with the package's (tsconfig includes test/).
import { readFileSync } from "node:fs";
import {
  capturePrinted,
  exampleFiles,
  expectedOutput,
  normalizeOutput,
  tsBlocks,
} from "@kit/test-support";
import { afterEach, describe, expect, test, vi } from "vitest";

// A block that imports @kit/redis (docs/tasks.md's) is type-checked by @kit/redis's docs test, one
// that imports @kit/mcp is run by @kit/mcp's.
const pages = [
  { title: "docs/tools.md", page: "../../../docs/tools.md", examples: "./docs-examples/" },
  { title: "README.md", page: "../README.md", examples: "./readme-examples/" },
  { title: "docs/tasks.md", page: "../../../docs/tasks.md", examples: "./tasks-examples/" },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(pages)("$title", ({ page: pagePath, examples }) => {
  const page = readFileSync(new URL(pagePath, import.meta.url), "utf8");
  const directory = new URL(examples, import.meta.url);
  const files = exampleFiles(directory);

  test("every ts block of the page is one of the example files", () => {
    const blocks = tsBlocks(page).filter(
      (block) => !block.includes('from "@kit/redis"') && !block.includes('from "@kit/mcp"'),
    );
    const sources = files.map((name) => readFileSync(new URL(name, directory), "utf8"));
    expect(blocks.length).toBeGreaterThan(0);
    expect(new Set(blocks)).toEqual(new Set(sources));
  });

  test.each(files)("%s runs and prints what the page says", async (name) => {
    const source = readFileSync(new URL(name, directory), "utf8");
    const printed = capturePrinted();
    await import(/* @vite-ignore */ new URL(name, directory).href);
    expect(normalizeOutput(printed)).toBe(expectedOutput(source));
  });
});
