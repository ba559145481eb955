// The build of kit-mcp carries other packages' code (the MCP SDK, zod, ajv and their
// dependencies); their licenses ask that their notices travel with it. This esbuild plugin
// writes them, one per package bundled, into a file beside the program.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Options } from "tsup";

type Plugin = NonNullable<Options["esbuildPlugins"]>[number];

// The package directory of a bundled file: the part up to its last node_modules/<name>.
const PACKAGE_DIRECTORY = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//;

/**
 * @param output - the file to write, e.g. `dist/THIRD-PARTY-LICENSES.txt`.
 * @returns the plugin; it fails the build when a bundled package has no license file.
 */
export function thirdPartyLicenses(output: string): Plugin {
  return {
    name: "third-party-licenses",
    setup(build) {
      build.initialOptions.metafile = true;
      build.onEnd((result) => {
        if (result.metafile === undefined) return;
        const directories = new Set<string>();
        for (const input of Object.keys(result.metafile.inputs)) {
          const directory = PACKAGE_DIRECTORY.exec(input)?.[1];
          if (directory !== undefined) directories.add(directory);
        }
        const sections = [...directories].map(licenseSection).sort();
        writeFileSync(
          output,
          `kit-mcp (dist/cli.js) includes the following packages, under their own licenses.\n\n${sections.join("\n\n")}\n`,
        );
      });
    },
  };
}

function licenseSection(directory: string): string {
  const manifest = JSON.parse(readFileSync(join(directory, "package.json"), "utf8")) as {
    name: string;
    version: string;
    license?: string;
  };
  const file = readdirSync(directory).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
  if (file === undefined || !existsSync(join(directory, file))) {
    throw new Error(`${manifest.name} is bundled into kit-mcp but has no license file`);
  }
  const text = readFileSync(join(directory, file), "utf8").trim();
  return `${"-".repeat(72)}\n${manifest.name}@${manifest.version} (${manifest.license ?? "see below"})\n\n${text}`;
}
