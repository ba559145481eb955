// Type-checks the ```ts blocks of docs/scaling.md, of this package's README and the Redis block of
// docs/tasks.md, each as a module
// placed in this package's folder, so that "@kit/redis" resolves to its sources.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tsBlocks } from "@kit/test-support";
import { typeCheckSnippets } from "@kit/test-support/type-check";
import { expect, test } from "vitest";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));

const pages = [
  {
    name: "scaling",
    title: "docs/scaling.md",
    url: new URL("../../../docs/scaling.md", import.meta.url),
  },
  { name: "readme", title: "README.md", url: new URL("../README.md", import.meta.url) },
  // Only its Redis block: the others run in @kit/tools' docs test.
  {
    name: "tasks",
    title: "docs/tasks.md",
    url: new URL("../../../docs/tasks.md", import.meta.url),
  },
];

test("every ts block of docs/scaling.md and the README type-checks against the package", () => {
  const snippets = pages.flatMap(({ name, title, url }) =>
    tsBlocks(readFileSync(url, "utf8"))
      .filter((block) => name !== "tasks" || block.includes('from "@kit/redis"'))
      .map((block, index) => ({
        path: `${PACKAGE}test/.docs-${name}-${index}.ts`,
        origin: `${title}, block ${index + 1}`,
        code: `${block}\nexport {};\n`,
      })),
  );
  expect(snippets.length).toBe(3);
  expect(typeCheckSnippets(snippets, `${PACKAGE}tsconfig.json`)).toEqual([]);
});
