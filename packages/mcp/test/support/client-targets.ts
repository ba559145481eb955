// How the client tests start servers: kit-mcp from its sources as a stdio command, and the raw
// fixture server, both as `connectMcpServer` options.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

// The package directory, where the commands run.
const PACKAGE: string = fileURLToPath(new URL("../..", import.meta.url));

/** `kit-mcp serve <module>` over stdio, from the sources, as connectMcpServer's command. */
export function kitMcpCommand(
  module: string,
  extra: readonly string[] = [],
): { command: string; args: string[]; cwd: string } {
  return {
    command: process.execPath,
    args: ["--conditions=@kit/source", "--import", "tsx", "src/cli.ts", "serve", module, ...extra],
    cwd: PACKAGE,
  };
}

/** The raw fixture server (test/fixtures/client-raw-server.ts) in one of its modes. */
export function rawServerCommand(mode: "tools" | "silent"): {
  command: string;
  args: string[];
  cwd: string;
} {
  return {
    command: process.execPath,
    args: ["--import", "tsx", "test/fixtures/client-raw-server.ts", mode],
    cwd: PACKAGE,
  };
}

/** The raw task server (test/fixtures/client-tasks-server.ts) of one era, over stdio. */
export function tasksServerCommand(era: "2025" | "2026"): {
  command: string;
  args: string[];
  cwd: string;
} {
  return {
    command: process.execPath,
    args: ["--import", "tsx", "test/fixtures/client-tasks-server.ts", era],
    cwd: PACKAGE,
  };
}

/** SDK 1.32's McpServer with its experimental 2025-11-25 tasks (test/fixtures/client-tasks-sdk1.ts). */
export function sdk1TasksCommand(): { command: string; args: string[]; cwd: string } {
  return {
    command: process.execPath,
    args: ["--import", "tsx", "test/fixtures/client-tasks-sdk1.ts"],
    cwd: PACKAGE,
  };
}

/** The raw task server of 2026 over HTTP on 127.0.0.1: its endpoint, and how to stop it. */
export async function startTasksHttp(): Promise<{ url: string; close: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "test/fixtures/client-tasks-server.ts", "2026", "--http"],
    { cwd: PACKAGE, stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = "";
    child.once("exit", (code) => reject(new Error(`the task server exited with ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
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
  return { url: `http://127.0.0.1:${port}/mcp`, close };
}
