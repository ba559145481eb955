// `pnpm check` fails on a warning (scripts/check.mjs, through scripts/find-warnings.mjs): each
// kind of warning a check once printed is found, and the lines of a clean run are not.
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
