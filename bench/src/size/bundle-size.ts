// Minified + gzipped size of an entry, bundled by esbuild the way an application would.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** What to bundle: the module text, which imports to leave out, and the platform. */
export interface SizeEntry {
  readonly name: string;
  /** An ES module that imports what a user would. */
  readonly code: string;
  readonly external?: readonly string[];
  readonly platform?: "neutral" | "node";
  /** The size target in bytes, for the kit entries that have one. */
  readonly targetBytes?: number;
}

/** Sizes of one bundle, in bytes. */
export interface BundleSize {
  readonly minified: number;
  readonly gzipped: number;
}

/**
 * Bundles an entry with esbuild (minified, tree-shaken, ESM) and gzips it at level 9.
 * @param entry - what to bundle.
 * @param resolveDir - where bare imports resolve from (the bench workspace).
 */
export async function bundleSize(entry: SizeEntry, resolveDir: string): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: entry.code, resolveDir, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: entry.platform ?? "node",
    mainFields: ["module", "main"],
    conditions: ["import", "module", "default"],
    external: [...(entry.external ?? [])],
    write: false,
    logLevel: "silent",
  });
  const bytes = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
}
