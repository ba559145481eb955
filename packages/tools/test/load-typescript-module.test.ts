// loadToolsModule on a TypeScript module as Node.js itself loads it, outside vitest (which
// compiles TypeScript on its own): load-tools-module.ts is bundled to plain JavaScript and run
// by the Node.js running the tests, with no loader. Node 20 cannot load TypeScript and the
// problem names the fix; a Node that strips types loads the module, and names the fix for
// syntax it cannot strip. Run it on other versions with `npx -y node@22 <vitest> run <file>`.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

const SOURCE = fileURLToPath(new URL("../src/tool/load-tools-module.ts", import.meta.url));
// esbuild, as tsx (a dev dependency) carries it: no dependency of its own for one test.
const fromTsx = createRequire(createRequire(import.meta.url).resolve("tsx"));
const esbuild = fromTsx("esbuild") as { build(options: object): Promise<unknown> };

const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
const strips = (process.features as { typescript?: unknown }).typescript;
const stripsByDefault = typeof strips === "string";
const canStrip = major > 22 || (major === 22 && minor >= 6);

let directory = "";

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "kit-load-ts-"));
  await esbuild.build({
    entryPoints: [SOURCE],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: join(directory, "load-tools-module.mjs"),
    logLevel: "silent",
  });
  await writeFile(
    join(directory, "load.mjs"),
    `import { loadToolsModule } from "./load-tools-module.mjs";
const module = await loadToolsModule(process.argv[2]);
process.stdout.write(JSON.stringify("problem" in module ? module : [...module.tools].map((tool) => tool.name)));
`,
  );
  await writeFile(
    join(directory, "tools.ts"),
    `const name: string = "ping";
export const tools: { name: string; execute(): number }[] = [{ name, execute: (): number => 1 }];
`,
  );
  await writeFile(
    join(directory, "enum-tools.ts"),
    `enum Unit { Metric }
export const tools = [{ name: "unit", execute: (): Unit => Unit.Metric }];
`,
  );
});

afterAll(() => rm(directory, { recursive: true, force: true }));

/** Loads a module of the temporary directory as `node load.mjs <module>` does, without a loader. */
function load(module: string): unknown {
  const run = spawnSync(process.execPath, ["load.mjs", module], {
    cwd: directory,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

describe(`a TypeScript module on Node.js ${process.versions.node}`, () => {
  const version = process.versions.node;
  const tsx = (module: string) => `\`node --import tsx load.mjs ${module}\` (npm i -D tsx)`;

  test("loads where Node.js strips types, else the problem names the fix for this version", () => {
    const loaded = load("tools.ts");
    if (stripsByDefault) expect(loaded).toEqual(["ping"]);
    else if (canStrip) {
      expect(loaded).toEqual({
        problem: expect.stringContaining(
          `Node.js ${version} loads TypeScript only with type stripping on: run \`node --experimental-strip-types load.mjs tools.ts\`, or \`node --import tsx load.mjs tools.ts\``,
        ),
      });
    } else {
      expect(loaded).toEqual({
        problem: `cannot load 'tools.ts': Unknown file extension ".ts" for ${join(directory, "tools.ts")}\nNode.js ${version} cannot load TypeScript itself: run ${tsx("tools.ts")}, or build the module to JavaScript.`,
      });
    }
  });

  test("an enum, which type stripping cannot remove: the problem suggests tsx", () => {
    const loaded = load("enum-tools.ts");
    const hint = stripsByDefault
      ? `Node.js ${version} strips types but does not support TypeScript syntax that needs code generated (enums, namespaces, parameter properties): run ${tsx("enum-tools.ts")}`
      : tsx("enum-tools.ts");
    expect(loaded).toEqual({ problem: expect.stringContaining(hint) });
  });
});
