// Consumer smoke test: packs every package, installs the tarballs into a project outside the
// workspace, imports each package (and @kit/credentials/keyring) as ESM and as CommonJS and runs
// kit-mcp (--help, serve over stdio, serve of a TypeScript module: served where Node.js strips
// types, else the fix named) on Node 20, 22 and 24, runs both bins (kit-mcp, kit-tools)
// as commands, and type-checks an ESM and a CommonJS consumer against the built .d.ts and
// .d.cts. Writes a vitest-like JSON report for the CI totals.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { reportResults } from "./report-results.mjs";

const root = resolve(import.meta.dirname, "..");
const nodeVersions = (process.env.KIT_SMOKE_NODE_VERSIONS ?? "current,22,24").split(",");
const packages = ["schema", "credentials", "tools", "otel", "providers", "mcp"];
const work = mkdtempSync(join(tmpdir(), "kit-consumer-"));
const results = [];

function run(command, args, cwd) {
  return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

function check(name, action) {
  try {
    const output = action();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}${output ? `: ${output.trim()}` : ""}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  ✗ ${name}\n${error.stdout ?? ""}${error.stderr ?? error.message}`);
  }
}

try {
  const tarballs = join(work, "tarballs");
  mkdirSync(tarballs);
  for (const name of packages) {
    run("pnpm", ["pack", "--pack-destination", tarballs], join(root, "packages", name));
  }
  const files = readdirSync(tarballs);
  const spec = (name) =>
    `file:${join(
      tarballs,
      files.find((file) => file.startsWith(`kit-${name}-`)),
    )}`;
  const project = join(work, "project");
  cpSync(join(root, "scripts", "consumer-smoke"), project, { recursive: true });
  const dependencies = Object.fromEntries(packages.map((name) => [`@kit/${name}`, spec(name)]));
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({
      name: "kit-consumer-smoke",
      private: true,
      type: "module",
      dependencies: { ...dependencies, "@opentelemetry/api": "^1.9.0" },
      devDependencies: { typescript: "5.9.3", "@types/node": "^20.19.0" },
      overrides: dependencies,
    }),
  );
  const compilerOptions = {
    module: "node16",
    moduleResolution: "node16",
    strict: true,
    noEmit: true,
    exactOptionalPropertyTypes: true,
    types: ["node"],
  };
  writeFileSync(
    join(project, "tsconfig.json"),
    JSON.stringify({ compilerOptions, files: ["types.ts"] }),
  );
  // CommonJS: the MCP SDK's own CommonJS .d.ts fail under node16 (TS1541, a type-only import of
  // an ES module without 'resolution-mode'), so this one skips lib checks; the ESM check above
  // reads the same declarations (tsup emits .d.ts and .d.cts alike) with lib checks on.
  writeFileSync(
    join(project, "tsconfig.cjs.json"),
    JSON.stringify({
      compilerOptions: { ...compilerOptions, skipLibCheck: true },
      files: ["types-cjs.cts"],
    }),
  );
  run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], project);
  for (const version of nodeVersions) {
    const node = version === "current" ? ["node"] : ["npx", "-y", `node@${version}`];
    const label = version === "current" ? process.version : `node ${version}`;
    check(`ESM import on ${label}`, () => run(node[0], [...node.slice(1), "esm.mjs"], project));
    check(`CommonJS require on ${label}`, () =>
      run(node[0], [...node.slice(1), "cjs.cjs"], project),
    );
    check(`kit-mcp bin (--help, serve over stdio) on ${label}`, () =>
      run(node[0], [...node.slice(1), "mcp-stdio.mjs"], project),
    );
    check(`kit-mcp serve of a TypeScript module (served, or the fix named) on ${label}`, () =>
      run(node[0], [...node.slice(1), "mcp-typescript.mjs"], project),
    );
  }
  // As a user runs them: each bin's link, its executable bit and its shebang.
  for (const [bin, usage] of [
    ["kit-mcp", "Usage:\n  kit-mcp serve"],
    ["kit-tools", "Usage:\n  kit-tools contracts"],
  ]) {
    check(`${bin} --help as a command`, () => {
      const help = run(join(project, "node_modules/.bin", bin), ["--help"], project);
      if (!help.startsWith(usage)) throw new Error(`unexpected help:\n${help}`);
      return "";
    });
  }
  // kit-mcp ships as one file carrying the MCP SDK (its cold start depends on it): it imports
  // nothing but Node.js built-ins and its kit peers, and names the licenses of what it carries.
  check(
    "kit-mcp is one file: it imports only node: built-ins, @kit/tools and @kit/credentials",
    () => {
      const installed = join(project, "node_modules/@kit/mcp/dist");
      const program = readFileSync(join(installed, "cli.js"), "utf8");
      // Its static imports, minified (`import{a}from"x"`) or not (`import { a } from "x";`).
      const imported = [
        ...program.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?"([^"]+)"/g),
      ].map(([, from]) => from);
      const peers = ["@kit/tools", "@kit/credentials"];
      const foreign = imported.filter((from) => !from.startsWith("node:") && !peers.includes(from));
      if (foreign.length > 0 || !imported.includes("@kit/tools")) {
        throw new Error(`kit-mcp imports ${JSON.stringify([...new Set(imported)])}`);
      }
      const licenses = readFileSync(join(installed, "THIRD-PARTY-LICENSES.txt"), "utf8");
      for (const sdk of ["@modelcontextprotocol/server@", "@modelcontextprotocol/client@"]) {
        if (!licenses.includes(sdk)) throw new Error(`no license of ${sdk.slice(0, -1)}`);
      }
      return `${new Set(imported).size} modules imported`;
    },
  );
  check("types of an ES module consumer against the built .d.ts", () =>
    run("npx", ["tsc", "-p", "tsconfig.json"], project),
  );
  check("types of a CommonJS consumer against the built .d.cts", () =>
    run("npx", ["tsc", "-p", "tsconfig.cjs.json"], project),
  );
} catch (error) {
  results.push({ name: "pack and install", ok: false });
  console.log(`  ✗ pack and install\n${error.stderr ?? error.message}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

reportResults("consumer smoke", results, "consumer-smoke");
