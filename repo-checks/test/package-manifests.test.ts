// What every published package's manifest promises: a package that plugs into another kit
// package takes it as a peer, so an app never installs two copies of the executor.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { publicPackages } from "./workspace";

// The packages others plug into; the core packages among themselves use plain dependencies.
const PLUGGED_INTO = ["@kit/tools"];
const CORE = new Set(["@kit/schema", "@kit/credentials", "@kit/tools"]);

function importsOf(directory: string): Set<string> {
  const found = new Set<string>();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/(?<!\.test(-d)?)\.ts$/.test(entry.name)) {
        for (const match of readFileSync(path, "utf8").matchAll(/from "(@kit\/[a-z-]+)/g)) {
          found.add(match[1] as string);
        }
      }
    }
  };
  walk(join(directory, "src"));
  return found;
}

const packages = publicPackages().map(({ directory, manifest }) => ({
  name: manifest.name,
  directory,
  manifest,
  imports: importsOf(directory),
}));
const plugins = packages.filter(
  ({ name, imports }) => !CORE.has(name) && imports.has("@kit/tools"),
);

test.each(packages)(
  "$name declares every kit package its source imports",
  ({ manifest, imports }) => {
    const declared = { ...manifest.dependencies, ...manifest.peerDependencies };
    for (const imported of imports) {
      if (imported === manifest.name) continue;
      expect(declared, `${manifest.name} imports ${imported}`).toHaveProperty([imported]);
    }
  },
);

test.each(plugins)(
  "$name takes what it plugs into as a peer (and a dev dependency for its tests), never as a dependency",
  ({ manifest, imports }) => {
    for (const host of PLUGGED_INTO.filter((name) => imports.has(name))) {
      expect(manifest.dependencies ?? {}).not.toHaveProperty([host]);
      expect(manifest.peerDependencies ?? {}).toHaveProperty([host]);
      expect(manifest.devDependencies ?? {}).toHaveProperty([host]);
    }
  },
);

test("the check sees the packages that plug into @kit/tools", () => {
  expect(plugins.map(({ name }) => name)).toContain("@kit/otel");
});
