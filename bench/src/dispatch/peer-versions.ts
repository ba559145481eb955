// The installed versions of the peers and the Node.js range each declares, read from their
// package.json files (found by walking up from each resolved entry, since some packages do
// not export their package.json).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** One installed package: its version and the Node.js range it declares, if any. */
export interface InstalledPackage {
  readonly name: string;
  readonly version: string;
  readonly node: string | undefined;
  /** The file the next package of a chain is resolved from. */
  readonly entry: string;
}

interface Manifest {
  readonly name?: string;
  readonly version?: string;
  readonly engines?: { readonly node?: string };
}

/**
 * Finds a package as `from` (a file) resolves it.
 * @throws Error when it is not installed or its package.json is not found.
 */
function installedPackage(name: string, from: string): InstalledPackage {
  const entry = createRequire(from).resolve(name);
  for (let folder = dirname(entry); folder !== dirname(folder); folder = dirname(folder)) {
    const file = join(folder, "package.json");
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
    if (manifest.name === name) {
      return { name, version: manifest.version ?? "?", node: manifest.engines?.node, entry };
    }
  }
  throw new Error(`no package.json found for ${name}`);
}

/**
 * A chain of packages, each resolved from the one before (the first from `from`), e.g. a
 * framework, its core, and the SDK the core depends on.
 */
export function installedChain(names: readonly string[], from: string): InstalledPackage[] {
  const found: InstalledPackage[] = [];
  let parent = from;
  for (const name of names) {
    const next = installedPackage(name, parent);
    found.push(next);
    parent = next.entry;
  }
  return found;
}

/** The lowest Node.js major a range of the form `>=N...` admits, or undefined for other forms. */
export function lowestNodeMajor(range: string | undefined): number | undefined {
  const match = range === undefined ? null : /^\s*>=?\s*v?(\d+)/.exec(range);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
