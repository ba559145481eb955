import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  CONFORMANCE,
  CONFORMANCE_NODE,
  ProcessGroup,
  resolveSuite,
  runScenarios,
} from "./conformance-suite.mjs";
import { reportResults } from "./report-results.mjs";

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
const work = mkdtempSync(join(tmpdir(), "kit-mcp-conformance-client-"));
const group = new ProcessGroup(work);

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
  const result = await group.run(suite.node, [
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

let results = [];
try {
  const suite = await resolveSuite(group);
  console.log(
    `${CONFORMANCE} on ${CONFORMANCE_NODE}, client scenarios against test/fixtures/conformance-client.ts on Node ${process.versions.node}`,
  );
  results = await runScenarios(
    SCENARIOS,
    NOT_YET,
    "scripts/mcp-conformance-client.mjs",
    (scenario) => runScenario(suite, scenario),
  );
} catch (error) {
  results.push({ name: "the suite ran", ok: false });
  console.log(`  ✗ the suite ran: ${error.message}`);
} finally {
  await group.stopAll();
  rmSync(work, { recursive: true, force: true });
}

reportResults(
  `mcp conformance, client (${CONFORMANCE} on ${CONFORMANCE_NODE})`,
  results,
  "mcp-conformance-client",
);
