// MCP conformance check, client side: the official conformance suite's client scenarios (pinned
// below, run on Node 22 through npx, as the server part runs it) against
// packages/mcp/test/fixtures/conformance-client.ts, a client written with kit's public API
// (`@kit/mcp`'s connectMcpServer with `auth`, `@kit/tools`' executor, `@kit/credentials`' memory
// store), run on this Node through tsx. For each scenario the suite starts its own server (and,
// for auth/*, an authorization server), runs the client with the server's URL as the last
// argument and the scenario's name in MCP_CONFORMANCE_SCENARIO, and judges what it saw. The
// suite's verdict stands: its exit code, and checks.json for the reason. Prints each scenario's
// result, fails on a failed scenario unless it is in NOT_YET, and on one of NOT_YET that now
// passes; writes a vitest-like JSON report for the CI totals. Needs packages/*/dist (the client
// imports the built packages, as a user does; `pnpm smoke:mcp-conformance` builds them first).
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { reportResults } from "./report-results.mjs";

const CONFORMANCE = "@modelcontextprotocol/conformance@0.1.16";
// The suite's engines field asks for Node >= 22.
const CONFORMANCE_NODE = "node@22";
// The first run downloads Node 22 and the suite; a scenario takes seconds.
const TIMEOUT_MS = 300_000;
// The suite's own limit on one run of the client (its default is 30 s; tsx compiles on start).
const CLIENT_TIMEOUT_MS = 60_000;

/**
 * The client scenarios of the issue: the basic ones and every auth/* scenario of the 2025-06-18
 * and 2025-11-25 specs (`conformance list --client`; draft and extension ones are left out).
 */
const SCENARIOS = [
  "initialize",
  "tools_call",
  "elicitation-sep1034-client-defaults",
  "sse-retry",
  "auth/metadata-default",
  "auth/metadata-var1",
  "auth/metadata-var2",
  "auth/metadata-var3",
  "auth/basic-cimd",
  "auth/scope-from-www-authenticate",
  "auth/scope-from-scopes-supported",
  "auth/scope-omitted-when-undefined",
  "auth/scope-step-up",
  "auth/scope-retry-limit",
  "auth/token-endpoint-auth-basic",
  "auth/token-endpoint-auth-post",
  "auth/token-endpoint-auth-none",
  "auth/pre-registration",
];

/**
 * The scenarios kit does not pass yet: reported as "not yet", and the check fails once one of
 * them passes (take it out of this list); every other scenario must pass. None today.
 */
const NOT_YET = new Set([]);

const root = resolve(import.meta.dirname, "..");
const mcpPackage = join(root, "packages", "mcp");
const client = join(mcpPackage, "test", "fixtures", "conformance-client.ts");
// tsx's loader, by absolute URL: the suite runs the command from its own directory.
const tsx = pathToFileURL(createRequire(join(mcpPackage, "package.json")).resolve("tsx")).href;
// npm's npx script, run by Node 22's binary (the npx on PATH would run on this Node).
const npx = join(dirname(process.execPath), "npx");
const work = mkdtempSync(join(tmpdir(), "kit-mcp-conformance-client-"));
const children = new Set();

/**
 * Runs a program in its own process group and keeps its output.
 * @returns its exit code, stdout and stderr; rejects when it does not end in time (after
 * killing its whole process group).
 */
function run(command, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd: work,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.add(child);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      stop(child);
      reject(
        new Error(`${command} ${args.join(" ")}: no end in ${TIMEOUT_MS / 1000} s\n${stderr}`),
      );
    }, TIMEOUT_MS);
    child.once("error", (error) => {
      clearTimeout(timer);
      children.delete(child);
      reject(error);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      children.delete(child);
      resolvePromise({ code, stdout, stderr });
    });
  });
}

/** Kills a child's whole process group, if it still runs. */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

