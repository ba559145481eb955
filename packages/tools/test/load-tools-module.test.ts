// loadToolsModule on modules of every shape it accepts and every kind it refuses (kit-mcp's
// tests run the same through a spawned kit-mcp).
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { ToolExecutor } from "../src/executor/tool-executor";
import { loadToolsModule } from "../src/tool/load-tools-module";
import { ToolRegistry } from "../src/tool/tool-registry";

const fixture = (name: string): string =>
  fileURLToPath(new URL(`./fixtures/modules/${name}`, import.meta.url));

async function names(path: string): Promise<string[]> {
  const module = await loadToolsModule(path);
  if ("problem" in module) throw new Error(module.problem);
  return [...module.tools].map((tool) => tool.name);
}

describe("loadToolsModule", () => {
  test("an ES module whose default export is a registry; no executor", async () => {
    const module = await loadToolsModule(fixture("registry-default.ts"));
    expect(module).toEqual({ tools: expect.any(ToolRegistry), executor: undefined });
    expect(await names(fixture("registry-default.ts"))).toEqual(["ping"]);
  });

  test("an export 'tools' (an array, in its order) and an export 'executor'", async () => {
    const module = await loadToolsModule(fixture("tools-and-executor.ts"));
    expect("executor" in module && module.executor).toBeInstanceOf(ToolExecutor);
    expect(await names(fixture("tools-and-executor.ts"))).toEqual(["first", "second"]);
  });

  test("a CommonJS file's module.exports, with tools recognised by their shape", async () => {
    expect(await names(fixture("by-shape.cjs"))).toEqual(["from_cjs"]);
  });

  test("a path relative to the working directory", async () => {
    const path = relative(process.cwd(), fixture("registry-default.ts"));
    expect(path.startsWith("/")).toBe(false);
    expect(await names(path)).toEqual(["ping"]);
  });

  test.each([
    ["missing.ts", /^cannot load '.*missing\.ts': /],
    ["throws.ts", /^cannot load '.*throws\.ts': the module refused to load$/],
    [
      "no-tools.ts",
      /^'.*no-tools\.ts' has no tools: its default export, or its export 'tools', must be a ToolRegistry or an array of tools$/,
    ],
    ["bad-executor.ts", /^'.*bad-executor\.ts' exports an 'executor' that is not a ToolExecutor$/],
  ])("%s: a problem, never a rejection", async (name, problem) => {
    const module = await loadToolsModule(fixture(name));
    expect(module).toEqual({ problem: expect.stringMatching(problem) });
  });
});
