// Runs the opening example of docs/credentials.md, so the page cannot rot.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";

const page = fileURLToPath(new URL("../../../docs/credentials.md", import.meta.url));
const source = fileURLToPath(new URL("../src/index.ts", import.meta.url));

describe("docs/credentials.md", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete process.env.KIT_CREDENTIAL_WEATHER_API_KEY;
  });

  it("opens with an example that runs and prints what it says", async () => {
    const markdown = await readFile(page, "utf8");
    const example = /```ts\n([\s\S]*?)```/.exec(markdown)?.[1];
    expect(example).toContain('from "@kit/credentials"');
    const directory = await mkdtemp(join(tmpdir(), "kit-docs-"));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const file = join(directory, "example.ts");
      await writeFile(file, example!.replace('"@kit/credentials"', JSON.stringify(source)));
      await import(/* @vite-ignore */ file);
      expect(log).toHaveBeenCalledWith(["weather-api-key", "search-api-key"]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
