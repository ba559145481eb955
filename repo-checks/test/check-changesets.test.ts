// scripts/check-changesets.mjs against small git repositories made here: a change to a published
// package's src/ fails without a changeset naming that package and passes with one.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { ROOT } from "./workspace";

const SCRIPT = join(ROOT, "scripts/check-changesets.mjs");
const repositories: string[] = [];
afterEach(() => {
  for (const repository of repositories.splice(0)) {
    rmSync(repository, { recursive: true, force: true });
  }
});

interface Outcome {
  readonly status: number;
  readonly output: string;
}

/** A scratch repository on main with two published packages (a, b) and a private one. */
function repository(): { git: (...args: string[]) => string; write: Write; run: Run } {
  const directory = mkdtempSync(join(tmpdir(), "kit-changesets-"));
  repositories.push(directory);
  const { KIT_CHANGESET_BASE: _inherited, ...inherited } = process.env;
  const env = { ...inherited, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" };
  const git = (...args: string[]): string =>
    execFileSync("git", ["-c", "user.name=kit", "-c", "user.email=kit@example.com", ...args], {
      cwd: directory,
      encoding: "utf8",
      env,
    }).trim();
  const write: Write = (files, message) => {
    for (const [path, text] of Object.entries(files)) {
      const file = join(directory, path);
      if (text === null) {
        git("rm", "-q", path);
        continue;
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
      git("add", path);
    }
    git("commit", "-q", "-m", message);
  };
  const run: Run = (extraEnv = {}) => {
    try {
      const output = execFileSync(process.execPath, [SCRIPT], {
        cwd: join(directory, "packages"),
        encoding: "utf8",
        env: { ...env, ...extraEnv },
        stdio: ["ignore", "pipe", "pipe"],
      });
      return { status: 0, output };
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string };
      return { status: failed.status, output: failed.stdout + failed.stderr };
    }
  };
  git("init", "-q", "-b", "main");
  write(
    {
      "packages/a/package.json": manifest("@kit/a", "0.0.0"),
      "packages/a/src/index.ts": "export const a = 1;\n",
      "packages/b/package.json": manifest("@kit/b", "0.0.0"),
      "packages/b/src/index.ts": "export const b = 1;\n",
      "packages/internal/package.json": JSON.stringify({ name: "@kit/internal", private: true }),
      "packages/internal/src/index.ts": "export const c = 1;\n",
      ".changeset/README.md": "# Changesets\n",
      ".changeset/a-initial.md": changeset("@kit/a"),
      ".changeset/b-initial.md": changeset("@kit/b"),
    },
    "initial: two unreleased packages, each with its changeset",
  );
  return { git, write, run };
}

type Write = (files: Record<string, string | null>, message: string) => void;
type Run = (env?: Record<string, string>) => Outcome;

function manifest(name: string, version: string): string {
  return `${JSON.stringify({ name, version, type: "module" }, null, 2)}\n`;
}

function changeset(...names: string[]): string {
  return `---\n${names.map((name) => `"${name}": minor`).join("\n")}\n---\n\nA change.\n`;
}

/** Releases both packages as `pnpm version-packages` would: bump, consume the changesets. */
function release(write: Write): void {
  write(
    {
      "packages/a/package.json": manifest("@kit/a", "0.1.0"),
      "packages/b/package.json": manifest("@kit/b", "0.1.0"),
      ".changeset/a-initial.md": null,
      ".changeset/b-initial.md": null,
    },
    "version packages",
  );
}

/** Starts a branch off main, with origin/main where main is. */
function branch(git: (...args: string[]) => string): void {
  git("update-ref", "refs/remotes/origin/main", "HEAD");
  git("checkout", "-q", "-b", "feature");
}

test("on a branch, a change to a package's src without a changeset fails, naming the package and the file", () => {
  const { git, write, run } = repository();
  release(write);
  branch(git);
  write({ "packages/a/src/format.ts": "export const f = 2;\n" }, "a: format");
  const outcome = run();
  expect(outcome.status).toBe(1);
  expect(outcome.output).toContain("@kit/a: packages/a/src/format.ts changed");
  expect(outcome.output).toContain("the merge base with origin/main");
  expect(outcome.output).not.toContain("@kit/b");
});

test("on a branch, the same change passes once a changeset names the package", () => {
  const { git, write, run } = repository();
  release(write);
  branch(git);
  write({ "packages/a/src/format.ts": "export const f = 2;\n" }, "a: format");
  write({ ".changeset/brave-fox.md": changeset("@kit/a") }, "changeset for a");
  const outcome = run();
  expect(outcome.output).toContain("1 changed package(s), each with a changeset");
  expect(outcome.status).toBe(0);
});

test("a changeset naming another package does not cover the change", () => {
  const { git, write, run } = repository();
  release(write);
  branch(git);
  write(
    {
      "packages/a/src/index.ts": "export const a = 3;\n",
      "packages/b/src/index.ts": "export const b = 3;\n",
      ".changeset/lazy-dog.md": changeset("@kit/b"),
    },
    "a and b, with a changeset for b alone",
  );
  const outcome = run();
  expect(outcome.status).toBe(1);
  expect(outcome.output).toContain("@kit/a: packages/a/src/index.ts changed");
  expect(outcome.output).not.toContain("@kit/b:");
});

test("tests, type tests, files outside src/ and private packages need no changeset", () => {
  const { git, write, run } = repository();
  release(write);
  branch(git);
  write(
    {
      "packages/a/src/index.test.ts": "test;\n",
      "packages/a/src/index.test-d.ts": "test;\n",
      "packages/a/README.md": "# a\n",
      "packages/internal/src/index.ts": "export const c = 2;\n",
    },
    "tests, docs and a private package",
  );
  const outcome = run();
  expect(outcome.output).toContain("0 changed package(s)");
  expect(outcome.status).toBe(0);
});

test("a deleted or renamed src file counts as a change", () => {
  const { git, write, run } = repository();
  release(write);
  branch(git);
  git("mv", "packages/b/src/index.ts", "packages/b/src/main.ts");
  git("commit", "-q", "-m", "b: rename");
  const outcome = run();
  expect(outcome.status).toBe(1);
  expect(outcome.output).toContain(
    "@kit/b: packages/b/src/index.ts, packages/b/src/main.ts changed",
  );
});

test("on main, each package is measured from its last version change", () => {
  const { write, run } = repository();
  expect(run().status).toBe(0); // unreleased, each with its pending changeset
  release(write);
  expect(run().output).toContain("0 changed package(s)"); // the release's changes are released
  write({ "packages/b/src/index.ts": "export const b = 4;\n" }, "b: after the release");
  const outcome = run();
  expect(outcome.status).toBe(1);
  expect(outcome.output).toContain(
    "@kit/b: packages/b/src/index.ts changed (since its last version change",
  );
  expect(outcome.output).not.toContain("@kit/a");
});

test("on main, an unreleased package (0.0.0) without a changeset fails for all of its src", () => {
  const { write, run } = repository();
  write({ ".changeset/a-initial.md": null }, "drop a's changeset");
  const outcome = run();
  expect(outcome.status).toBe(1);
  expect(outcome.output).toContain(
    "@kit/a: packages/a/src/index.ts changed (since never released)",
  );
});

test("KIT_CHANGESET_BASE sets the base; a base that is not a commit is an error that names it", () => {
  const { git, write, run } = repository();
  release(write);
  const released = git("rev-parse", "HEAD");
  write({ "packages/a/src/index.ts": "export const a = 5;\n" }, "a: change");
  expect(run({ KIT_CHANGESET_BASE: "HEAD" }).output).toContain("0 changed package(s)");
  const outcome = run({ KIT_CHANGESET_BASE: released });
  expect(outcome.status).toBe(1);
  expect(outcome.output).toContain(
    `@kit/a: packages/a/src/index.ts changed (since KIT_CHANGESET_BASE=${released})`,
  );
  const wrong = run({ KIT_CHANGESET_BASE: "no-such-ref" });
  expect(wrong.status).toBe(2);
  expect(wrong.output).toContain('KIT_CHANGESET_BASE="no-such-ref" is not a commit');
});

test("the repository itself passes today: every changed package has its pending changeset", () => {
  const output = execFileSync(process.execPath, [SCRIPT], { cwd: ROOT, encoding: "utf8" });
  expect(output).toMatch(/^check-changesets: \d+ changed package\(s\), each with a changeset/);
});
