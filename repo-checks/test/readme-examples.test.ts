// Every package's README opens with an example, and its ```ts blocks type-check: read in order as
// one module (a later block may use what an earlier one declared), placed in the package's own
// folder so that its imports resolve as the package's do (itself by name, its peers and the
// SDKs it names), with the repository's strict settings.
import { readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { tsBlocks } from "@kit/test-support";
import { type Snippet, typeCheckSnippets } from "@kit/test-support/type-check";
import { describe, expect, test } from "vitest";
import { publicPackages, ROOT } from "./workspace";

const TSCONFIG = join(ROOT, "repo-checks", "tsconfig.json");

const readmes = publicPackages().map(({ directory, manifest }) => {
  const path = join(directory, "README.md");
  const text = readFileSync(path, "utf8");
  const example: Snippet = {
    path: join(directory, ".readme-example.ts"),
    origin: relative(ROOT, path),
    code: `${tsBlocks(text).join("\n")}\nexport {};\n`,
  };
  return { name: manifest.name, folder: basename(directory), text, example };
});

describe.each(readmes)("$name's README", ({ name, folder, text, example }) => {
  test("has the install line, a ts example importing the package, and a link to the docs", () => {
    expect(text).toContain(`npm install ${name}`);
    expect(tsBlocks(text).join("\n")).toContain(`from "${name}"`);
    expect(text).toMatch(/\]\(\.\.\/\.\.\/docs\/[\w-]+\.md\)/);
    expect(folder).toBe(name.replace("@kit/", ""));
  });

  test("its ts blocks type-check as one module", () => {
    expect(typeCheckSnippets([example], TSCONFIG)).toEqual([]);
  });
});
