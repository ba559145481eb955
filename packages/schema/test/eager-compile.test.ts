// The functions a schema's first build and validation run are written `(function ...)`, which
// V8 compiles when the module loads instead of on first use (about 0.3 ms less for the first
// schema in a fresh process). The formatter and the bundler must both leave the parentheses.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, test } from "vitest";

const source = fileURLToPath(new URL("../src", import.meta.url));
const MARK = "// biome-ignore format: parenthesized so that V8 compiles it";

/** The names declared right after the mark, file by file (tests excluded). */
function markedNames(): string[] {
  const names: string[] = [];
  const files = readdirSync(source, { recursive: true, encoding: "utf8" }).filter((name) =>
    /^(?:[\w-]+\/)*[^./]+\.ts$/.test(name),
  );
  for (const file of files) {
    const lines = readFileSync(`${source}/${file}`, "utf8").split("\n");
    lines.forEach((line, index) => {
      if (!line.trim().startsWith(MARK)) return;
      const declaration = lines.slice(index + 1, index + 3).join("\n");
      const name = /(?:const (\w+) = |return )\(function(?: (\w+))?/.exec(declaration);
      expect(name, `${file}:${index + 2} must declare a parenthesized function`).not.toBeNull();
      names.push(name?.[1] ?? name?.[2] ?? "");
    });
  }
  return names;
}

describe("functions compiled when the module loads", () => {
  test("the first build and validation path is marked", () => {
    expect(markedNames()).toEqual(
      expect.arrayContaining([
        "isDictionary",
        "readParameters",
        "readParameter",
        "readStrict",
        "isParameterType",
        "matchesType",
        "setOwn",
        "interpretCheck",
        "check",
      ]),
    );
  });

  test("the bundle keeps every marked function parenthesized", async () => {
    const { outputFiles } = await build({
      entryPoints: [`${source}/index.ts`],
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      write: false,
    });
    const bundle = outputFiles[0]?.text ?? "";
    for (const name of markedNames()) {
      const written = name === "check" ? "return (function check(" : `var ${name} = (function(`;
      expect(bundle, name).toContain(written);
    }
  });
});
