// Spawns kit-mcp from its sources (tests run before the build), keeps its output, and kills it
// when the test is done.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ReadBuffer, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

const PACKAGE = fileURLToPath(new URL("../..", import.meta.url));

/** The fixture module every spawned server serves. */
export const FIXTURE = "test/fixtures/tools.ts";

/** A running kit-mcp. */
export interface KitMcpProcess {
  readonly child: ChildProcessWithoutNullStreams;
  /** Everything it wrote to stderr so far. */
  stderr(): string;
  /** Everything it wrote to stdout so far. */
  stdout(): string;
  /** Resolves with the exit code once it has exited. */
  readonly exited: Promise<number | null>;
  /** Resolves once stderr holds text matching `pattern`, with the match. */
  waitForStderr(pattern: RegExp): Promise<RegExpMatchArray>;
}

const running = new Set<ChildProcessWithoutNullStreams>();

/** Runs `kit-mcp <args>` in the package directory, with `env` added to the environment. */
export function spawnKitMcp(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): KitMcpProcess {
  const child = spawn(
    process.execPath,
    ["--conditions=@kit/source", "--import", "tsx", "src/cli.ts", ...args],
    { cwd: PACKAGE, env: { ...process.env, ...env }, stdio: "pipe" },
  );
  running.add(child);
  let stderr = "";
  let stdout = "";
  const waiters: (() => void)[] = [];
  child.stderr.setEncoding("utf8").on("data", (text: string) => {
    stderr += text;
    for (const waiter of waiters.splice(0)) waiter();
  });
  // "close", not "exit": only then has everything the process wrote been read.
  let closed = false;
  const exited = new Promise<number | null>((resolve) => {
    child.once("close", (code) => {
      closed = true;
      running.delete(child);
      resolve(code);
      for (const waiter of waiters.splice(0)) waiter();
    });
  });
  // Kept only when no transport reads stdout (a transport adds its own listener).
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  return {
    child,
    stderr: () => stderr,
    stdout: () => stdout,
    exited,
    waitForStderr(pattern) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          const match = pattern.exec(stderr);
          if (match !== null) resolve(match);
          else if (closed) {
            reject(new Error(`kit-mcp exited before printing ${pattern}:\n${stderr}`));
          } else waiters.push(check);
        };
        check();
      });
    },
  };
}

/**
 * The exit code of a kit-mcp expected to refuse to start, or `"serving"` as soon as it says it
 * serves: a refusal that broke then fails the test at once, not at the test's timeout.
 */
export function refusalOf(server: KitMcpProcess): Promise<number | null | "serving"> {
  const serving = server
    .waitForStderr(/serving \d+ tools/)
    .then(() => "serving" as const)
    // It exited first: `exited` answers.
    .catch(() => server.exited);
  return Promise.race([server.exited, serving]);
}

/** Kills every kit-mcp still running; for afterEach. */
export async function killAll(): Promise<void> {
  const children = [...running];
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
}

/**
 * A client transport over a spawned process's stdin and stdout (the SDK's own stdio client
 * transport spawns the process itself and hides it; the tests need the process).
 */
export class ChildStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  readonly #child: ChildProcessWithoutNullStreams;
  readonly #buffer = new ReadBuffer();

  constructor(child: ChildProcessWithoutNullStreams) {
    this.#child = child;
  }

  async start(): Promise<void> {
    this.#child.stdout.on("data", (chunk: Buffer) => {
      this.#buffer.append(chunk);
      for (;;) {
        let message: JSONRPCMessage | null;
        try {
          message = this.#buffer.readMessage();
        } catch (error) {
          this.onerror?.(error as Error);
          continue;
        }
        if (message === null) break;
        this.onmessage?.(message);
      }
    });
    this.#child.once("exit", () => this.onclose?.());
  }

  /** Writes a line as it is, for malformed input. */
  writeLine(line: string): void {
    this.#child.stdin.write(`${line}\n`);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    this.#child.stdin.write(serializeMessage(message));
  }

  async close(): Promise<void> {
    this.#child.stdin.end();
  }
}
