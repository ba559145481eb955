// MCP conformance check: the official conformance suite's server scenarios, from both pinned
// releases (run on Node 22 through npx, as they require), against two servers on free loopback
// ports over Streamable HTTP:
// - kit-mcp (the built dist/cli.js) serving packages/mcp/test/fixtures/conformance-tools.ts: the
//   tools, lifecycle, stateless, HTTP-header, JSON-Schema, SSE, DNS-rebinding and
//   resource-not-found scenarios;
// - packages/mcp/test/fixtures/conformance-server.ts: the same tools on the server that
//   createMcpServer returns, with resources, prompts, completion and the question tools whose
//   keys the suite names added through the MCP SDK's own API: the resources, prompts,
//   completion, caching and input-required-result scenarios.
// 0.1.16 runs its scenarios one by one (2025 revisions); 0.2.0-alpha.12 runs the scenarios each
// revision requires (`--requirements 2025-11-25`, `--requirements 2026-07-28`), which also runs
// its pending and extension scenarios, reported beside them.
//
// The suite's client cannot send a bearer token, so kit-mcp runs with --no-auth: allowed only on
// a loopback host, and then every request needs a loopback Host and Origin (the
// dns-rebinding-protection scenario checks exactly that). It runs with --poll-after 1000, so that
// a call still running after a second has its event stream closed and the client resumes it with
// GET and Last-Event-ID (server-sse-polling's test_reconnection takes two seconds; the other
// scenarios' calls end well before), and with --tasks, --tasks-required and --tasks-ask-first
// naming the tools of packages/mcp/test/fixtures/conformance-task-tools.ts for the tasks-*
// scenarios (the io.modelcontextprotocol/tasks extension, which 0.1.16 does not know). Needs packages/mcp/dist
// and packages/tools/dist (built by `pnpm check` before this runs).
//
// KIT_CONFORMANCE_ONLY=<regular expression>: only the scenarios it matches are scored (for
// working on one family, e.g. '^tasks-'); 0.1.16's other scenarios are not run, and the newest
// suite's runs are made in full but reported only for the scenarios that match.
//
// Prints each scenario's verdict, and every scenario of the suite it does not score, with the
// reason. A scenario passes when at least one of its checks (besides the suite's check that the
// answers are well-formed) succeeded and none failed. The check fails on a scenario that fails,
// unless NOT_YET lists it (with the reason), and on one of NOT_YET that now passes (take it out
// of the list); it writes a vitest-like JSON report for the CI totals.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  CONFORMANCE,
  CONFORMANCE_NEXT,
  CONFORMANCE_NODE,
  ProcessGroup,
  resolveSuite,
  runScenarios,
} from "./conformance-suite.mjs";
import { reportResults } from "./report-results.mjs";

// How long a server may take to listen (a bound on a hang; it takes a second or two).
const TIMEOUT_MS = 300_000;

/** The revisions whose required scenarios the newest suite runs. */
const REVISIONS = ["2025-11-25", "2026-07-28"];

/** The scenarios the fixture server answers (what kit-mcp serves no resources or prompts for). */
const FIXTURE_SCENARIO = /^(resources-|prompts-|completion-|caching$|input-required-result-)/;

/** The scenarios of 0.1.16 run one by one against kit-mcp, in the suite's order. */
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

/** The scenarios of 0.1.16 run one by one against the fixture server. */
const FIXTURE_SCENARIOS = [
  "completion-complete",
  "resources-list",
  "resources-read-text",
  "resources-read-binary",
  "resources-templates-read",
  "resources-subscribe",
  "resources-unsubscribe",
  "prompts-list",
  "prompts-get-simple",
  "prompts-get-with-args",
  "prompts-get-embedded-resource",
  "prompts-get-with-image",
];

/**
 * Scenarios the suite runs that kit does not score, with the reason: printed, never counted.
 * Extensions are optional parts of the protocol.
 */
const NOT_SCORED = [[/^sep-2640-skills-/, "an extension (skills) that kit does not implement"]];

/**
 * The scenarios kit does not pass yet, with the reason: reported as "not yet", and the check
 * fails once one of them passes (take it out of this list); every other scenario must pass.
 * Keys are `<suite label> <scenario>`.
 * @type {Map<string, string>}
 */
const NOT_YET = new Map([
  // An entry: ["alpha.12 2026-07-28 <scenario>", "why kit does not pass it yet"].
  [
    "alpha.12 2026-07-28 tasks-status-notifications",
    "pending upstream: the scenario's only check is SKIPPED (its harness awaits a rewrite " +
      "against subscriptions/listen); kit sends no notifications/tasks, which are optional",
  ],
]);