/** Node 22's binary and the suite's bin, each fetched by npx once (cached after the first run). */
async function resolveSuite() {
  const node = await run("npx", ["-y", CONFORMANCE_NODE, "-p", "process.execPath"]);
  if (node.code !== 0)
    throw new Error(`npx ${CONFORMANCE_NODE}: code ${node.code}\n${node.stderr}`);
  const bin = await run("npx", [
    "-y",
    CONFORMANCE_NODE,
    npx,
    "-y",
    "-p",
    CONFORMANCE,
    "-c",
    "command -v conformance",
  ]);
  if (bin.code !== 0) throw new Error(`npx ${CONFORMANCE}: code ${bin.code}\n${bin.stderr}`);
  return { node: node.stdout.trim(), bin: bin.stdout.trim() };
}

/** The checks.json the suite wrote somewhere under a directory, or undefined. */
function readChecks(directory) {
  const found = readdirSync(directory, { recursive: true }).find((path) =>
    String(path).endsWith("checks.json"),
  );
  return found === undefined
    ? undefined
    : JSON.parse(readFileSync(join(directory, String(found)), "utf8"));
}

/**
 * One scenario. Passed is the suite's verdict: it exits 0 only when no check failed or warned,
 * the client exited 0 in time, and it wrote its checks.
 */
async function runScenario(suite, scenario) {
  const output = join(work, scenario.replaceAll("/", "_"));
  // The suite splits the command on spaces and runs it in a shell: no path here has a space.
  const command = `${process.execPath} --import ${tsx} ${client}`;
  const result = await run(suite.node, [
    suite.bin,
    "client",
    "--command",
    command,
    "--scenario",
    scenario,
    "--timeout",
    String(CLIENT_TIMEOUT_MS),
    "--output-dir",
    output,
  ]);
  let checks;
  try {
    checks = readChecks(output);
  } catch {
    checks = undefined;
  }
  if (checks === undefined) {
    return {
      passed: false,
      why: `no checks.json (code ${result.code})\n${result.stdout}${result.stderr}`,
    };
  }
  const failures = checks.filter((check) => check.status === "FAILURE");
  const warnings = checks.filter((check) => check.status === "WARNING");
  const passed = result.code === 0 && failures.length === 0 && warnings.length === 0;
  const why = [...failures, ...warnings]
    .map(
      (check) =>
        `${check.id}: ${check.errorMessage ?? check.details?.message ?? check.description}`,
    )
    .join("; ");
  const exit = result.code === 0 ? "" : `the suite exited ${result.code}`;
  const clientOutput = /Stderr:\n([\s\S]*?)\n(?:Results saved|Checks:)/.exec(result.stderr)?.[1];
  return {
    passed,
    why: passed ? "" : [why, exit, clientOutput?.trim().slice(0, 2000)].filter(Boolean).join("; "),
  };
}

const results = [];
try {
  const suite = await resolveSuite();
  console.log(
    `${CONFORMANCE} on ${CONFORMANCE_NODE}, client scenarios against test/fixtures/conformance-client.ts on Node ${process.versions.node}`,
  );
  for (const scenario of SCENARIOS) {
    const expected = !NOT_YET.has(scenario);
    let outcome;
    try {
      outcome = await runScenario(suite, scenario);
    } catch (error) {
      outcome = { passed: false, why: error.message };
    }
    if (expected) {
      results.push({ name: scenario, ok: outcome.passed });
      console.log(outcome.passed ? `  ✓ ${scenario}` : `  ✗ ${scenario}: ${outcome.why}`);
    } else if (outcome.passed) {
      results.push({ name: scenario, ok: false });
      console.log(
        `  ✗ ${scenario}: passes now: take it out of NOT_YET in scripts/mcp-conformance-client.mjs`,
      );
    } else {
      results.push({ name: scenario, ok: true, pending: true });
      console.log(`  - ${scenario}: not yet: ${outcome.why}`);
    }
  }
} catch (error) {
  results.push({ name: "the suite ran", ok: false });
  console.log(`  ✗ the suite ran: ${error.message}`);
} finally {
  for (const child of children) stop(child);
  rmSync(work, { recursive: true, force: true });
}

reportResults(
  `mcp conformance, client (${CONFORMANCE} on ${CONFORMANCE_NODE})`,
  results,
  "mcp-conformance-client",
);
