// `pnpm check` fails on a warning (scripts/check.mjs, through scripts/find-warnings.mjs): each
// kind of warning a check once printed is found, and the lines of a clean run are not; and it
// ends with its totals, run here on steps of its own (KIT_CHECK_STEPS).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "vitest";
import { ROOT } from "./workspace";

const { findWarnings } = (await import(
  /* @vite-ignore */ pathToFileURL(join(ROOT, "scripts/find-warnings.mjs")).href
)) as { findWarnings: (output: string) => string[] };

test("the warnings a check once printed are found, colours and all", () => {
  const output = [
    "(node:10432) [KIT_SHORT_CREDENTIAL] Warning: The value of credential 'key' is shorter than 8 characters",
    "\u001b[33m(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`\u001b[39m",
    '3:12:01 PM [vite] (ssr) warning: invalid import "pathToFileURL(resolve(path)).href". It cannot be statically analyzed.',
    "Found 1 warning.",
    "(node:77) ExperimentalWarning: Type Stripping is an experimental feature",
  ].join("\n");
  expect(findWarnings(output)).toHaveLength(5);
});

test("a clean run's lines are not warnings", () => {
  const output = [
    " ✓ test/executor-redaction.test.ts (12 tests) 55ms",
    "   ✓ the KIT_SHORT_CREDENTIAL warning comes once per credential name",
    "Checked 927 files in 12s. No fixes applied.",
    " Tasks:    7 successful, 7 total",
    "1234 passed, 0 failed, 3 skipped",
  ].join("\n");
  expect(findWarnings(output)).toEqual([]);
});

function check(steps: readonly string[]): { status: number | null; lines: string[] } {
  const reports = mkdtempSync(join(tmpdir(), "kit-check-test-"));
  try {
    const run = spawnSync(process.execPath, [join(ROOT, "scripts/check.mjs")], {
      env: { ...process.env, KIT_TEST_REPORT_DIR: reports, KIT_CHECK_STEPS: JSON.stringify(steps) },
      encoding: "utf8",
    });
    return { status: run.status, lines: run.stdout.trim().split("\n") };
  } finally {
    rmSync(reports, { recursive: true, force: true });
  }
}

test("a clean check ends with its totals and passes", () => {
  const { status, lines } = check(["node -e \"console.log('fine')\""]);
  expect(lines.at(-1)).toBe("1 passed, 0 failed");
  expect(status).toBe(0);
});

test("a step that prints a warning fails the check, the warning named before the totals", () => {
  const warn = "node -e \"process.emitWarning('careful', { code: 'KIT_TEST_WARNING' })\"";
  const { status, lines } = check([warn]);
  expect(lines).toContainEqual(
    expect.stringMatching(/^WARNING node -e .*\[KIT_TEST_WARNING\] Warning: careful$/),
  );
  expect(lines.at(-1)).toBe("0 passed, 1 failed");
  expect(status).toBe(1);
});

test("a failing step stops the check, which still ends with its totals", () => {
  const { status, lines } = check([
    'node -e "process.exit(3)"',
    "node -e \"console.log('never')\"",
  ]);
  expect(lines).not.toContain("never");
  expect(lines.at(-1)).toBe("1 passed, 0 failed");
  expect(status).toBe(3);
});
