// Type-checks and runs every ```ts block of docs/schema.md, so the docs cannot rot. A line
// ending in `// => value` asserts that the expression before it equals (toStrictEqual) that
// value.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { typeProblems } from "./type-check";

const DOC = fileURLToPath(new URL("../../../docs/schema.md", import.meta.url));
const SOURCE = fileURLToPath(new URL("../src/index", import.meta.url));
// zod (a dev dependency) for the example of fromStandardSchema, by path: the examples are
// written to a temporary folder, outside this package's node_modules.
const ZOD = createRequire(import.meta.url)
  .resolve("zod")
  .replace(/\.cjs$/, ".js");
const ASSERTION = /^(\s*)(.+?);\s*\/\/ => (.+)$/;

interface Example {
  readonly heading: string;
  readonly code: string;
  readonly assertions: number;
}

/** The ```ts blocks of a markdown text, each with the heading above it. */
function examplesOf(markdown: string): Example[] {
  const examples: Example[] = [];
  let heading = "(top)";
  let block: string[] | undefined;
  for (const line of markdown.split("\n")) {
    if (block === undefined) {
      if (line.startsWith("#")) heading = line.replace(/^#+\s*/, "");
      else if (line.trim() === "```ts") block = [];
    } else if (line.trim() === "```") {
      examples.push({
        heading,
        code: block.join("\n"),
        assertions: block.filter((text) => ASSERTION.test(text)).length,
      });
      block = undefined;
    } else {
      block.push(line);
    }
  }
  return examples;
}

/**
 * The block as a module: imports the package's source, and each `// =>` line asserts.
 * @param code - the block.
 * @param forTypes - declare the assertion helper instead of importing vitest (type check).
 */
function toModule(code: string, forTypes = false): string {
  const body = code
    .replaceAll('from "@kit/schema"', `from ${JSON.stringify(SOURCE)}`)
    .replaceAll('from "zod"', `from ${JSON.stringify(ZOD)}`)
    .split("\n")
    .map((line) => {
      const match = ASSERTION.exec(line);
      if (match === null) return line;
      const [, indent, actual, expected] = match;
      return `${indent}__expect(${actual}, ${expected}, ${JSON.stringify(line.trim())});`;
    })
    .join("\n");
  const helper = forTypes
    ? ["declare function __expect(actual: unknown, expected: unknown, line: string): void;"]
    : [
        'import { expect as __vitestExpect } from "vitest";',
        "function __expect(actual: unknown, expected: unknown, line: string): void {",
        "  __vitestExpect(actual, line).toStrictEqual(expected);",
        "}",
      ];
  return [...helper, body].join("\n");
}

const examples = examplesOf(readFileSync(DOC, "utf8"));
const directory = mkdtempSync(join(tmpdir(), "kit-schema-docs-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("docs/schema.md", () => {
  it("has examples, most of them asserting their results", () => {
    expect(examples.length).toBeGreaterThanOrEqual(10);
    expect(examples.reduce((sum, example) => sum + example.assertions, 0)).toBeGreaterThanOrEqual(
      24,
    );
  });

  it("opens with a runnable example", () => {
    expect(examples[0]?.heading).toBe("Schemas: `@kit/schema`");
  });

  it("imports only from the published package name in every example", () => {
    for (const example of examples) {
      expect(example.code).toMatch(/from "@kit\/schema";/);
      expect(example.code).not.toMatch(/from "\.{1,2}\//);
    }
  });

  // One TypeScript program for all examples: no time limit, the work is bounded.
  it("type-checks every example with the repository's strict settings", { timeout: 0 }, () => {
    const files = examples.map((example, index) => {
      const file = join(directory, `checked-${index}.ts`);
      writeFileSync(file, toModule(example.code, true));
      return file;
    });
    expect(typeProblems(files)).toEqual([]);
  });

  it.each(examples.map((example, index) => ({ ...example, index })))(
    "runs example $index (under '$heading')",
    async ({ code, index }) => {
      const file = join(directory, `example-${index}.ts`);
      writeFileSync(file, toModule(code));
      await import(/* @vite-ignore */ file);
    },
  );
});
