// MCP conformance check: the official conformance suite's server scenarios (pinned below, run on
// Node 22 through npx, as it requires) against the built kit-mcp serving
// packages/mcp/test/fixtures/conformance-tools.ts over Streamable HTTP, on a free loopback port.
//
// The suite's client cannot send a bearer token, so kit-mcp runs with --no-auth: allowed only on
// a loopback host, and then every request needs a loopback Host and Origin (the
// dns-rebinding-protection scenario checks exactly that). It runs with --poll-after 1000, so that
// a call still running after a second has its event stream closed and the client resumes it with
// GET and Last-Event-ID (server-sse-polling's test_reconnection takes two seconds; the other
// scenarios' calls end well before). Needs packages/mcp/dist and
// packages/tools/dist (built by `pnpm check` before this runs). Prints each scenario's result,
// fails on a scenario that fails, unless it is listed in NOT_YET, and on one of NOT_YET that now
// passes (take it out of the list), and writes a vitest-like JSON report for the CI totals.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  CONFORMANCE,
  CONFORMANCE_NODE,
  ProcessGroup,
  resolveSuite,
  runScenarios,
} from "./conformance-suite.mjs";
import { reportResults } from "./report-results.mjs";

// How long kit-mcp may take to listen (a bound on a hang; it takes a second or two).
const TIMEOUT_MS = 300_000;

/** The server scenarios of the suite that concern a tools server, in the suite's order. */
const SCENARIOS = [
  "server-initialize",
  "logging-set-level",
  "ping",
  "tools-list",
  "tools-call-simple-text",
  "tools-call-image",
  "tools-call-audio",
  "tools-call-embedded-resource",
  "tools-call-mixed-content",
  "tools-call-with-logging",
  "tools-call-error",
  "tools-call-with-progress",
  "tools-call-sampling",
  "tools-call-elicitation",
  "json-schema-2020-12",
  "elicitation-sep1034-defaults",
  "server-sse-polling",
  "server-sse-multiple-streams",
  "elicitation-sep1330-enums",
  "dns-rebinding-protection",
];

/**
 * The scenarios kit does not pass yet: reported as "not yet", and the check fails once one of
 * them passes (take it out of this list); every other scenario must pass. None today.
 */
const NOT_YET = new Set([]);

const root = resolve(import.meta.dirname, "..");
const mcpPackage = join(root, "packages", "mcp");
const cli = join(mcpPackage, "dist", "cli.js");
const module = join(mcpPackage, "test", "fixtures", "conformance-tools.ts");
const work = mkdtempSync(join(tmpdir(), "kit-mcp-conformance-"));
const group = new ProcessGroup(work);

/** Starts kit-mcp --http --no-auth on a free loopback port; resolves with it and its URL. */
function startKitMcp() {
  const env = { ...process.env };
  // --no-auth refuses to start beside a token.
  delete env.KIT_MCP_TOKEN;
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      cli,
      "serve",
      module,
      "--http",
      "--no-auth",
      "--host",
      "127.0.0.1",
      "--port",
      "0",
      "--poll-after",
      "1000",
    ],
    { cwd: mcpPackage, env, detached: true, stdio: ["ignore", "ignore", "pipe"] },
  );
  group.track(child);
  return new Promise((resolvePromise, reject) => {
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (text) => {
      stderr += text;
      const match = /serving \d+ tools? at (http:\/\/\S+)\n/.exec(stderr);
      if (match) resolvePromise({ child, url: match[1], stderr: () => stderr });
    });
    child.once("close", (code) => reject(new Error(`kit-mcp exited (code ${code}):\n${stderr}`)));
    setTimeout(
      () => reject(new Error(`kit-mcp did not listen in ${TIMEOUT_MS / 1000} s:\n${stderr}`)),
      TIMEOUT_MS,
    ).unref();
  });
}

/**
 * One scenario's checks, read from the suite's checks.json. Passed means at least one check
 * succeeded and none failed: a scenario whose checks only warn (the server lacks what it tests)
 * has not passed.
 */
async function runScenario(suite, url, scenario) {
  const output = join(work, scenario);
  const result = await group.run(suite.node, [
    suite.bin,
    "server",
    "--url",
    url,
    "--scenario",
    scenario,
    "--output-dir",
    output,
  ]);
  let checks = [];
  try {
    const [directory] = readdirSync(output);
    checks = JSON.parse(readFileSync(join(output, directory, "checks.json"), "utf8"));
  } catch {
    return {
      passed: false,
      why: `no checks.json (code ${result.code})\n${result.stdout}${result.stderr}`,
    };
  }
  const failures = checks.filter((check) => check.status === "FAILURE");
  const successes = checks.filter((check) => check.status === "SUCCESS");
  const warnings = checks.filter((check) => check.status === "WARNING");
  const passed = failures.length === 0 && successes.length > 0;
  const why = [...failures, ...(successes.length === 0 ? warnings : [])]
    .map(
      (check) =>
        `${check.id}: ${check.errorMessage ?? check.details?.message ?? check.description}`,
    )
    .join("; ");
  return { passed, why: why || (passed ? "" : "no check succeeded") };
}

let results = [];
let server;
try {
  const suite = await resolveSuite(group);
  server = await startKitMcp();
  console.log(`${CONFORMANCE} on ${CONFORMANCE_NODE} against ${server.url} (kit-mcp --no-auth)`);
  results = await runScenarios(SCENARIOS, NOT_YET, "scripts/mcp-conformance.mjs", (scenario) =>
    runScenario(suite, server.url, scenario),
  );
} catch (error) {
  results.push({ name: "the suite ran", ok: false });
  console.log(`  ✗ the suite ran: ${error.message}`);
} finally {
  await group.stopAll();
  rmSync(work, { recursive: true, force: true });
}

reportResults(
  `mcp conformance (${CONFORMANCE} on ${CONFORMANCE_NODE})`,
  results,
  "mcp-conformance",
);
