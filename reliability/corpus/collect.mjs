// Regenerates mcp-tool-schemas.json: the tools of MCP servers published on npm, as each one
// lists them over stdio. For each server below (its version pinned), installs it into a fresh
// temporary folder (never into the workspace), starts it with the MCP SDK's client, calls
// tools/list (every page), records each tool's input and output schema and closes it.
// Run: `pnpm --filter @kit/reliability corpus:collect` (needs the npm registry, nothing else).
// Servers that cannot list their tools without the network or real credentials are not in the
// list; those tried and left out are named in README.md.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const OUTPUT = join(here, "mcp-tool-schemas.json");
const LIST_TIMEOUT_MS = 60_000;

// A dummy value for servers that only check that a key is set before they list their tools.
const DUMMY = "dummy-key-for-tools-list";

/**
 * The servers, in the order their tools are written. `args` follow the server's bin (`{dir}` is
 * a fresh empty folder), `env` is added to a bare environment, `bin` picks one of several bins.
 */
const SERVERS = [
  { name: "@modelcontextprotocol/server-everything", version: "2026.8.31", args: ["stdio"] },
  { name: "@modelcontextprotocol/server-filesystem", version: "2026.8.31", args: ["{dir}"] },
  {
    name: "@modelcontextprotocol/server-memory",
    version: "2026.8.31",
    env: { MEMORY_FILE_PATH: "{dir}/memory.jsonl" },
  },
  { name: "@modelcontextprotocol/server-sequential-thinking", version: "2026.8.31" },
  {
    name: "@modelcontextprotocol/server-github",
    version: "2025.4.8",
    env: { GITHUB_PERSONAL_ACCESS_TOKEN: DUMMY },
  },
  {
    name: "@modelcontextprotocol/server-postgres",
    version: "0.6.2",
    args: ["postgresql://localhost:1/none"],
  },
  {
    name: "@modelcontextprotocol/server-google-maps",
    version: "0.6.2",
    env: { GOOGLE_MAPS_API_KEY: DUMMY },
  },
  {
    name: "@modelcontextprotocol/server-slack",
    version: "2025.4.25",
    env: { SLACK_BOT_TOKEN: DUMMY, SLACK_TEAM_ID: DUMMY },
  },
  {
    name: "@modelcontextprotocol/server-brave-search",
    version: "0.6.2",
    env: { BRAVE_API_KEY: DUMMY },
  },
  { name: "@modelcontextprotocol/server-puppeteer", version: "2025.5.12" },
  { name: "@playwright/mcp", version: "0.0.83" },
  { name: "chrome-devtools-mcp", version: "1.11.0", bin: "chrome-devtools-mcp" },
  { name: "@upstash/context7-mcp", version: "4.1.1" },
  { name: "@notionhq/notion-mcp-server", version: "2.5.2", env: { NOTION_TOKEN: DUMMY } },
  { name: "mongodb-mcp-server", version: "3.0.4", env: { MDB_MCP_TELEMETRY: "disabled" } },
  { name: "tavily-mcp", version: "0.2.22", env: { TAVILY_API_KEY: DUMMY } },
  { name: "firecrawl-mcp", version: "3.26.0", env: { FIRECRAWL_API_KEY: DUMMY } },
  { name: "@wonderwhy-er/desktop-commander", version: "0.2.52", bin: "desktop-commander" },
  {
    name: "@zereight/mcp-gitlab",
    version: "2.1.64",
    bin: "mcp-gitlab",
    env: { GITLAB_PERSONAL_ACCESS_TOKEN: DUMMY },
  },
  { name: "exa-mcp-server", version: "3.4.1", env: { EXA_API_KEY: DUMMY } },
  {
    name: "@brave/brave-search-mcp-server",
    version: "2.1.4",
    env: { BRAVE_API_KEY: DUMMY },
  },
  {
    name: "figma-developer-mcp",
    version: "0.13.2",
    args: ["--stdio"],
    env: { FIGMA_API_KEY: DUMMY },
  },
  { name: "@circleci/mcp-server-circleci", version: "0.20.0", env: { CIRCLECI_TOKEN: DUMMY } },
  { name: "@executeautomation/playwright-mcp-server", version: "1.0.12" },
  { name: "@perplexity-ai/mcp-server", version: "1.2.1", env: { PERPLEXITY_API_KEY: DUMMY } },
  { name: "@eslint/mcp", version: "0.3.13" },
  { name: "@antv/mcp-server-chart", version: "0.9.10" },
  { name: "mcp-server-code-runner", version: "0.1.8" },
  { name: "@drawio/mcp", version: "1.6.1" },
  { name: "@shortcut/mcp", version: "0.25.0", env: { SHORTCUT_API_TOKEN: DUMMY } },
  { name: "@currents/mcp", version: "2.1.1", env: { CURRENTS_API_KEY: DUMMY } },
  {
    name: "@winor30/mcp-server-datadog",
    version: "1.8.0",
    env: { DATADOG_API_KEY: DUMMY, DATADOG_APP_KEY: DUMMY },
  },
  { name: "@launchdarkly/mcp-server", version: "0.6.2", args: ["start", "--api-key", DUMMY] },
  { name: "@sentry/mcp-server", version: "0.39.0", args: ["--access-token", DUMMY] },
];

/** The MCP SDK's version in the workspace catalog, so the collector speaks what kit tests against. */
async function catalogSdkVersion() {
  const workspace = await readFile(join(here, "../../pnpm-workspace.yaml"), "utf8");
  const found = /"@modelcontextprotocol\/sdk": (\S+)/.exec(workspace);
  if (found === null) throw new Error("pnpm-workspace.yaml has no catalog entry for the MCP SDK");
  return found[1];
}

