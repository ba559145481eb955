// The release, proven end to end: starts a real npm registry (Verdaccio) on 127.0.0.1 with a
// throwaway config and storage, releases every package to it as `pnpm release` would (the
// pending changesets turned into versions by `changeset version`, then `changeset publish`,
// which runs `pnpm publish` and so rewrites the workspace: ranges), then, in a fresh app outside
// the workspace, runs docs/getting-started.md as its reader does: the page's own `npm` lines
// (so the docs and this check cannot drift), its tsconfig.json, tools.ts and main.ts, `npx tsc`,
// main.ts and `kit-mcp serve tools.ts`, on Node 20, 22 and 24. Packages that are not kit's
// (zod, the MCP SDK, tsx, ...) come through the registry from the one this machine is set up
// with (`npm config get registry`). Run after the build (`pnpm smoke:registry` builds first);
// every command has a time limit and Verdaccio is stopped at the end. Writes a vitest-like
// JSON report for the CI totals.
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { reportResults } from "./report-results.mjs";

const root = resolve(import.meta.dirname, "..");
const nodeVersions = (process.env.KIT_SMOKE_NODE_VERSIONS ?? "current,22,24").split(",");
const work = mkdtempSync(join(tmpdir(), "kit-registry-"));
const page = readFileSync(join(root, "docs/getting-started.md"), "utf8");
const results = [];
const MINUTE = 60_000;

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

/** Runs a command with a time limit; its output, or a throw with it. */
function run(command, args, options) {
  return execFileSync(command, args, {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 5 * MINUTE,
    killSignal: "SIGKILL",
    ...options,
  });
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on("error", fail);
  });
}

/** The page's blocks of one language, in order. */
function blocks(language) {
  return [...page.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, "g"))].map(
    (match) => match[1],
  );
}

