// The MCP server example of docs/tasks.md is the file of test/tasks-examples/, verbatim: it is
// checked to appear in the page, then run, and what it prints is compared with what the page says
// it prints. (@kit/tools' docs test runs the page's other blocks.)
import { readFileSync } from "node:fs";
import {
  capturePrinted,
  exampleFiles,
  expectedOutput,
  normalizeOutput,
  tsBlocks,
} from "@kit/test-support";
import { afterEach, describe, expect, test, vi } from "vitest";

const page = readFileSync(new URL("../../../docs/tasks.md", import.meta.url), "utf8");
const directory = new URL("./tasks-examples/", import.meta.url);
const files = exampleFiles(directory);

describe("docs/tasks.md, MCP server", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test("every block of the page that makes an MCP server is one of the example files", () => {
    const blocks = tsBlocks(page).filter((block) => block.includes("createMcpServer"));
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
