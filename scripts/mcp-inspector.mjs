// MCP Inspector check: the official MCP Inspector's command-line mode (pinned below, run on
// Node 22 through npx, as it requires) drives the built kit-mcp over stdio, on this Node: it
// lists a fixture module's tools, calls one, and sends it a bad input. Checks the JSON the
// Inspector prints, and that no kit-mcp process is left behind. Needs packages/mcp/dist (built
// by `pnpm check` before this runs). Writes a vitest-like JSON report for the CI totals.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { reportResults } from "./report-results.mjs";

const INSPECTOR = "@modelcontextprotocol/inspector@2.12.0";
// The Inspector's engines field asks for Node >= 22.19.
const INSPECTOR_NODE = "node@22";
// The first run downloads Node 22 and the Inspector.
const TIMEOUT_MS = 300_000;

const root = resolve(import.meta.dirname, "..");
const cli = join(root, "packages", "mcp", "dist", "cli.js");
const tools = pathToFileURL(join(root, "packages", "tools", "dist", "index.js")).href;
// npm's npx script, run by Node 22's binary (the npx on PATH would run on this Node).
const npx = join(dirname(process.execPath), "npx");
const work = mkdtempSync(join(tmpdir(), "kit-mcp-inspector-"));
const fixture = join(work, "inspector-tools.mjs");
const results = [];

writeFileSync(
  fixture,
  `import { defineTool } from ${JSON.stringify(tools)};
export default [
  defineTool({
    name: "greet",
    description: "Greets someone.",
    effects: { readOnly: true },
    inputSchema: {
      parameters: [
        { name: "who", type: "string" },
        { name: "punctuation", type: "string", required: false, default: "!" },
      ],
    },
    outputSchema: { parameters: [{ name: "greeting", type: "string" }] },
    execute: async ({ who, punctuation }) => ({ greeting: \`Hello, \${who}\${punctuation}\` }),
  }),
  defineTool({ name: "noop", execute: () => ({}) }),
];
`,
);

/**
 * Runs the Inspector's CLI mode against `kit-mcp serve <fixture>` with `args`.
 * @returns its exit code, stdout and stderr; rejects when it does not end in time (after
 * killing its whole process group).
 */
function inspect(args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      "npx",
      [
        "-y",
        INSPECTOR_NODE,
        npx,
        "-y",
        INSPECTOR,
        "--cli",
        process.execPath,
        cli,
        "serve",
        fixture,
        ...args,
      ],
      { cwd: work, detached: true, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      process.kill(-child.pid, "SIGKILL");
      reject(new Error(`no answer in ${TIMEOUT_MS / 1000} s\n${stderr}`));
    }, TIMEOUT_MS);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr });
    });
  });
}

/** The JSON the Inspector printed on stdout, or an error that shows what it printed. */
function printed(run) {
  try {
    return JSON.parse(run.stdout);
  } catch {
    throw new Error(`exit code ${run.code}, stdout not JSON:\n${run.stdout}\n${run.stderr}`);
  }
}

// The Inspector speaks protocol 2025-11-25, whose clients are told each schema's dialect.
const DIALECT = "https://json-schema.org/draft/2020-12/schema";

/** The schema without its `$schema`, which must name JSON Schema 2020-12 when present. */
function withoutDialect(schema, what) {
  const { $schema, ...rest } = schema ?? {};
  if ($schema !== undefined) expectEqual($schema, DIALECT, `${what}'s $schema`);
  return rest;
}

function expectEqual(actual, expected, what) {
  if (!isDeepStrictEqual(actual, expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

async function check(name, action) {
  try {
    await action();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  ✗ ${name}\n${error.message}`);
  }
}

// The kit-mcp processes still running on the fixture (Linux: read from /proc).
function leftBehind() {
  if (!existsSync("/proc")) return [];
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(fixture);
      } catch {
        return false;
      }
    });
}

try {
  await check("tools/list: both tools in order, with schemas and annotations", async () => {
    const run = await inspect(["--method", "tools/list"]);
    const listed = printed(run).tools;
    expectEqual(run.code, 0, "exit code");
    expectEqual(
      listed.map((tool) => tool.name),
      ["greet", "noop"],
      "tool names",
    );
    expectEqual(
      withoutDialect(listed[0].inputSchema, "greet's inputSchema"),
      {
        type: "object",
        properties: { who: { type: "string" }, punctuation: { type: "string", default: "!" } },
        required: ["who"],
      },
      "greet's inputSchema",
    );
    expectEqual(
      withoutDialect(listed[0].outputSchema, "greet's outputSchema"),
      { type: "object", properties: { greeting: { type: "string" } }, required: ["greeting"] },
      "greet's outputSchema",
    );
    expectEqual(listed[0].annotations?.readOnlyHint, true, "greet's readOnlyHint");
    expectEqual(
      withoutDialect(listed[1].inputSchema, "noop's inputSchema"),
      { type: "object" },
      "noop's inputSchema",
    );
  });

  await check("tools/call: structured content with the default applied, and its text", async () => {
    const run = await inspect([
      "--method",
      "tools/call",
      "--tool-name",
      "greet",
      "--tool-arg",
      "who=Ada",
    ]);
    const result = printed(run);
    expectEqual(run.code, 0, "exit code");
    expectEqual(result.structuredContent, { greeting: "Hello, Ada!" }, "structuredContent");
    expectEqual(result.content, [{ type: "text", text: '{"greeting":"Hello, Ada!"}' }], "content");
    expectEqual(result.isError, undefined, "isError");
  });

  await check("tools/call with a number for a string: isError, the problem named", async () => {
    // The Inspector reads a --tool-arg value as JSON when it can: 7 is a number.
    const run = await inspect([
      "--method",
      "tools/call",
      "--tool-name",
      "greet",
      "--tool-arg",
      "who=7",
    ]);
    const result = printed(run);
    expectEqual(result.isError, true, "isError");
    expectEqual(
      result.content,
      [
        {
          type: "text",
          text: "Tool 'greet' input validation failed:\n  Parameter 'who': expected type 'string', got 'integer'\nExpected parameters: who (string, required), punctuation (string, default \"!\")",
        },
      ],
      "content",
    );
    expectEqual(result.structuredContent, undefined, "structuredContent");
  });

  await check("no kit-mcp process left behind", async () => {
    // Each server ends when the Inspector closes its stdin; give the last one up to 20 s (a
    // bound on a hang: a loaded machine can take seconds to end a process).
    for (let attempt = 0; attempt < 200 && leftBehind().length > 0; attempt++) {
      await new Promise((wake) => setTimeout(wake, 100));
    }
    expectEqual(leftBehind(), [], "processes on the fixture");
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}

reportResults(`mcp inspector (${INSPECTOR} on ${INSPECTOR_NODE})`, results, "mcp-inspector");