/** KIT_CONFORMANCE_ONLY: the scenarios to score; all when unset. */
const only = process.env.KIT_CONFORMANCE_ONLY
  ? new RegExp(process.env.KIT_CONFORMANCE_ONLY)
  : undefined;

/** Whether a scenario is scored in this run (KIT_CONFORMANCE_ONLY). */
function selected(scenario) {
  return only === undefined || only.test(scenario);
}

/** The tools of conformance-task-tools.ts, as kit-mcp's --tasks and --tasks-required name them. */
const TASK_TOOLS = ["slow_compute", "protocol_error_job", "confirm_delete", "multi_input"];
const REQUIRED_TASK_TOOLS = ["failing_job", "test_tool_with_task"];
/** The tool whose question comes before its task (tasks-mrtr-composition): --tasks-ask-first. */
const ASK_FIRST_TASK_TOOLS = ["test_tool_with_task"];

const root = resolve(import.meta.dirname, "..");
const mcpPackage = join(root, "packages", "mcp");
const cli = join(mcpPackage, "dist", "cli.js");
const fixtures = join(mcpPackage, "test", "fixtures");
const work = mkdtempSync(join(tmpdir(), "kit-mcp-conformance-"));
const group = new ProcessGroup(work);

/** Starts a server program on a free loopback port; resolves with its URL once it listens. */
function startServer(args) {
  const env = { ...process.env };
  // --no-auth refuses to start beside a token.
  delete env.KIT_MCP_TOKEN;
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: mcpPackage,
    env,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  group.track(child);
  return new Promise((resolvePromise, reject) => {
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (text) => {
      stderr += text;
      const match = /serving (?:\d+ )?tools? at (http:\/\/\S+)\n/.exec(stderr);
      if (match) resolvePromise(match[1]);
    });
    child.once("close", (code) =>
      reject(new Error(`${args[0]} exited (code ${code}):\n${stderr}`)),
    );
    setTimeout(
      () => reject(new Error(`${args[0]} did not listen in ${TIMEOUT_MS / 1000} s:\n${stderr}`)),
      TIMEOUT_MS,
    ).unref();
  });
}

/**
 * The verdict of one scenario's checks. Passed means at least one check succeeded (the suite's
 * `wire-schema-valid`, which every scenario has, does not count: it passes when nothing ran)
 * and none failed; a scenario whose checks only warn (the server lacks what it tests) has not
 * passed.
 */
