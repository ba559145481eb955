// `pnpm check`: every step CI runs, in order, stopping at the first that fails. Each test run
// writes its JSON report to KIT_TEST_REPORT_DIR (.ci/run sets it; otherwise a fresh temporary
// folder), and the check ends with their totals (scripts/test-totals.mjs), skipped tests
// included. The output passes through as it comes and is read for warnings: a clean check prints
// none, so each warning line is reported as a failure in the totals (warnings.json).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { findWarnings } from "./find-warnings.mjs";

const root = resolve(import.meta.dirname, "..");
// KIT_CHECK_STEPS (a JSON list of commands) replaces the steps, for the check's own test.
const defaultSteps = [
  "pnpm lint",
  "pnpm changeset:check",
  "pnpm knip",
  "turbo run typecheck test build publint attw --continue --concurrency=2",
  "pnpm test:load",
  "pnpm smoke:consumer",
  "pnpm smoke:from-clone",
  "pnpm smoke:registry",
  "pnpm smoke:mcp-inspector",
  "pnpm smoke:mcp-conformance",
  "pnpm size",
  "pnpm bench:smoke",
  "pnpm docs:api",
];
const steps = process.env.KIT_CHECK_STEPS ? JSON.parse(process.env.KIT_CHECK_STEPS) : defaultSteps;

const reportDir = process.env.KIT_TEST_REPORT_DIR ?? mkdtempSync(join(tmpdir(), "kit-check-"));
mkdirSync(reportDir, { recursive: true });
const env = { ...process.env, KIT_TEST_REPORT_DIR: reportDir };
const warnings = [];

/** Runs one step in a shell, its output passed through and kept for the warning scan. */
function runStep(step) {
  console.log(`\n> ${step}`);
  return new Promise((done) => {
    const child = spawn(step, { cwd: root, env, shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on("data", (chunk) => {
        sink.write(chunk);
        text += chunk.toString("utf8");
      });
    }
    child.on("close", (code) => {
      warnings.push(...findWarnings(text).map((line) => `${step}: ${line}`));
      done(code ?? 1);
    });
  });
}

let status = 0;
for (const step of steps) {
  status = await runStep(step);
  if (status !== 0) break;
}
for (const warning of warnings) console.log(`WARNING ${warning}`);
writeFileSync(
  join(reportDir, "warnings.json"),
  JSON.stringify({
    numPassedTests: warnings.length === 0 ? 1 : 0,
    numFailedTests: warnings.length,
    numPendingTests: 0,
    numTodoTests: 0,
  }),
);
console.log("");
const totals = spawn(process.execPath, [join(root, "scripts/test-totals.mjs"), reportDir], {
  stdio: "inherit",
});
const totalsStatus = await new Promise((done) => totals.on("close", (code) => done(code ?? 1)));
process.exit(status !== 0 ? status : totalsStatus);
