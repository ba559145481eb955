// `pnpm demo --mcp`: the demo's tools (src/mcp-tools.ts) served over stdio by kit-mcp, the
// command users run, in a child process that has this process's stdin, stdout and stderr.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { CREDENTIALS_VARIABLE } from "./credentials";
import type { DemoOptions } from "./options";

/** Runs `kit-mcp serve src/mcp-tools.ts` until it exits, then exits with its code. */
export function serveMcp(options: DemoOptions): void {
  // kit-mcp's entry beside @kit/mcp's: the sources under the @kit/source condition, else dist.
  const entry = import.meta.resolve("@kit/mcp");
  const cli = fileURLToPath(new URL(entry.endsWith(".ts") ? "cli.ts" : "cli.js", entry));
  const tools = fileURLToPath(new URL("mcp-tools.ts", import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, cli, "serve", tools], {
    stdio: "inherit",
    env: { ...process.env, [CREDENTIALS_VARIABLE]: options.credentials },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.once("exit", (code, signal) => process.exit(code ?? (signal === null ? 1 : 0)));
}
