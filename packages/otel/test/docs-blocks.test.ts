// Type-checks the ```ts blocks of docs/telemetry.md (docs-example.test.ts runs the first), each as
// a module placed in this package's folder, so that "@kit/otel" resolves to its sources. A block
// without imports is a fragment: it gets the imports and executors the page's text gives it. The
// NodeSDK block imports two SDK packages this package does not install; it is named below, and
// the test says so when they are installed (then it is checked like the others).

import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tsBlocks } from "@kit/test-support";
import { typeCheckSnippets } from "@kit/test-support/type-check";
import { describe, expect, test } from "vitest";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));
const page = readFileSync(new URL("../../../docs/telemetry.md", import.meta.url), "utf8");
const NOT_INSTALLED = ["@opentelemetry/exporter-metrics-otlp-http", "@opentelemetry/sdk-node"];

const CONTEXT = `import { instrumentExecutor } from "@kit/otel";
import type { ToolExecutor } from "@kit/tools";
declare const executor: ToolExecutor;
declare const plannerExecutor: ToolExecutor;
declare const bookingExecutor: ToolExecutor;
`;

const blocks = tsBlocks(page);
const unchecked = blocks.filter((block) =>
  NOT_INSTALLED.some((name) => block.includes(`from "${name}"`)),
);
const snippets = blocks
  .filter((block) => !unchecked.includes(block))
  .map((block, index) => ({
    path: `${PACKAGE}test/.docs-telemetry-${index}.ts`,
    origin: `docs/telemetry.md, block ${blocks.indexOf(block) + 1}`,
    code: `${/^import /m.test(block) ? "" : CONTEXT}${block}\nexport {};\n`,
  }));

/** Whether the package depends on `name` (not NODE_PATH's hoisted store, which tsc does not read). */
function installed(name: string): boolean {
  return existsSync(`${PACKAGE}node_modules/${name}/package.json`);
}

describe("docs/telemetry.md", () => {
  test("only the NodeSDK block goes unchecked, for want of its SDK packages", () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    expect(unchecked).toHaveLength(1);
    expect(unchecked[0]).toContain("new NodeSDK(");
    expect(NOT_INSTALLED.filter(installed)).toEqual([]);
  });

  test("every other block type-checks against the package", () => {
    expect(snippets.length).toBe(blocks.length - 1);
    expect(typeCheckSnippets(snippets, `${PACKAGE}tsconfig.json`)).toEqual([]);
  });
});
