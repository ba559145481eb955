// The repository's README, as a newcomer reads it first: its table names every package, its
// list names every page of docs/, its install line is the one docs/getting-started.md runs (which
// scripts/registry-release.mjs installs from a real registry), the command for a clone names a
// script that is there, and its first example runs without a warning.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { tsBlocks } from "@kit/test-support";
import { afterAll, describe, expect, test } from "vitest";
import { publicPackages, ROOT } from "./workspace";

const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const gettingStarted = readFileSync(join(ROOT, "docs/getting-started.md"), "utf8");
const shLines = (markdown: string): string[] =>
  [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) => (block[1] ?? "").split("\n"));
const folder = mkdtempSync(join(ROOT, "repo-checks", ".root-readme-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("README.md", () => {
  test("its package table has a row for every package", () => {
    for (const { manifest } of publicPackages()) {
      expect(readme, manifest.name).toMatch(new RegExp(`^\\| \\[\`${manifest.name}\`\\]`, "m"));
    }
  });

  test("its documentation list links every page of docs/", () => {
    const pages = readdirSync(join(ROOT, "docs")).filter((name) => name.endsWith(".md"));
    for (const page of pages) expect(readme, page).toContain(`](docs/${page})`);
  });

  test("installs with getting-started's own npm line, and from a clone with a script that is there", () => {
    const install = shLines(readme).filter((line) => line.startsWith("npm install @kit/"));
    expect(install.length).toBeGreaterThan(0);
    for (const line of install) expect(shLines(gettingStarted)).toContain(line);
    const fromClone = shLines(readme).find((line) => line.startsWith("node scripts/"));
    const script = fromClone?.split(" ")[1] ?? "";
    expect(existsSync(join(ROOT, script)), script).toBe(true);
  });

  test("its first example runs without a warning", async () => {
    const [example = ""] = tsBlocks(readme);
    const file = join(folder, "example.ts");
    writeFileSync(file, `${example}\nconsole.log(result.status);\n`);
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--conditions=@kit/source", "--import", "tsx", file],
      { cwd: join(ROOT, "repo-checks") },
    );
    expect(stdout.trim()).toBe("success");
    expect(stderr).toBe("");
  });
});
