// Gateway configs for the tests: written to a fresh temporary directory, with upstreams that
// run kit-mcp (or the raw fixture server) from the sources.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { kitMcpCommand, rawServerCommand } from "./client-targets";

/** Writes `config` as JSON to a new temporary file and returns its path. */
export function writeConfig(config: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), "kit-gateway-")), "gateway.json");
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** An upstream entry running `kit-mcp serve <module>` over stdio. */
export function kitMcpUpstream(
  name: string,
  module: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { name, ...kitMcpCommand(module), ...extra };
}

/** An upstream entry running the raw fixture server (its `grow` changes its tool list). */
export function rawUpstream(
  name: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { name, ...rawServerCommand("tools"), ...extra };
}

/** The ids of the processes whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((each) => Number.isInteger(each) && each > 0);
  } catch {
    // ps exits 1 when there is none.
    return [];
  }
}

/** Whether a process is still running (or a zombie not yet reaped). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once none of `pids` runs any more; rejects after `timeoutMs` naming those left. */
export async function waitUntilGone(pids: readonly number[], timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = pids.filter(isRunning);
    if (left.length === 0) return;
    if (Date.now() > deadline) throw new Error(`still running: ${left.join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
