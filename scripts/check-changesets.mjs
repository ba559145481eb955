// Changeset check: a change to a published package's src/ (its tests aside) must come with a
// pending changeset in .changeset/ that names the package, or the change would ship without a
// version bump or a changelog line. Runs on the git repository around the working directory.
//
// What counts as "a change" is the committed diff from a base to HEAD:
// - KIT_CHANGESET_BASE, when set (any commit-ish), for every package;
// - on a branch: the merge base with origin/main (what the branch would bring to main);
// - on main itself (HEAD is in origin/main's history, or there is no origin/main): per package,
//   the last commit that changed the package's "version" (the last `pnpm version-packages`,
//   which also consumed the changesets); a package still at 0.0.0 has never been released, so
//   everything in its src/ counts.
// Usage: node scripts/check-changesets.mjs   (exit 1 naming each package and changed file)
import { execFileSync } from "node:child_process";

const EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";

function git(...args) {
  return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

function tryGit(...args) {
  try {
    return git(...args);
  } catch {
    return undefined;
  }
}

function lines(text) {
  return text ? text.split("\n").filter((line) => line !== "") : [];
}

/** The published packages at HEAD: packages/<dir>/package.json without "private": true. */
function publicPackages() {
  return lines(git("ls-tree", "--name-only", "HEAD", "packages/"))
    .map((directory) => ({ directory, text: tryGit("show", `HEAD:${directory}/package.json`) }))
    .filter(({ text }) => text !== undefined)
    .map(({ directory, text }) => ({ directory, manifest: JSON.parse(text) }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ directory, manifest }) => ({
      directory,
      name: manifest.name,
      version: manifest.version,
    }));
}

/** The package names in one changeset's front matter (`"@kit/tools": minor` lines). */
function changesetPackages(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!match) return [];
  return lines(match[1])
    .map((line) => /^\s*(["']?)([^"':\s][^"':]*)\1\s*:\s*(major|minor|patch|none)\s*$/.exec(line))
    .filter((found) => found !== null)
    .map((found) => found[2]);
}

/** Every package named by a pending changeset at HEAD, with the file that names it. */
function pendingChangesets() {
  const named = new Map();
  for (const path of lines(git("ls-tree", "--name-only", "HEAD", ".changeset/"))) {
    if (!path.endsWith(".md") || path === ".changeset/README.md") continue;
    for (const name of changesetPackages(git("show", `HEAD:${path}`))) named.set(name, path);
  }
  return named;
}

/** The base each package's changes are measured from, and how it was chosen. */
function baseFor(pkg, branchBase) {
  if (branchBase) return branchBase;
  if (pkg.version === "0.0.0") return { ref: EMPTY_TREE, reason: "never released" };
  const bump = git(
    "log",
    "-1",
    "--format=%H",
    "-G",
    '"version"[[:space:]]*:',
    "HEAD",
    "--",
    `${pkg.directory}/package.json`,
  );
  if (!bump) return { ref: EMPTY_TREE, reason: "no version change in history" };
  return { ref: bump, reason: `its last version change, ${bump.slice(0, 9)}` };
}

function branchBase() {
  const fromEnv = process.env.KIT_CHANGESET_BASE;
  if (fromEnv) {
    const ref = tryGit("rev-parse", "--verify", "--quiet", `${fromEnv}^{commit}`);
    if (!ref) throw new Error(`KIT_CHANGESET_BASE="${fromEnv}" is not a commit in this repository`);
    return { ref, reason: `KIT_CHANGESET_BASE=${fromEnv}` };
  }
  const main = tryGit("rev-parse", "--verify", "--quiet", "refs/remotes/origin/main");
  if (!main) return undefined;
  const head = git("rev-parse", "HEAD");
  const mergeBase = git("merge-base", head, main);
  if (mergeBase === head) return undefined; // HEAD is on main: measure from each release
  return { ref: mergeBase, reason: `the merge base with origin/main, ${mergeBase.slice(0, 9)}` };
}

const isTest = (path) => /\.test(-d)?\.ts$/.test(path);

function main() {
  const root = tryGit("rev-parse", "--show-toplevel");
  if (!root) throw new Error("not inside a git repository");
  process.chdir(root);
  const branch = branchBase();
  const named = pendingChangesets();
  const problems = [];
  let checked = 0;
  for (const pkg of publicPackages()) {
    const base = baseFor(pkg, branch);
    const changed = lines(
      git("diff", "--name-only", "--no-renames", base.ref, "HEAD", "--", `${pkg.directory}/src/`),
    ).filter((path) => !isTest(path));
    if (changed.length === 0) continue;
    checked += 1;
    if (named.has(pkg.name)) continue;
    problems.push(
      `${pkg.name}: ${changed.join(", ")} changed (since ${base.reason}) but no .changeset/*.md ` +
        `names ${pkg.name}; run \`pnpm changeset\` and pick ${pkg.name}`,
    );
  }
  if (problems.length > 0) {
    console.error(`check-changesets: ${problems.length} package(s) without a changeset`);
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    process.exit(1);
  }
  const how = branch ? branch.reason : "each package's last release";
  console.log(`check-changesets: ${checked} changed package(s), each with a changeset (${how})`);
}

try {
  main();
} catch (error) {
  console.error(`check-changesets: ${error.message}`);
  process.exit(2);
}
