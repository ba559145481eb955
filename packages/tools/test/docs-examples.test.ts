// The examples of docs/tools.md (and of the package's README) are these files, verbatim: each
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

const pages = [
  { title: "docs/tools.md", page: "../../../docs/tools.md", examples: "./docs-examples/" },
  { title: "README.md", page: "../README.md", examples: "./readme-examples/" },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(pages)("$title", ({ page: pagePath, examples }) => {
  const page = readFileSync(new URL(pagePath, import.meta.url), "utf8");
  const directory = new URL(examples, import.meta.url);
  const files = exampleFiles(directory);

  test("every ts block of the page is one of the example files", () => {
    const blocks = tsBlocks(page);
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
