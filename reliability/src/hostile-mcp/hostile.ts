// How a test starts the hostile server: as connectMcpServer's stdio command, or as a process
// listening over HTTP (killed with `close()`).
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const SERVER: string = fileURLToPath(new URL("./hostile-server.ts", import.meta.url));

/** The hostile server in `mode` over stdio, as connectMcpServer's `command` and `args`. */
export function hostileCommand(mode: string): { command: string; args: string[] } {
  return { command: process.execPath, args: ["--import", "tsx", SERVER, mode] };
}

/** A running hostile HTTP server. */
export interface HostileHttp {
  /** The MCP endpoint. */
  readonly url: string;
  /** The server's process (to pause or kill it). */
  readonly child: ChildProcess;
  /** Kills the process and waits for it to end. */
  close(): Promise<void>;
}

/** Starts the hostile server in `mode` over HTTP on 127.0.0.1. */
export async function startHostileHttp(mode: string): Promise<HostileHttp> {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER, mode, "--http"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = "";
    child.once("exit", (code) => reject(new Error(`hostile server exited with ${code}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const found = /listening on (\d+)/.exec(seen);
      if (found) resolve(Number(found[1]));
    });
  });
  const close = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGKILL");
    await ended;
  };
  return { url: `http://127.0.0.1:${port}/mcp`, child, close };
}
