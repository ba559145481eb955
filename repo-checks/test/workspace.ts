// The repository's layout, read from disk: its root, its public packages and all its workspaces.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const ROOT: string = fileURLToPath(new URL("../../", import.meta.url));

/** The parts of a package.json these checks read. */
export interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
  readonly bin?: string | Readonly<Record<string, string>>;
}

/** One published package: its folder and manifest. */
export interface PublicPackage {
  readonly directory: string;
  readonly manifest: Manifest;
}

/** Every package under packages/, in folder order. */
export function publicPackages(): PublicPackage[] {
  const parent = join(ROOT, "packages");
  return readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const directory = join(parent, entry.name);
      const manifest = JSON.parse(
        readFileSync(join(directory, "package.json"), "utf8"),
      ) as Manifest;
      return { directory, manifest };
    });
}

/**
 * Every workspace that pnpm-workspace.yaml lists (a folder, or `<folder>/*` for each folder
 * under it with a package.json), the root not included.
 */
export function workspaces(): PublicPackage[] {
  const listing = readFileSync(join(ROOT, "pnpm-workspace.yaml"), "utf8");
  const block = /^packages:\n((?:[ \t]+-[^\n]*\n?)+)/m.exec(listing)?.[1] ?? "";
  const patterns = [...block.matchAll(/-\s*["']?([^"'\s#]+)/g)].map(([, pattern]) => pattern);
  const folders = patterns.flatMap((pattern) => {
    if (!pattern?.endsWith("/*")) return pattern ? [join(ROOT, pattern)] : [];
    const parent = join(ROOT, pattern.slice(0, -2));
    return readdirSync(parent, { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(join(parent, entry.name, "package.json")),
      )
      .map((entry) => join(parent, entry.name));
  });
  return folders.map((directory) => ({
    directory,
    manifest: JSON.parse(readFileSync(join(directory, "package.json"), "utf8")) as Manifest,
  }));
}
