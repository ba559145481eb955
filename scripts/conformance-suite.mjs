// What the two conformance checks (scripts/mcp-conformance.mjs, the server scenarios, and
// scripts/mcp-conformance-client.mjs, the client ones) share: the pinned suite and the Node it
// runs on, child processes run in their own process groups and stopped at the end, the suite's
// bin resolved through npx, and the loop over scenarios with its NOT_YET list.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";

/** The suite, pinned. */
export const CONFORMANCE = "@modelcontextprotocol/conformance@0.1.16";
/**
 * The suite's newest release, pinned: it knows protocol 2026-07-28 and runs a revision's
 * required scenarios with `--requirements <revision>`.
 */
export const CONFORMANCE_NEXT = "@modelcontextprotocol/conformance@0.2.0-alpha.12";
/** The suite's engines field asks for Node >= 22. */
export const CONFORMANCE_NODE = "node@22";
// The first run downloads Node 22 and the suite; a scenario takes seconds.
const TIMEOUT_MS = 300_000;

/** Child processes, each in its own process group, all stopped by `stopAll`. */
export class ProcessGroup {
  #children = new Set();

  /** @param cwd - where `run` runs its programs. */
  constructor(cwd) {
    this.cwd = cwd;
  }

  /** Keeps `child` (spawned with `detached: true`) until it closes. */
  track(child) {
    this.#children.add(child);
    child.once("close", () => this.#children.delete(child));
    return child;
  }

  /**
   * Runs a program in its own process group and keeps its output.
   * @returns its exit code, stdout and stderr; rejects when it does not end in time (after
   * killing its whole process group).
   */
  run(command, args, options = {}) {
    return new Promise((resolvePromise, reject) => {
      const child = this.track(
        spawn(command, args, {
          cwd: this.cwd,
          detached: true,
          stdio: ["ignore", "pipe", "pipe"],
          ...options,
        }),
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
        stop(child);
        reject(
          new Error(`${command} ${args.join(" ")}: no end in ${TIMEOUT_MS / 1000} s\n${stderr}`),
        );
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

  /**
   * Asks every child still running to stop with SIGTERM (kit-mcp ends its calls and exits on
   * it), and kills the ones still there after 20 s (a bound on a hang, not an expected wait).
   */
  async stopAll() {
    const children = [...this.#children];
    const ended = children.map((child) => new Promise((done) => child.once("close", done)));
    for (const child of children) stop(child, "SIGTERM");
    const timer = setTimeout(() => {
      for (const child of children) stop(child);
    }, 20_000);
    await Promise.all(ended);
    clearTimeout(timer);
  }
}

/** Kills a child's whole process group, if it still runs. */
function stop(child, signal = "SIGKILL") {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Node 22's binary and the suite's bin, each fetched by npx once (cached after the first run).
 * @param group - the ProcessGroup to run npx in.
 * @param suite - the suite's package and version; default CONFORMANCE.
 */
export async function resolveSuite(group, suite = CONFORMANCE) {
  const node = await group.run("npx", ["-y", CONFORMANCE_NODE, "-p", "process.execPath"]);
  if (node.code !== 0)
    throw new Error(`npx ${CONFORMANCE_NODE}: code ${node.code}\n${node.stderr}`);
  // npm's npx script, run by Node 22's binary (the npx on PATH would run on this Node).
  const npx = join(dirname(process.execPath), "npx");
  const bin = await group.run("npx", [
    "-y",
    CONFORMANCE_NODE,
    npx,
    "-y",
    "-p",
    suite,
    "-c",
    "command -v conformance",
  ]);
  if (bin.code !== 0) throw new Error(`npx ${suite}: code ${bin.code}\n${bin.stderr}`);
  return { node: node.stdout.trim(), bin: bin.stdout.trim() };
}

/**
 * Runs every scenario and prints its line: a scenario outside `notYet` must pass; one inside is
 * reported as "not yet", and fails the check once it passes (take it out of the list in
 * `script`).
 * @param runScenario - resolves with `{ passed, why }` for a scenario.
 * @returns the results, for reportResults.
 */
export async function runScenarios(scenarios, notYet, script, runScenario) {
  const results = [];
  for (const scenario of scenarios) {
    let outcome;
    try {
      outcome = await runScenario(scenario);
    } catch (error) {
      outcome = { passed: false, why: error.message };
    }
    if (!notYet.has(scenario)) {
      results.push({ name: scenario, ok: outcome.passed });
      console.log(outcome.passed ? `  ✓ ${scenario}` : `  ✗ ${scenario}: ${outcome.why}`);
    } else if (outcome.passed) {
      results.push({ name: scenario, ok: false });
      console.log(`  ✗ ${scenario}: passes now: take it out of NOT_YET in ${script}`);
    } else {
      results.push({ name: scenario, ok: true, pending: true });
      // A Map of reasons says why kit does not pass it yet; the suite's words follow.
      const reason = typeof notYet.get === "function" ? notYet.get(scenario) : undefined;
      console.log(`  - ${scenario}: not yet${reason ? ` (${reason})` : ""}: ${outcome.why}`);
    }
  }
  return results;
}
