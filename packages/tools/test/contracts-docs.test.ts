// docs/contracts.md, checked: its ts blocks are the files of test/contracts-examples/, run and
// printing what the page says; its commands are ones kit-tools accepts; its lock file and its
// output are what kit-tools writes and prints for the page's module; its package.json scripts
// and GitHub Actions step run those commands.

import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  capturePrinted,
  exampleFiles,
  expectedOutput,
  normalizeOutput,
  tsBlocks,
} from "@kit/test-support";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { readCommandLine } from "../src/contracts/internal/command-line";
import { runKitTools } from "./support/kit-tools-process";

const page = readFileSync(new URL("../../../docs/contracts.md", import.meta.url), "utf8");
const directory = new URL("./contracts-examples/", import.meta.url);
const files = exampleFiles(directory);
const PACKAGE = fileURLToPath(new URL("..", import.meta.url));

function blocks(language: string): string[] {
  const pattern = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, "g");
  return [...page.matchAll(pattern)].map((match) => match[1] ?? "");
}

function only(language: string, holding: string): string {
  const found = blocks(language).filter((block) => block.includes(holding));
  expect(found).toHaveLength(1);
  return found[0] ?? "";
}

/** The arguments after `kit-tools` in a command line, or undefined for another command. */
function kitToolsArgs(line: string): string[] | undefined {
  const words = line.trim().split(/\s+/);
  const start = words[0] === "npx" ? 1 : 0;
  return words[start] === "kit-tools" ? words.slice(start + 1) : undefined;
}

describe("docs/contracts.md", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test("every ts block of the page is one of the example files, and each file is on the page", () => {
    const sources = files.map((name) => readFileSync(new URL(name, directory), "utf8"));
    expect(sources.length).toBe(3);
    expect(new Set(tsBlocks(page))).toEqual(new Set(sources));
  });

  test.each(files)("%s runs and prints what the page says", async (name) => {
    const source = readFileSync(new URL(name, directory), "utf8");
    const printed = capturePrinted();
    await import(/* @vite-ignore */ new URL(name, directory).href);
    expect(normalizeOutput(printed)).toBe(expectedOutput(source));
  });

  test("every kit-tools command on the page is one kit-tools accepts", () => {
    const lines = blocks("sh").flatMap((block) => block.split("\n").filter((line) => line !== ""));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      const args = kitToolsArgs(line);
      expect(args, line).toBeDefined();
      expect(readCommandLine(args ?? []), line).toMatchObject({ kind: "contracts" });
    }
  });

  test("the package.json scripts check and update with the same module, and the CI step runs the check", () => {
    const { scripts } = JSON.parse(only("json", '"scripts"')) as {
      scripts: Record<string, string>;
    };
    const check = readCommandLine(kitToolsArgs(scripts.contracts ?? "") ?? []);
    const update = readCommandLine(kitToolsArgs(scripts["contracts:update"] ?? "") ?? []);
    expect(check).toMatchObject({ kind: "contracts", update: false });
    expect(update).toEqual({ ...check, update: true });
    const runs = [...only("yaml", "run:").matchAll(/run: (.+)/g)].map((match) => match[1] ?? "");
    expect(runs).toContain("pnpm contracts");
    for (const run of runs) {
      const [tool, script] = run.split(" ");
      expect(tool).toBe("pnpm");
      expect(script === "install" || (script ?? "") in scripts, run).toBe(true);
    }
  });

  describe("the page's module through kit-tools", () => {
    let temporary: string;
    let lock: string;

    beforeAll(async () => {
      temporary = await mkdtemp(join(tmpdir(), "kit-tools-docs-"));
      lock = join(temporary, "tool-contracts.json");
    });

    afterAll(async () => {
      await rm(temporary, { recursive: true, force: true });
    });

    test("--update writes the lock the page shows, and the next version prints what the page shows", async () => {
      const module = "test/contracts-examples/weather-tools.ts";
      const update = await runKitTools(["contracts", module, "--update", "--lock", lock], PACKAGE);
      expect(update.code).toBe(0);
      expect(await readFile(lock, "utf8")).toBe(only("json", '"lockVersion"'));

      const next = "test/fixtures/contracts/weather-tools-next.ts";
      const check = await runKitTools(["contracts", next, "--lock", lock], PACKAGE);
      expect(check.code).toBe(1);
      const output = (check.stdout + check.stderr).replaceAll(`${temporary}/`, "");
      expect(output).toBe(only("text", "kit-tools:"));
    });
  });
});
