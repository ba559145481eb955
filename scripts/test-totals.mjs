// Sums the vitest JSON reports of every package and prints "N passed, N failed" on its own line.
// Exits non-zero when a test failed or when no test ran at all.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(
    `${file.replace(/\.json$/, "")}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
}
console.log(
  skipped > 0
    ? `${passed} passed, ${failed} failed, ${skipped} skipped`
    : `${passed} passed, ${failed} failed`,
);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
