// The first release: every published package goes out at 0.1.0 (none at 0.2.0 or 1.0.0), with
// one pending changeset each, and no private workspace is versioned.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { publicPackages, ROOT } from "./workspace";

interface ReleasePlan {
  releases: { name: string; type: string; newVersion: string; changesets: string[] }[];
}

const scratch = mkdtempSync(join(tmpdir(), "kit-release-plan-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function releasePlan(): ReleasePlan {
  const output = join(scratch, "plan.json");
  execFileSync(join(ROOT, "node_modules/.bin/changeset"), ["status", `--output=${output}`], {
    cwd: ROOT,
    stdio: "pipe",
  });
  return JSON.parse(readFileSync(output, "utf8")) as ReleasePlan;
}

test("every published package is released at 0.1.0 from its one changeset; nothing else is", () => {
  const plan = releasePlan();
  const released = plan.releases.filter((release) => release.type !== "none");
  const names = publicPackages().map(({ manifest }) => manifest.name);
  expect(released.map((release) => release.name).sort()).toEqual([...names].sort());
  for (const release of released) {
    expect(release, release.name).toMatchObject({ type: "minor", newVersion: "0.1.0" });
    expect(release.changesets, release.name).toHaveLength(1);
  }
});

test("each pending changeset is named after the one package it releases", () => {
  const files = readdirSync(join(ROOT, ".changeset")).filter(
    (name) => name.endsWith(".md") && name !== "README.md",
  );
  const names = publicPackages().map(({ manifest }) => manifest.name.replace("@kit/", ""));
  expect(files.sort()).toEqual(names.map((name) => `${name}-initial.md`).sort());
});
