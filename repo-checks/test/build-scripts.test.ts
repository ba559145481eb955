// The build that a root script runs before its work (`pnpm demo`, the smoke checks, the bench)
// says what it does: turbo's "Running build in N packages" counts the packages in scope, its
// "N successful" the tasks that ran, so every package in scope must have a build to run (the
// test-only workspaces, reached through devDependencies, are left out by name).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "./workspace";

const scripts = (
  JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;
const builds = Object.entries(scripts).flatMap(([name, script]) =>
  [...script.matchAll(/turbo run build ((?:--filter=\S+ ?)+)/g)].map((match) => ({
    name,
    filters: (match[1] ?? "").trim().split(" "),
  })),
);

interface DryRun {
  readonly packages: readonly string[];
  readonly tasks: readonly { readonly taskId: string; readonly command: string }[];
}

describe.each(builds)("pnpm $name's build", ({ filters }) => {
  test("builds every package it counts", () => {
    const dry = JSON.parse(
      execFileSync(
        join(ROOT, "node_modules/.bin/turbo"),
        ["run", "build", ...filters, "--dry=json"],
        {
          cwd: ROOT,
          encoding: "utf8",
          maxBuffer: 64 * 1024 * 1024,
        },
      ),
    ) as DryRun;
    const built = dry.tasks
      .filter((task) => task.command !== "<NONEXISTENT>")
      .map((task) => task.taskId.replace(/#build$/, ""));
    expect(built.length).toBeGreaterThan(0);
    expect([...dry.packages].sort()).toEqual(built.sort());
  });
});

test("the scripts that build are found", () => {
  expect(builds.map(({ name }) => name)).toEqual(
    expect.arrayContaining(["demo", "smoke:registry", "bench"]),
  );
});
