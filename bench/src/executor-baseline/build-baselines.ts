// Builds @kit/tools as of two commits into single ESM files, the same way for both: its
// sources and those of @kit/schema and @kit/credentials at that commit (`git archive`, never
// the working tree, where others may be editing), bundled by esbuild. Written under
// node_modules/.cache, as the MCP part's scripts are: nothing built is committed.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const REPOSITORY = fileURLToPath(new URL("../../..", import.meta.url));
const CACHE = fileURLToPath(
  new URL("../../node_modules/.cache/kit-executor-baselines", import.meta.url),
);
const PACKAGES = ["tools", "schema", "credentials"] as const;

/** The commit before the rich-calls change (progress, log, elicit, sample, content parts). */
export const BASELINE_COMMIT = "37c28c0";

/**
 * Bundles @kit/tools of `commit` (a commit name git understands, such as HEAD).
 * @returns the path of the bundle, an ES module.
 */
export async function buildToolsAt(commit: string): Promise<string> {
  const sha = execFileSync("git", ["rev-parse", "--short", commit], { cwd: REPOSITORY })
    .toString()
    .trim();
  const folder = join(CACHE, sha);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const archive = execFileSync(
    "git",
    ["archive", "--format=tar", sha, ...PACKAGES.map((name) => `packages/${name}/src`)],
    { cwd: REPOSITORY, maxBuffer: 64 * 1024 * 1024 },
  );
  execFileSync("tar", ["-x", "-C", folder], { input: archive });
  const outfile = join(folder, "tools.js");
  await build({
    entryPoints: [join(folder, "packages/tools/src/index.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outfile,
    logLevel: "error",
    alias: {
      "@kit/schema": join(folder, "packages/schema/src/index.ts"),
      "@kit/credentials": join(folder, "packages/credentials/src/index.ts"),
    },
  });
  return outfile;
}
