// The one build every package shares: ESM + CommonJS + .d.ts through tsup.
import type { Options } from "tsup";

/**
 * Builds the tsup options of one package.
 * @param entry - the package's entry files, one per subpath export.
 * @returns the options.
 */
export function defineKitBuild(entry: string[] = ["src/index.ts"]): Options {
  return {
    entry,
    format: ["esm", "cjs"],
    dts: true,
    // Resolves sibling packages from their dist, not their sources.
    tsconfig: "tsconfig.build.json",
    target: "node20",
    clean: true,
    sourcemap: true,
    // Keep "node:" specifiers: bundlers for edge runtimes resolve those, not bare "events".
    removeNodeProtocol: false,
  };
}
