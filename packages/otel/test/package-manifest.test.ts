// @kit/otel plugs into the application's own @kit/tools and @opentelemetry/api, so it takes
// them as peer dependencies (and as dev dependencies for its tests), never as dependencies
// that would install a second copy next to the application's.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const read = async (): Promise<Manifest> =>
  JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8")) as Manifest;

describe("package.json", () => {
  it("takes @kit/tools and @opentelemetry/api as peers, never as dependencies", async () => {
    const manifest = await read();
    for (const name of ["@kit/tools", "@opentelemetry/api"]) {
      expect(manifest.peerDependencies).toHaveProperty([name]);
      expect(manifest.devDependencies).toHaveProperty([name]);
      expect(manifest.dependencies ?? {}).not.toHaveProperty([name]);
    }
  });
});
