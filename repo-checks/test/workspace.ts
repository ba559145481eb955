// The repository's layout, read from disk: its root and its public packages.
import { readdirSync, readFileSync } from "node:fs";
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
