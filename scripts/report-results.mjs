// The end of a check script run by `pnpm check` (consumer smoke, MCP Inspector, MCP
// conformance): prints its
// totals, writes them where CI collects the test totals (KIT_TEST_REPORT_DIR, vitest's JSON
// fields), and exits 1 when a check failed.
import { writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * @param {string} label - what ran, printed before the totals.
 * @param {ReadonlyArray<{ ok: boolean, pending?: boolean }>} results - one entry per check; a
 * pending one (a conformance scenario kit does not pass yet, as expected) counts as skipped.
 * @param {string} reportName - the report's file name in KIT_TEST_REPORT_DIR, without `.json`.
 * @returns {never}
 */
export function reportResults(label, results, reportName) {
  const pending = results.filter((result) => result.ok && result.pending === true).length;
  const failed = results.filter((result) => !result.ok).length;
  const passed = results.length - failed - pending;
  console.log(
    `${label}: ${passed} passed, ${failed} failed${pending > 0 ? `, ${pending} not yet` : ""}`,
  );
  const reportDir = process.env.KIT_TEST_REPORT_DIR;
  if (reportDir) {
    const report = {
      numPassedTests: passed,
      numFailedTests: failed,
      numPendingTests: pending,
      numTodoTests: 0,
    };
    writeFileSync(join(reportDir, `${reportName}.json`), JSON.stringify(report));
  }
  process.exit(failed > 0 ? 1 : 0);
}
