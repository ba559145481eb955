// Type-checks every ```ts block of docs/credentials.md (docs-example.test.ts runs the first), each
// as a module placed in this package's folder, so "@kit/credentials" resolves to its sources. A
// block without imports is a fragment of the page's story: it gets the imports, and the values,
// that the page's earlier text gives it.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tsBlocks } from "@kit/test-support";
import { typeCheckSnippets } from "@kit/test-support/type-check";
import { describe, expect, test } from "vitest";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));
const page = readFileSync(new URL("../../../docs/credentials.md", import.meta.url), "utf8");

const CONTEXT = `import {
  CachingCredentialProvider,
  CommandCredentialProvider,
  CredentialManager,
  type CredentialProvider,
  DotenvCredentialProvider,
  EnvironmentCredentialProvider,
  SecretsDirectoryCredentialProvider,
} from "@kit/credentials";
declare const slowProvider: CredentialProvider;
`;

const blocks = tsBlocks(page);
const snippets = blocks.map((block, index) => ({
  path: `${PACKAGE}test/.docs-credentials-${index}.ts`,
  origin: `docs/credentials.md, block ${index + 1}`,
  code: `${/^import /m.test(block) ? "" : CONTEXT}${block}\nexport {};\n`,
}));

describe("docs/credentials.md", () => {
  test("has its examples, fragments among them", () => {
    expect(blocks.length).toBeGreaterThanOrEqual(10);
    expect(snippets.filter((snippet) => snippet.code.startsWith(CONTEXT)).length).toBeGreaterThan(
      0,
    );
  });

  test("every block type-checks against the package", () => {
    expect(typeCheckSnippets(snippets, `${PACKAGE}tsconfig.json`)).toEqual([]);
  });
});
