// Every package's README says how to install it (with its peers), shows it in a ```ts example and
// links to its page of the docs; its ```ts blocks type-check: read in order as one module (a later block may use what an earlier one declared), placed in the package's own
// folder so that its imports resolve as the package's do (itself by name, its peers and the
// SDKs it names), with the repository's strict settings.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
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
  const installLines = [...text.matchAll(/^npm install (.*)$/gm)].map((match) => match[1] ?? "");
  const peers = Object.keys(manifest.peerDependencies ?? {});
  return { name: manifest.name, text, example, installLines, peers };
});

describe.each(readmes)("$name's README", ({ name, text, example, installLines, peers }) => {
  test("installs the package and each of its peers", () => {
    const installed = installLines.flatMap((line) => line.split(/\s+/));
    expect(installLines[0]?.split(/\s+/)[0]).toBe(name);
    for (const peer of peers) expect(installed, peer).toContain(peer);
  });

  test("has a ts example importing the package, and a link to the docs", () => {
    expect(tsBlocks(text).join("\n")).toContain(`from "${name}"`);
    expect(text).toMatch(/\]\(\.\.\/\.\.\/docs\/[\w-]+\.md\)/);
  });

  test("its ts blocks type-check as one module", () => {
    expect(typeCheckSnippets([example], TSCONFIG)).toEqual([]);
  });
});
