// scripts/test-totals.mjs, the last lines CI prints, on vitest JSON reports written here: the
// totals line, each failed test named with its failure's first line, and the exit code.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { ROOT } from "./workspace";

const SCRIPT = join(ROOT, "scripts/test-totals.mjs");
const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

interface Assertion {
  readonly fullName: string;
  readonly status: "passed" | "failed";
  readonly failureMessages?: readonly string[];
}

interface Suite {
  readonly name: string;
  readonly status: "passed" | "failed";
  readonly message?: string;
  readonly assertionResults: readonly Assertion[];
}

/** A vitest JSON report of `suites`, with the counts vitest would write. */
function report(suites: readonly Suite[], pending = 0): string {
  const tests = suites.flatMap((suite) => suite.assertionResults);
  return JSON.stringify({
    numPassedTests: tests.filter((one) => one.status === "passed").length,
    numFailedTests: tests.filter((one) => one.status === "failed").length,
    numPendingTests: pending,
    numTodoTests: 0,
    testResults: suites,
  });
}

/** Runs the script on a folder holding `reports` (package name to report). */
function totals(reports: Record<string, string>): { status: number | null; lines: string[] } {
  const directory = mkdtempSync(join(tmpdir(), "kit-totals-"));
  directories.push(directory);
  for (const [name, text] of Object.entries(reports)) {
    writeFileSync(join(directory, `${name}.json`), text);
  }
  const result = spawnSync(process.execPath, [SCRIPT, directory], { encoding: "utf8" });
  return { status: result.status, lines: result.stdout.trim().split("\n") };
}

const passing: Suite = {
  name: "/repo/packages/a/src/a.test.ts",
  status: "passed",
  assertionResults: [{ fullName: "a works", status: "passed" }],
};

test("all passing: a line per package, the totals last, exit code 0", () => {
  const { status, lines } = totals({ a: report([passing]) });
  expect(lines).toEqual(["a: 1 passed, 0 failed", "1 passed, 0 failed"]);
  expect(status).toBe(0);
});

test("a failed test is named with its failure's first line, colours removed", () => {
  const failing: Suite = {
    name: "/repo/examples/test/mcp.test.ts",
    status: "failed",
    assertionResults: [
      { fullName: "mcp lists", status: "passed" },
      {
        fullName: "mcp closes",
        status: "failed",
        failureMessages: [
          "\n\u001b[31mAssertionError: expected true to be false\u001b[39m\n    at x",
        ],
      },
    ],
  };
  const { status, lines } = totals({ a: report([passing]), examples: report([failing]) });
  expect(lines).toEqual([
    "a: 1 passed, 0 failed",
    "examples: 1 passed, 1 failed",
    "FAILED /repo/examples/test/mcp.test.ts > mcp closes: AssertionError: expected true to be false",
    "2 passed, 1 failed",
  ]);
  expect(status).toBe(1);
});

test("a file that failed before its tests ran is named with its error", () => {
  const broken: Suite = {
    name: "/repo/packages/b/src/b.test.ts",
    status: "failed",
    message: "Error: Cannot find module './gone'\n    at stack",
    assertionResults: [],
  };
  const { status, lines } = totals({ a: report([passing]), b: report([broken]) });
  expect(lines).toContain(
    "FAILED /repo/packages/b/src/b.test.ts: Error: Cannot find module './gone'",
  );
  expect(lines.at(-1)).toBe("1 passed, 0 failed");
  expect(status).toBe(1);
});

test("no test at all fails the run; skipped tests are counted on the totals line", () => {
  expect(totals({ a: report([]) }).status).toBe(1);
  const skipped = totals({ a: report([passing], 2) });
  expect(skipped.lines.at(-1)).toBe("1 passed, 0 failed, 2 skipped");
});