function verdict(checks) {
  const failures = checks.filter((check) => check.status === "FAILURE");
  const successes = checks.filter(
    (check) => check.status === "SUCCESS" && check.id !== "wire-schema-valid",
  );
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

function readChecks(directory) {
  return JSON.parse(readFileSync(join(directory, "checks.json"), "utf8"));
}

/** Runs one scenario of 0.1.16 against `url`. */
async function runScenario(suite, url, scenario) {
  const output = join(work, `0.1.16-${scenario}`);
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
  try {
    const [directory] = readdirSync(output);
    return verdict(readChecks(join(output, directory)));
  } catch {
    return {
      passed: false,
      why: `no checks.json (code ${result.code})\n${result.stdout}${result.stderr}`,
    };
  }
}

/**
 * Runs every scenario a revision requires (and the suite's pending and extension ones) against
 * `url`, once.
 * @returns the checks of each scenario that ran, by name.
 */
async function runRevision(suite, url, revision, label) {
  const output = join(work, `${label}-${revision}`);
  const result = await group.run(suite.node, [
    suite.bin,
    "server",
    "--url",
    url,
    "--requirements",
    revision,
    "--output-dir",
    output,
  ]);
  const checks = new Map();
  let directories = [];
  try {
    directories = readdirSync(output);
  } catch {
    throw new Error(
      `--requirements ${revision}: no results (code ${result.code})\n${result.stderr}`,
    );
  }
  for (const directory of directories) {
    const name = /^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$/.exec(directory)?.[1];
    if (name !== undefined) checks.set(name, readChecks(join(output, directory)));
  }
  return checks;
}

/** Every server scenario a suite knows, from its `list --server`. */
async function serverScenarios(suite) {
  const listed = await group.run(suite.node, [suite.bin, "list", "--server"]);
  return [...listed.stdout.matchAll(/^\s+- ([a-z0-9-]+)/gm)].map((match) => match[1]);
}

function notScored(scenario) {
  return NOT_SCORED.find(([pattern]) => pattern.test(scenario))?.[1];
}

/**
 * The verdicts of one run, each scenario from the server that answers its family, with
 * NOT_YET's reasons under `label`.
 */
async function scoreRun(label, scenarios, outcomeOf) {
  const notYet = new Set();
  const reasons = new Map();
  for (const scenario of scenarios) {
    const reason = NOT_YET.get(`${label} ${scenario}`);
    if (reason !== undefined) {
      notYet.add(scenario);
      reasons.set(scenario, reason);
    }
  }
  console.log(`${label}:`);
  return runScenarios(scenarios, notYet, "scripts/mcp-conformance.mjs", async (scenario) => {
    const outcome = await outcomeOf(scenario);
    if (!outcome.passed && reasons.has(scenario)) {
      return { passed: false, why: `${reasons.get(scenario)} (${outcome.why})` };
    }
    return outcome;
  });
}

const results = [];
try {
  const [oldSuite, newSuite] = [
    await resolveSuite(group),
    await resolveSuite(group, CONFORMANCE_NEXT),
  ];
  const kit = await startServer([
    cli,
    "serve",
    join(fixtures, "conformance-tools.ts"),
    "--http",
    "--no-auth",
    "--host",
    "127.0.0.1",
    "--port",
    "0",
    "--poll-after",
    "1000",
    "--tasks",
    TASK_TOOLS.join(","),
    "--tasks-required",
    REQUIRED_TASK_TOOLS.join(","),
    "--tasks-ask-first",
    ASK_FIRST_TASK_TOOLS.join(","),
  ]);
  const fixture = await startServer([join(fixtures, "conformance-server.ts")]);
  console.log(`kit-mcp --no-auth at ${kit}; the fixture server at ${fixture}`);

  // 0.1.16, scenario by scenario.
  console.log(`${CONFORMANCE} on ${CONFORMANCE_NODE}`);
  results.push(
    ...(await scoreRun("0.1.16 kit-mcp", SCENARIOS.filter(selected), (scenario) =>
      runScenario(oldSuite, kit, scenario),
    )),
    ...(await scoreRun("0.1.16 fixture", FIXTURE_SCENARIOS.filter(selected), (scenario) =>
      runScenario(oldSuite, fixture, scenario),
    )),
  );
  const ranOld = new Set([...SCENARIOS, ...FIXTURE_SCENARIOS]);
  for (const scenario of await serverScenarios(oldSuite)) {
    if (ranOld.has(scenario) || !selected(scenario)) continue;
    console.log(`  · ${scenario}: not run: ${notScored(scenario) ?? "not a scenario of this run"}`);
  }

  // The newest suite, a revision at a time, each scenario from the server of its family.
  console.log(`${CONFORMANCE_NEXT} on ${CONFORMANCE_NODE}`);
  const allNew = await serverScenarios(newSuite);
  for (const revision of REVISIONS) {
    const [fromKit, fromFixture] = [
      await runRevision(newSuite, kit, revision, "kit-mcp"),
      await runRevision(newSuite, fixture, revision, "fixture"),
    ];
    const ran = [...new Set([...fromKit.keys(), ...fromFixture.keys()])];
    const scored = allNew.filter(
      (scenario) => ran.includes(scenario) && !notScored(scenario) && selected(scenario),
    );
    results.push(
      ...(await scoreRun(`alpha.12 ${revision}`, scored, async (scenario) => {
        const fromFixtureServer = FIXTURE_SCENARIO.test(scenario);
        const checks = (fromFixtureServer ? fromFixture : fromKit).get(scenario);
        if (checks === undefined) return { passed: false, why: "the suite reported no checks" };
        const outcome = verdict(checks);
        return { ...outcome, why: `${outcome.why} [${fromFixtureServer ? "fixture" : "kit-mcp"}]` };
      })),
    );
    for (const scenario of allNew) {
      if (scored.includes(scenario) || !selected(scenario)) continue;
      const reason = notScored(scenario) ?? `not required by ${revision}`;
      console.log(`  · ${scenario}: not scored: ${reason}`);
    }
  }
} catch (error) {
  results.push({ name: "the suite ran", ok: false });
  console.log(`  ✗ the suite ran: ${error.message}`);
} finally {
  await group.stopAll();
  rmSync(work, { recursive: true, force: true });
}

reportResults(
  `mcp conformance (${CONFORMANCE} and ${CONFORMANCE_NEXT} on ${CONFORMANCE_NODE})`,
  results,
  "mcp-conformance",
);
