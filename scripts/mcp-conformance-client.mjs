import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  CONFORMANCE,
  CONFORMANCE_NEXT,
  CONFORMANCE_NODE,
  ProcessGroup,
  resolveSuite,
  runScenarios,
} from "./conformance-suite.mjs";
import { reportResults } from "./report-results.mjs";

// The suite's own limit on one run of the client (its default is 30 s; tsx compiles on start).
const CLIENT_TIMEOUT_MS = 60_000;

/**
 * Both pinned suites run; each one's scenarios come from its own `list --client`, so a scenario
 * a new release adds is run (or listed below) rather than dropped silently.
 */
const SUITES = [CONFORMANCE, CONFORMANCE_NEXT];

// Why kit's client does not implement each extension (docs/mcp.md, "Not supported", says the
// same at more length).
const DPOP =
  "DPoP-bound tokens (an extension, SEP-1932): not supported; kit keeps a user's tokens in the keyring, where no key pair to sign the proofs lives beside them";
const WIF =
  "workload identity federation (an extension, SEP-1933): not supported; the identity token it trades comes from the platform, not from kit (a service with its own key has the client-credentials grant)";
const SKILLS =
  "skills over MCP (an extension, SEP-2640): not supported; skills are resources for a host's model context, and kit's client reads a server's tools, no resources";
/** The scenarios not run, each with its reason: extensions kit's client does not implement. */
const NOT_RUN = new Map([
  ["auth/dpop", DPOP],
  ["auth/dpop-nonce", DPOP],
  ["auth/wif-jwt-bearer", WIF],
  ["sep-2640-client-no-prefetch", SKILLS],
  ["sep-2640-client-verify-digest", SKILLS],
  ["sep-2640-client-verify-size", SKILLS],
  ["sep-2640-client-verify-frontmatter", SKILLS],
]);

/**
 * The scenarios kit does not pass yet, by suite, each with its reason: reported as "not yet",
 * and the check fails once one of them passes (take it out of this list); every other scenario
 * must pass.
 */
const NOT_YET = new Map([
  [CONFORMANCE, new Map([])],
  [CONFORMANCE_NEXT, new Map([])],
]);

// KIT_CONFORMANCE_ONLY=<regular expression>: only the scenarios it matches (for working on one).
const only = process.env.KIT_CONFORMANCE_ONLY
  ? new RegExp(process.env.KIT_CONFORMANCE_ONLY)
  : undefined;

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

/** The client scenarios a suite lists (`conformance list --client`), in its order. */
async function listScenarios(suite) {
  const listed = await group.run(suite.node, [suite.bin, "list", "--client"]);
  if (listed.code !== 0) throw new Error(`conformance list --client: code ${listed.code}`);
  return [...listed.stdout.matchAll(/^\s+- (\S+)/gm)].map((match) => match[1]);
}

/**
 * One scenario. Passed is the suite's verdict (it exits 0 only when no check failed or warned,
 * the client exited 0 in time, and it wrote its checks) and at least one check that succeeded:
 * a client that exits 0 before it connects passes no check.
 */
async function runScenario(suite, scenario) {
  const output = join(work, `${suite.name}-${scenario}`.replaceAll(/[/@]/g, "_"));
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
  const successes = checks.filter((check) => check.status === "SUCCESS");
  const passed =
    result.code === 0 && failures.length === 0 && warnings.length === 0 && successes.length > 0;
  const why = [...failures, ...warnings]
    .map(
      (check) =>
        `${check.id}: ${check.errorMessage ?? check.details?.message ?? check.description}`,
    )
    .join("; ");
  const exit = result.code === 0 ? "" : `the suite exited ${result.code}`;
  const none = successes.length === 0 ? "no check succeeded" : "";
  const clientOutput = /Stderr:\n([\s\S]*?)\n(?:Results saved|Checks:)/.exec(result.stderr)?.[1];
  return {
    passed,
    why: passed
      ? ""
      : [why, none, exit, clientOutput?.trim().slice(0, 2000)].filter(Boolean).join("; "),
  };
}

const results = [];
try {
  for (const name of SUITES) {
    const suite = { name, ...(await resolveSuite(group, name)) };
    const listed = (await listScenarios(suite)).filter((scenario) => only?.test(scenario) ?? true);
    console.log(
      `${name} on ${CONFORMANCE_NODE}, ${listed.length} client scenarios against test/fixtures/conformance-client.ts on Node ${process.versions.node}`,
    );
    const run = listed.filter((scenario) => !NOT_RUN.has(scenario));
    const notYet = NOT_YET.get(name) ?? new Map();
    const ran = await runScenarios(run, notYet, "scripts/mcp-conformance-client.mjs", (scenario) =>
      runScenario(suite, scenario),
    );
    results.push(...ran.map((result) => ({ ...result, name: `${name}: ${result.name}` })));
    const skipped = listed.filter((scenario) => NOT_RUN.has(scenario));
    if (skipped.length > 0) console.log(`  not run (${skipped.length}):`);
    for (const scenario of skipped) console.log(`  - ${scenario}: ${NOT_RUN.get(scenario)}`);
  }
} catch (error) {
  results.push({ name: "the suite ran", ok: false });
  console.log(`  ✗ the suite ran: ${error.message}`);
} finally {
  await group.stopAll();
  rmSync(work, { recursive: true, force: true });
}

reportResults(
  `mcp conformance, client (${SUITES.join(" and ")} on ${CONFORMANCE_NODE})`,
  results,
  "mcp-conformance-client",
);
