// docs/getting-started.md as a reader who starts from `tsc --init` has it: the page's
// tsconfig.json (taken from the page, so the two cannot drift apart) and its tools.ts and main.ts
// type-check as a project of their own. The files are placed in examples/, whose node_modules
// holds the packages the page installs. examples/test/getting-started.test.ts runs them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { tsBlocks } from "@kit/test-support";
import { describe, expect, test } from "vitest";
import { typeCheckProject } from "./type-check-project";
import { ROOT } from "./workspace";

const page = readFileSync(join(ROOT, "docs/getting-started.md"), "utf8");
const tsconfig = [...page.matchAll(/```json\n([\s\S]*?)```/g)]
  .map((block) => block[1] ?? "")
  .find((block) => block.includes('"compilerOptions"'));

// The reader's files: each block's first line names its file, and the block goes at its end.
const files = new Map<string, string>();
for (const block of tsBlocks(page)) {
  const file = /^\/\/ (\w+\.ts)\n/.exec(block)?.[1];
  if (file === undefined) throw new Error(`a block does not name its file:\n${block}`);
  files.set(file, `${files.get(file) ?? ""}${block}\n`);
}
const directory = join(ROOT, "examples", ".getting-started", "tsconfig-check");

describe("docs/getting-started.md's tsconfig.json", () => {
  test("is on the page, with the module settings of tsc --init for Node.js", () => {
    expect(tsconfig).toBeDefined();
    const { compilerOptions } = JSON.parse(tsconfig ?? "{}") as {
      compilerOptions: Record<string, unknown>;
    };
    expect(compilerOptions).toMatchObject({
      module: "nodenext",
      moduleResolution: "nodenext",
      strict: true,
    });
    expect(String(compilerOptions.target)).toMatch(/^es20(2[2-9]|[3-9]\d)$|^esnext$/i);
  });

  test("type-checks the page's tools.ts and main.ts as a project", () => {
    expect([...files.keys()]).toEqual(["tools.ts", "main.ts"]);
    expect(typeCheckProject({ directory, tsconfig: tsconfig ?? "", files })).toEqual([]);
  });

  test("would refuse main.ts importing ./tools without its .ts ending", () => {
    const main = files.get("main.ts") ?? "";
    expect(main).toContain('from "./tools.ts"');
    const extensionless = new Map(files).set("main.ts", main.replace('"./tools.ts"', '"./tools"'));
    const problems = typeCheckProject({
      directory,
      tsconfig: tsconfig ?? "",
      files: extensionless,
    });
    expect(problems[0]).toMatch(
      /^main\.ts \(line 2\): Relative import paths need explicit file extensions in ECMAScript imports/,
    );
  });
});
