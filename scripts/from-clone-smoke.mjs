// The README's one command for using kit before its first release, run as a user would: a fresh
// app (npm init), `node scripts/install-from-clone.mjs <app> @kit/tools @kit/schema
// @kit/credentials`, then a call through the installed packages, as ESM. Fails on any difference.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const readme = readFileSync(join(root, "README.md"), "utf8");
// The command as the README gives it, so that the two cannot drift apart.
const line = /^node scripts\/install-from-clone\.mjs \S+ (.+)$/m.exec(readme);
if (line === null) throw new Error("README.md gives no install-from-clone command");
const packages = line[1].trim().split(/\s+/);
const app = mkdtempSync(join(tmpdir(), "kit-from-clone-"));
try {
  execFileSync("npm", ["init", "-y"], { cwd: app, stdio: "ignore" });
  execFileSync(process.execPath, [join(root, "scripts/install-from-clone.mjs"), app, ...packages], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  writeFileSync(
    join(app, "main.mjs"),
    `import { defineTool, ToolExecutor } from "@kit/tools";
const add = defineTool({
  name: "add",
  inputSchema: { parameters: [{ name: "a", type: "integer" }, { name: "b", type: "integer" }] },
  execute: ({ a, b }) => ({ sum: a + b }),
});
const result = await new ToolExecutor().execute(add, { a: 2, b: 3 });
console.log(JSON.stringify(result.output));
`,
  );
  const printed = execFileSync(process.execPath, ["main.mjs"], { cwd: app }).toString().trim();
  if (printed !== '{"sum":5}') throw new Error(`the installed packages printed ${printed}`);
  console.log(`from-clone smoke: ${packages.join(" ")} installed from the clone and ran`);
} finally {
  rmSync(app, { recursive: true, force: true });
}
