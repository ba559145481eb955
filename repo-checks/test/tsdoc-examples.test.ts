// Every `@example` in the TSDoc of the packages' sources is type-checked as its own module, the
// way a user would paste it: against the packages' public entries, with the repository's strict
// settings. An example that has drifted from the API fails here.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { type Snippet, typeCheckSnippets } from "@kit/test-support/type-check";
import { expect, test } from "vitest";
import { publicPackages, ROOT } from "./workspace";

const TSCONFIG = join(ROOT, "repo-checks", "tsconfig.json");

const VIRTUAL_DIR = join(ROOT, "repo-checks", ".tsdoc-examples");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /(?<!\.test|\.test-d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The `@example` blocks of one file: the code of each, fences and comment stars removed. */
function examplesOf(file: string): Snippet[] {
  const text = readFileSync(file, "utf8");
  const examples: Snippet[] = [];
  for (const comment of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const lines = comment[0]
      .split("\n")
      .map((line) => line.replace(/^\s*\/?\*+\/?\s?/, "").replace(/\s*\*\/$/, ""));
    lines.forEach((line, index) => {
      if (!line.startsWith("@example")) return;
      const body: string[] = [];
      for (const next of lines.slice(index + 1)) {
        if (/^@\w+/.test(next)) break;
        body.push(next);
      }
      const code = body
        .filter((line) => !line.startsWith("```"))
        .join("\n")
        .trim();
      const line0 = text.slice(0, comment.index).split("\n").length + index;
      const origin = `${relative(ROOT, file)}:${line0}`;
      const name = `${relative(ROOT, file).replaceAll("/", "__")}-${line0}.ts`;
      examples.push({ path: join(VIRTUAL_DIR, name), origin, code: `${code}\nexport {};\n` });
    });
  }
  return examples;
}

const examples = publicPackages().flatMap(({ directory }) =>
  sourceFiles(join(directory, "src")).flatMap(examplesOf),
);

test("the packages' TSDoc has examples, and each is found", () => {
  // One per main entry point at least: a check that finds none would pass vacuously.
  expect(examples.length).toBeGreaterThanOrEqual(8);
  for (const example of examples)
    expect(example.code.trim(), example.origin).not.toBe("export {};");
});

test("every @example type-checks as a module of its own against the public entries", () => {
  expect(typeCheckSnippets(examples, TSCONFIG)).toEqual([]);
});
