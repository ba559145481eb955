// Every ```ts block of an @example in src is a module of its own: it imports what it uses from
// "@kit/schema", declares what it takes as given, and type-checks against the source.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { typeProblems } from "./type-check";

const SOURCE_DIRECTORY = fileURLToPath(new URL("../src", import.meta.url));
const SOURCE = fileURLToPath(new URL("../src/index", import.meta.url));

interface Example {
  readonly where: string;
  readonly code: string;
}

/** The ```ts blocks of the @example tags in one source file. */
function examplesIn(file: string): Example[] {
  const examples: Example[] = [];
  let inExample = false;
  let block: string[] | undefined;
  readFileSync(join(SOURCE_DIRECTORY, file), "utf8")
    .split("\n")
    .forEach((line, index) => {
      const text = line.replace(/^\s*\*( |$)/, "");
      if (line.includes("@example")) inExample = true;
      else if (block === undefined && inExample && text.trim() === "```ts") block = [];
      else if (block !== undefined && text.trim() === "```") {
        examples.push({ where: `${file}:${index + 1}`, code: block.join("\n") });
        block = undefined;
        inExample = false;
      } else if (block !== undefined) block.push(text);
    });
  return examples;
}

const examples = readdirSync(SOURCE_DIRECTORY, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts") && !/\.test(-d)?\.ts$/.test(file))
  .sort()
  .flatMap(examplesIn);
const directory = mkdtempSync(join(tmpdir(), "kit-schema-tsdoc-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("the @example blocks of src", () => {
  it("are found, one for each public entry point at least", () => {
    expect(examples.length).toBeGreaterThanOrEqual(8);
  });

  it.each(examples)("$where starts with its imports from @kit/schema", ({ code }) => {
    expect(code.trimStart()).toMatch(/^import (type )?\{[^}]+\} from "@kit\/schema";/);
  });

  // One TypeScript program for all blocks: no time limit, the work is bounded.
  it("type-check, each as its own module", { timeout: 0 }, () => {
    const files = examples.map((example, index) => {
      const file = join(directory, `example-${index}.ts`);
      const code = example.code.replaceAll('from "@kit/schema"', `from ${JSON.stringify(SOURCE)}`);
      writeFileSync(file, `// ${example.where}\n${code}\n`);
      return file;
    });
    expect(typeProblems(files)).toEqual([]);
  });
});
