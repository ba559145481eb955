// The examples of docs/tasks.md are the files of tasks-examples/, verbatim: each is checked to
// appear in the page, then run, and what it prints is compared with what the page says. A block
// that imports @kit/redis is type-checked by @kit/redis's docs test instead.
import { readFileSync } from "node:fs";
import {
  capturePrinted,
  exampleFiles,
  expectedOutput,
  normalizeOutput,
  tsBlocks,
} from "@kit/test-support";
import { afterEach, expect, test, vi } from "vitest";

const page = readFileSync(new URL("../../../docs/tasks.md", import.meta.url), "utf8");
const directory = new URL("./tasks-examples/", import.meta.url);
const files = exampleFiles(directory);

afterEach(() => {
  vi.restoreAllMocks();
});

test("every ts block of docs/tasks.md is one of the example files, or a Redis block", () => {
  const blocks = tsBlocks(page).filter((block) => !block.includes('from "@kit/redis"'));
  const sources = files.map((name) => readFileSync(new URL(name, directory), "utf8"));
  expect(blocks.length).toBe(files.length);
  expect(new Set(blocks)).toEqual(new Set(sources));
});

test.each(files)("%s runs and prints what the page says", async (name) => {
  const source = readFileSync(new URL(name, directory), "utf8");
  const printed = capturePrinted();
  await import(/* @vite-ignore */ new URL(name, directory).href);
  expect(normalizeOutput(printed)).toBe(expectedOutput(source));
});
