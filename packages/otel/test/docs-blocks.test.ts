// Type-checks the ```ts blocks of docs/telemetry.md (docs-example.test.ts runs the first), each as
// a module placed in this package's folder, so that "@kit/otel" resolves to its sources. A block
// without imports is a fragment: it gets the imports and executors the page's text gives it. The
// NodeSDK block is checked against @opentelemetry/sdk-node 0.223, the release of the SDK 2.12 line
// the other OpenTelemetry packages here belong to.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tsBlocks } from "@kit/test-support";
import { typeCheckSnippets } from "@kit/test-support/type-check";
import { describe, expect, test } from "vitest";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));
const page = readFileSync(new URL("../../../docs/telemetry.md", import.meta.url), "utf8");

const CONTEXT = `import { instrumentExecutor } from "@kit/otel";
import type { ToolExecutor } from "@kit/tools";
declare const executor: ToolExecutor;
declare const plannerExecutor: ToolExecutor;
declare const bookingExecutor: ToolExecutor;
`;

const blocks = tsBlocks(page);
const snippets = blocks.map((block, index) => ({
  path: `${PACKAGE}test/.docs-telemetry-${index}.ts`,
  origin: `docs/telemetry.md, block ${index + 1}`,
  code: `${/^import /m.test(block) ? "" : CONTEXT}${block}\nexport {};\n`,
}));

describe("docs/telemetry.md", () => {
  test("has the NodeSDK block among its blocks", () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    expect(blocks.filter((block) => block.includes("new NodeSDK("))).toHaveLength(1);
  });

  test("every block type-checks against the package", () => {
    expect(typeCheckSnippets(snippets, `${PACKAGE}tsconfig.json`)).toEqual([]);
  });
});
