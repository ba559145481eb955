// Shared vitest settings: every package tests against its siblings' sources through the
// "@kit/source" export condition, and CI collects a JSON report per package for the totals.
import { join } from "node:path";
import { defineConfig, type ViteUserConfig } from "vitest/config";

/**
 * Builds the vitest config of one package.
 * @param packageName - the package's directory name, used to name its JSON report.
 * @returns the vitest config.
 */
export function defineKitTestConfig(packageName: string): ViteUserConfig {
  const reportDir = process.env.KIT_TEST_REPORT_DIR;
  return defineConfig({
    resolve: { conditions: ["@kit/source"] },
    ssr: { resolve: { conditions: ["@kit/source"] } },
    test: {
      // A bound on a hang, not a speed assertion: CI runs several suites at once on 2 cores,
      // where the largest property tests (thousands of ajv compilations) have taken 40-60 s
      // and once, on a machine busy with other work too, over 60 s.
      testTimeout: 240_000,
      hookTimeout: 120_000,
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      // Tests use short credential values on purpose (redaction of a short value, a canary in a
      // one-letter name): @kit/tools' warning about them is for users, not for a test run, and
      // stays checked where it is the subject (a 'warning' listener still receives it).
      execArgv: ["--disable-warning=KIT_SHORT_CREDENTIAL"],
      typecheck: {
        enabled: true,
        include: ["src/**/*.test-d.ts", "test/**/*.test-d.ts"],
        tsconfig: "./tsconfig.json",
      },
      reporters: reportDir
        ? ["default", ["json", { outputFile: join(reportDir, `${packageName}.json`) }]]
        : ["default"],
    },
  });
}
