// `kit-mcp serve <module> --http --port 0` as a child process: the URL it prints, its token,
// and how to stop it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { KIT_CLI } from "./served-tool";

/** A kit-mcp listening over Streamable HTTP. */
export interface HttpServerProcess {
  readonly url: URL;
  /** The `Authorization` header its requests need. */
  readonly headers: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

/**
 * Starts kit-mcp over HTTP on a free loopback port.
 * @throws Error with its stderr when it exits, or says nothing of its address within 30 s.
 */
export function startHttpServer(module: string): Promise<HttpServerProcess> {
  const token = randomBytes(24).toString("hex");
  const child = spawn(
    process.execPath,
    [KIT_CLI, "serve", module, "--http", "--host", "127.0.0.1", "--port", "0"],
    { env: { ...process.env, KIT_MCP_TOKEN: token }, stdio: ["ignore", "ignore", "pipe"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve, reject) => {
    let stderr = "";
    const fail = (why: string): void => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`kit-mcp --http ${why}:\n${stderr}`));
    };
    const timer = setTimeout(() => fail("printed no address within 30 s"), 30_000);
    const onExit = (code: number | null): void => fail(`exited with code ${code}`);
    child.once("exit", onExit);
    child.stderr.setEncoding("utf8").on("data", (text: string) => {
      stderr += text;
      const match = /serving \d+ tools? at (http:\/\/\S+)/.exec(stderr);
      if (match?.[1] === undefined) return;
      clearTimeout(timer);
      child.off("exit", onExit);
      resolve({ url: new URL(match[1]), headers: { Authorization: `Bearer ${token}` }, stop });
    });
  });
}