/** What a file's console.log lines print, from the `// ` comments under them. */
function expectedOutput(source) {
  const lines = source.split("\n");
  const expected = [];
  lines.forEach((line, index) => {
    if (!/console\.log\(/.test(line)) return;
    for (const next of lines.slice(index + 1)) {
      const comment = /^\s*\/\/ (.*)$/.exec(next);
      if (comment === null) break;
      expected.push(comment[1]);
    }
  });
  return normalize(expected.join("\n"));
}

const normalize = (text) => text.replace(/\s+/g, " ").trim();

/** The release workspace: the repository's manifests and packages, without node_modules. */
function copyWorkspace(release) {
  mkdirSync(release);
  for (const file of ["package.json", "pnpm-workspace.yaml", "pnpm-lock.yaml"]) {
    cpSync(join(root, file), join(release, file));
  }
  cpSync(join(root, ".changeset"), join(release, ".changeset"), { recursive: true });
  const skip = (source) => !/[/\\](node_modules|\.turbo)$/.test(source);
  for (const name of readdirSync(join(root, "packages"))) {
    cpSync(join(root, "packages", name), join(release, "packages", name), {
      recursive: true,
      filter: skip,
    });
  }
  // The private workspaces' manifests only: pnpm publish resolves every workspace: range in a
  // package's manifest, the devDependencies on them included.
  for (const name of ["examples", "bench", "reliability", "test-support", "test-executor"]) {
    mkdirSync(join(release, name));
    cpSync(join(root, name, "package.json"), join(release, name, "package.json"));
  }
  mkdirSync(join(release, "repo-checks"));
  cpSync(join(root, "repo-checks/package.json"), join(release, "repo-checks/package.json"));
}

let verdaccio;
try {
  const port = await freePort();
  const registry = `http://127.0.0.1:${port}/`;
  const upstream = run("npm", ["config", "get", "registry"], { cwd: work }).trim();
  writeFileSync(
    join(work, "verdaccio.yaml"),
    [
      `storage: ${join(work, "storage")}`,
      "auth:",
      "  htpasswd:",
      `    file: ${join(work, "htpasswd")}`,
      "    max_users: 1",
      "uplinks:",
      "  upstream:",
      `    url: ${upstream}`,
      "    timeout: 60s",
      "packages:",
      "  '@kit/*':",
      "    access: $all",
      "    publish: $authenticated",
      "  '**':",
      "    access: $all",
      "    publish: $authenticated",
      "    proxy: upstream",
      "log: { type: stdout, format: pretty, level: error }",
      "web: { enable: false }",
      "",
    ].join("\n"),
  );
  const program = join(root, "node_modules/verdaccio/bin/verdaccio");
  verdaccio = spawn(
    process.execPath,
    [program, "--config", join(work, "verdaccio.yaml"), "--listen", `127.0.0.1:${port}`],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let verdaccioLog = "";
  verdaccio.stdout.on("data", (chunk) => (verdaccioLog += chunk));
  verdaccio.stderr.on("data", (chunk) => (verdaccioLog += chunk));
  for (let tries = 0; ; tries++) {
    const answer = await fetch(`${registry}-/ping`).catch(() => undefined);
    if (answer?.ok) break;
    if (tries > 300) throw new Error(`Verdaccio did not start:\n${verdaccioLog}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  // A user for the release, and an npm configuration of its own (the user's is not read).
  const user = await fetch(`${registry}-/user/org.couchdb.user:release`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "release", password: "release-check-only" }),
  });
  const { token } = await user.json();
  const npmrc = join(work, "npmrc");
  writeFileSync(npmrc, `registry=${registry}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
  const env = { ...process.env, npm_config_userconfig: npmrc, npm_config_registry: registry };
  for (const key of Object.keys(env)) {
    if (/^npm_config_(?!userconfig$|registry$)/i.test(key)) delete env[key];
  }

  // The release, as `pnpm version-packages` then `pnpm release` (whose build has run) do it.
  const release = join(work, "release");
  copyWorkspace(release);
  // pnpm publish reads the versions of workspace: dependencies from the installed packages; the
  // store the repository's own install filled has them all.
  check("pnpm install of the release workspace", () => {
    const flags = ["--offline", "--frozen-lockfile", "--ignore-scripts", "--reporter=silent"];
    run("pnpm", ["install", ...flags, "--filter", "./packages/*"], { cwd: release, env });
    return "";
  });
  const changeset = join(release, "node_modules/.bin/changeset");
  check("changeset version: every package at its first version", () => {
    run(changeset, ["version"], { cwd: release, env });
    const versions = readdirSync(join(release, "packages")).map((name) => {
      const manifest = JSON.parse(readFileSync(join(release, "packages", name, "package.json")));
      return `${manifest.name}@${manifest.version}`;
    });
    if (versions.some((version) => !version.endsWith("@0.1.0"))) {
      throw new Error(versions.join(", "));
    }
    return versions.join(", ");
  });
  check("changeset publish to the registry", () => {
    run(changeset, ["publish", "--no-git-tag"], { cwd: release, env, timeout: 10 * MINUTE });
    return "";
  });
  const names = readdirSync(join(release, "packages")).map((name) => `@kit/${name}`);
  for (const name of names) {
    check(`${name} is on the registry, its ranges rewritten`, () => {
      const manifest = JSON.parse(run("npm", ["view", `${name}@0.1.0`, "--json"], { env }));
      const ranges = JSON.stringify([manifest.dependencies, manifest.peerDependencies]);
      if (ranges.includes("workspace:") || ranges.includes("catalog:")) {
        throw new Error(`${name} was published with ${ranges}`);
      }
      return `${manifest.version} ${ranges === "[null,null]" ? "" : ranges}`;
    });
  }

  // A new app, made with the page's own commands.
  const app = join(work, "app");
  mkdirSync(app);
  const npmLines = blocks("sh")
    .flatMap((block) => block.split("\n"))
    .filter((line) => line.startsWith("npm "));
  for (const line of npmLines) {
    check(`the page's \`${line}\``, () => {
      run("sh", ["-c", line], { cwd: app, env, timeout: 10 * MINUTE });
      return "";
    });
  }
  const files = new Map();
  for (const block of blocks("ts")) {
    const file = /^\/\/ (\w+\.ts)\n/.exec(block)?.[1];
    files.set(file, `${files.get(file) ?? ""}${block}\n`);
  }
  for (const [file, source] of files) writeFileSync(join(app, file), source);
  const tsconfig = blocks("json").find((block) => block.includes('"compilerOptions"'));
  writeFileSync(join(app, "tsconfig.json"), tsconfig);
  check("npx tsc checks tools.ts and main.ts against the published types", () => {
    const output = run("npx", ["tsc"], { cwd: app, env });
    if (output !== "") throw new Error(output);
    return "";
  });
  // Drives `kit-mcp serve tools.ts` with the app's own MCP SDK, as an MCP client would.
  writeFileSync(
    join(app, "call-kit-mcp.mjs"),
    `import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
const transport = new StdioClientTransport({
  command: process.execPath,
  args: process.argv.slice(2),
  env: { ...process.env },
  stderr: "inherit",
});
const client = new Client({ name: "registry-release", version: "1.0.0" });
await client.connect(transport);
const called = await client.callTool({ name: "fetch_weather", arguments: { city: "Oslo" } });
console.log(JSON.stringify(called.structuredContent));
await client.close();
`,
  );
  const expected = expectedOutput(files.get("main.ts"));
  const commands = blocks("sh")
    .flatMap((block) => block.split("\n"))
    .filter((line) => line.startsWith("KIT_CREDENTIAL_WEATHER_API_KEY=your-key "))
    .map((line) => line.split(" ").slice(1));
  const runMain = commands.find(([program]) => program === "npx");
  const serve = commands.find(([program]) => program === "node");
  const appEnv = { ...env, KIT_CREDENTIAL_WEATHER_API_KEY: "a-key-long-enough-to-redact" };
  for (const version of nodeVersions) {
    let node = process.execPath;
    if (version !== "current") {
      node = run("npx", ["-y", `node@${version}`, "-p", "process.execPath"], { cwd: work }).trim();
    }
    const label = `node ${run(node, ["--version"]).trim()}`;
    const strips = run(node, ["-p", "typeof process.features.typescript"]).trim() === "string";
    const onNode = { ...appEnv, PATH: `${dirname(node)}:${process.env.PATH}` };
    // `npx tsx main.ts`: tsx's own command, run by this Node.js.
    const tsx = ["node_modules/tsx/dist/cli.mjs", ...runMain.slice(2)];
    const variants = [[`\`${runMain.join(" ")}\``, tsx]];
    if (strips) variants.push(["`node main.ts`", ["main.ts"]]);
    for (const [shown, args] of variants) {
      check(`${shown} prints what the page says, on ${label}`, () => {
        const output = normalize(run(node, args, { cwd: app, env: onNode }));
        if (output !== expected) throw new Error(`printed:\n${output}\nexpected:\n${expected}`);
        return "";
      });
    }
    const served = [[`\`${serve.join(" ")}\``, serve.slice(1)]];
    if (strips) {
      const withoutTsx = serve.slice(1).filter((arg) => !/^(--import|tsx)$/.test(arg));
      served.push(["without tsx", withoutTsx]);
    }
    for (const [shown, args] of served) {
      check(`kit-mcp serve tools.ts (${shown}) answers a call, on ${label}`, () => {
        const output = run(node, ["call-kit-mcp.mjs", ...args], { cwd: app, env: onNode });
        const answer = JSON.parse(output.trim());
        if (answer.city !== "Oslo" || answer.units !== "metric") throw new Error(output);
        return output;
      });
    }
  }
} catch (error) {
  results.push({ name: "registry release", ok: false });
  console.log(`  ✗ registry release\n${error.stderr ?? error.stack ?? error.message}`);
} finally {
  if (verdaccio !== undefined && verdaccio.exitCode === null) {
    const exited = new Promise((done) => verdaccio.once("exit", done));
    verdaccio.kill("SIGTERM");
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
}

reportResults("registry release", results, "registry-release");
