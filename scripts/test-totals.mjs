// Sums the vitest JSON reports of every package and prints "N passed, N failed" on its own line.
// Names each failed test with the first line of its failure (CI keeps only part of the log), and
// exits non-zero when a test or a test file failed, or when no test ran at all.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(
    `${file.replace(/\.json$/, "")}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
  for (const suite of report.testResults ?? []) {
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === "failed");
    // A file that failed before any test ran (an import error) has a message and no test.
    if (suite.status === "failed" && failedTests.length === 0) {
      failures.push(`${suite.name}: ${firstLine(suite.message)}`);
    }
    for (const test of failedTests) {
      failures.push(`${suite.name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(
  skipped > 0
    ? `${passed} passed, ${failed} failed, ${skipped} skipped`
    : `${passed} passed, ${failed} failed`,
);
process.exit(failed > 0 || failures.length > 0 || passed === 0 ? 1 : 0);

/** The first non-empty line of a failure message, without colour codes. */
function firstLine(message) {
  const lines = stripVTControlCharacters(String(message ?? "")).split("\n");
  return lines.find((line) => line.trim() !== "")?.trim() ?? "(no message)";
}