async function npmInstall(folder, spec) {
  // No install scripts: they download browsers or binaries, which listing tools does not need.
  await run(
    "npm",
    ["install", "--prefix", folder, "--no-audit", "--no-fund", "--ignore-scripts", spec],
    { maxBuffer: 64 * 1024 * 1024 },
  );
}

async function binOf(folder, server) {
  const manifestPath = join(folder, "node_modules", server.name, "package.json");
  const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
  const bins = typeof manifest.bin === "string" ? { main: manifest.bin } : (manifest.bin ?? {});
  const names = Object.keys(bins);
  const name = server.bin ?? (names.length === 1 ? names[0] : undefined);
  if (name === undefined || bins[name] === undefined) {
    throw new Error(`pick one of its bins: ${names.join(", ") || "none"}`);
  }
  return join(folder, "node_modules", server.name, bins[name]);
}

function withTimeout(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took over ${LIST_TIMEOUT_MS} ms`)),
      LIST_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function listTools(sdk, folder, server) {
  const dir = await mkdtemp(join(folder, "dir-"));
  const fill = (text) => text.replaceAll("{dir}", dir);
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: dir,
    NODE_ENV: "production",
    ...Object.fromEntries(
      Object.entries(server.env ?? {}).map(([key, value]) => [key, fill(value)]),
    ),
  };
  const transport = new sdk.StdioClientTransport({
    command: process.execPath,
    args: [await binOf(folder, server), ...(server.args ?? []).map(fill)],
    env,
    cwd: dir,
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-2_000);
  });
  const client = new sdk.Client({ name: "kit-corpus-collector", version: "1.0.0" });
  try {
    await withTimeout(client.connect(transport), "connecting");
    const tools = [];
    let cursor;
    do {
      const page = await withTimeout(client.listTools(cursor ? { cursor } : {}), "tools/list");
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor);
    return tools;
  } catch (error) {
    throw new Error(`${error.message}${stderr ? `\n  stderr: ${stderr.trim().slice(-600)}` : ""}`);
  } finally {
    await client.close().catch(() => {});
  }
}

async function collect(sdk, server) {
  const folder = await mkdtemp(join(tmpdir(), "kit-mcp-corpus-"));
  try {
    await npmInstall(folder, `${server.name}@${server.version}`);
    const tools = await listTools(sdk, folder, server);
    return tools.map((tool) => ({
      server: server.name,
      version: server.version,
      tool: tool.name,
      inputSchema: tool.inputSchema,
      ...(tool.outputSchema === undefined ? {} : { outputSchema: tool.outputSchema }),
    }));
  } finally {
    await removeFolder(folder);
  }
}

// A server's children may still be writing in its folder for a moment after it closed.
async function removeFolder(folder) {
  await rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 }).catch(
    (error) => console.log(`could not remove ${folder}: ${error.message}`),
  );
}

async function main() {
  const only = process.argv.slice(2).filter((argument) => argument !== "--");
  const unknown = only.filter((name) => !SERVERS.some((server) => server.name === name));
  if (unknown.length > 0) throw new Error(`not in the list of servers: ${unknown.join(", ")}`);
  const sdkFolder = await mkdtemp(join(tmpdir(), "kit-mcp-sdk-"));
  await npmInstall(sdkFolder, `@modelcontextprotocol/sdk@${await catalogSdkVersion()}`);
  const load = createRequire(join(sdkFolder, "package.json"));
  const importSdk = (path) => import(pathToFileURL(load.resolve(path)).href);
  const sdk = {
    ...(await importSdk("@modelcontextprotocol/sdk/client/index.js")),
    ...(await importSdk("@modelcontextprotocol/sdk/client/stdio.js")),
  };
  const entries = [];
  const failed = [];
  for (const server of SERVERS.filter((each) => only.length === 0 || only.includes(each.name))) {
    try {
      const tools = await collect(sdk, server);
      entries.push(...tools);
      console.log(`${server.name}@${server.version}: ${tools.length} tools`);
    } catch (error) {
      failed.push(server.name);
      console.log(`${server.name}@${server.version}: left out: ${error.message}`);
    }
  }
  await removeFolder(sdkFolder);
  // Named servers replace their own entries in the file and leave the others as they were.
  const collected = new Set(entries.map((entry) => entry.server));
  const kept = only.length === 0 ? [] : await previousEntries();
  const order = (entry) => SERVERS.findIndex((server) => server.name === entry.server);
  const others = kept.filter((entry) => order(entry) >= 0 && !collected.has(entry.server));
  const all = [...others, ...entries].sort((a, b) => order(a) - order(b));
  await writeFile(OUTPUT, toJSONLines(all));
  const servers = new Set(all.map((entry) => entry.server)).size;
  console.log(
    `${all.length} tools from ${servers} servers; left out: ${failed.join(", ") || "none"}`,
  );
}

// A JSON array with one entry a line: a change to a tool is a change to its line.
function toJSONLines(entries) {
  return `[\n${entries.map((entry) => JSON.stringify(entry)).join(",\n")}\n]\n`;
}

async function previousEntries() {
  try {
    return JSON.parse(await readFile(OUTPUT, "utf8"));
  } catch {
    return [];
  }
}

await main();
// A server that ignored its closed stdin must not keep the collector running.
process.exit(0);
