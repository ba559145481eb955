// What keeps `pnpm install` quiet on a fresh clone. A bin that points at a file the build
// writes (dist/cli.js) cannot be linked before the build: pnpm warns once for each workspace
// that depends on the package. A dependency cycle between workspaces (devDependencies and
// peers count) leaves pnpm no order to run their scripts in, and it warns about that too.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { findCycles } from "./import-graph";
import { type Manifest, ROOT, workspaces } from "./workspace";

const all = workspaces();
const names = new Set(all.map(({ manifest }) => manifest.name));

/** Every bin of a manifest: its command and the file it runs, relative to the repository. */
function binsOf(directory: string, manifest: Manifest): { command: string; file: string }[] {
  const { bin } = manifest;
  const entries =
    typeof bin === "string"
      ? [[manifest.name.replace(/^@[^/]+\//, ""), bin]]
      : Object.entries(bin ?? {});
  return entries.map(([command, file]) => ({
    command: command as string,
    file: relative(ROOT, join(directory, file as string)),
  }));
}

/** The workspaces each workspace depends on, in any kind of dependency. */
function workspaceGraph(): Map<string, string[]> {
  return new Map(
    all.map(({ manifest }) => {
      const declared = {
        ...manifest.dependencies,
        ...manifest.devDependencies,
        ...manifest.optionalDependencies,
        ...manifest.peerDependencies,
      };
      return [manifest.name, Object.keys(declared).filter((name) => names.has(name))];
    }),
  );
}

describe("a fresh install", () => {
  test("sees every workspace of pnpm-workspace.yaml, and the bins of kit-mcp and kit-tools", () => {
    expect(names).toContain("@kit/test-support");
    expect(names).toContain("@kit/repo-checks");
    const commands = all.flatMap(({ directory, manifest }) =>
      binsOf(directory, manifest).map(({ command }) => command),
    );
    expect(commands).toEqual(expect.arrayContaining(["kit-mcp", "kit-tools"]));
  });

  test("links every workspace bin to a committed file that Node runs", () => {
    const committed = new Set(
      execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0"),
    );
    for (const { directory, manifest } of all) {
      for (const { command, file } of binsOf(directory, manifest)) {
        expect(
          committed.has(file),
          `${manifest.name}'s bin ${command} -> ${file} is committed`,
        ).toBe(true);
        expect(readFileSync(join(ROOT, file), "utf8")).toMatch(/^#!\/usr\/bin\/env node\n/);
      }
    }
  });

  test("finds no dependency cycle between workspaces", () => {
    const graph = workspaceGraph();
    expect(graph.get("@kit/tools")).toContain("@kit/credentials");
    const cycles = findCycles(graph).map((cycle) => cycle.join(" -> "));
    expect(cycles, "workspace dependency cycles").toEqual([]);
  });
});
