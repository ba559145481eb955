// Runs one program without a shell, in its own process group, with bounded output. A
// timeout, an abort or too much output kills the whole group, so nothing it started lingers.
import { type ChildProcess, spawn } from "node:child_process";

/** What {@link runCommand} needs; every field is already validated by the caller. */
export interface RunCommandOptions {
  command: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv | undefined;
  cwd: string | undefined;
  timeoutMs: number;
  maxOutputBytes: number;
  maxStderrBytes: number;
  signal: AbortSignal | undefined;
}

/** How a run ended. `stderr` is kept only for the caller's "not found" rule. */
export type RunOutcome =
  | { kind: "exited"; exitCode: number; stdout: Buffer; stderr: Buffer; stderrBytes: number }
  | { kind: "signaled"; signal: string; stderrBytes: number }
  | { kind: "timeout" }
  | { kind: "output-limit" }
  | { kind: "aborted"; reason: unknown }
  | { kind: "spawn-failed"; error: unknown };

type Stop = Extract<RunOutcome, { kind: "timeout" | "output-limit" | "aborted" }>;

/**
 * Runs a program and waits until it has exited and closed its output.
 * @returns how the run ended; never rejects.
 */
export function runCommand(options: RunCommandOptions): Promise<RunOutcome> {
  const { signal } = options;
  if (signal?.aborted) return Promise.resolve({ kind: "aborted", reason: signal.reason });
  return new Promise<RunOutcome>((resolve) => {
    let child: ChildProcess;
    try {
      child = spawn(options.command, options.args, {
        shell: false,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
        env: options.env,
        cwd: options.cwd,
        windowsHide: true,
      });
    } catch (error) {
      resolve({ kind: "spawn-failed", error });
      return;
    }
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let stdoutBytes = 0;
    let stderrBytes = 0;
    let stopped: Stop | undefined;
    let spawnError: unknown;
    let settled = false;

    const stop = (outcome: Stop): void => {
      if (stopped !== undefined || settled) return;
      stopped = outcome;
      killGroup(child);
    };
    const onAbort = (): void => stop({ kind: "aborted", reason: signal?.reason });
    const timer = setTimeout(() => stop({ kind: "timeout" }), options.timeoutMs);
    signal?.addEventListener("abort", onAbort, { once: true });

    child.stdout?.on("data", (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > options.maxOutputBytes) stop({ kind: "output-limit" });
      else stdout.push(chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      const room = options.maxStderrBytes - stderrBytes;
      if (room > 0) stderr.push(chunk.subarray(0, room));
      stderrBytes += chunk.length;
    });

    const finish = (code: number | null, exitSignal: string | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      // Whatever the program left behind in its group goes with it.
      killGroup(child);
      if (stopped !== undefined) resolve(stopped);
      else if (child.pid === undefined) resolve({ kind: "spawn-failed", error: spawnError });
      else if (code !== null) {
        const out = Buffer.concat(stdout);
        resolve({
          kind: "exited",
          exitCode: code,
          stdout: out,
          stderr: Buffer.concat(stderr),
          stderrBytes,
        });
      } else resolve({ kind: "signaled", signal: exitSignal ?? "unknown", stderrBytes });
    };
    child.on("error", (error) => {
      spawnError ??= error;
      if (child.pid === undefined) finish(null, null);
    });
    child.on("exit", () => {
      // After a kill, a process that left the group (setsid) could still hold the pipes open:
      // stop waiting for output once the program itself is gone.
      if (stopped === undefined) return;
      child.stdout?.destroy();
      child.stderr?.destroy();
    });
    child.on("close", finish);
  });
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    if (process.platform === "win32") child.kill("SIGKILL");
    else process.kill(-child.pid, "SIGKILL");
  } catch {
    // The group is already gone.
  }
}
