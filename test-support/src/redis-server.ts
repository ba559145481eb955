// A real redis-server for tests, the fleet scenario and the Redis bench: 127.0.0.1, a free
// port, a temporary directory with an append-only file fsynced on every write (so a restart
// keeps every result; `persist: false` for none, as a benchmark wants), optionally a password. Debian's `redis-server` (.ci/system-deps.sh).
// Readiness is asked over a plain socket (PING), so this needs no Redis client.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === "object" && address !== null ? address.port : 0),
      );
    });
  });
}

// Whether the server answers PING (after AUTH when it has a password).
function answers(port: number, password: string | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let reply = "";
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.once("error", () => done(false));
    socket.on("data", (chunk) => {
      reply += chunk.toString();
      if (reply.includes("+PONG")) done(true);
      else if (reply.includes("-")) done(false);
    });
    socket.write(`${password === undefined ? "" : `AUTH ${password}\r\n`}PING\r\n`);
  });
}

// Every redis-server started and not yet exited: killed when this process exits, however it
// exits, so that none outlives its test run.
const running = new Set<ChildProcess>();
let exitHook = false;

function track(child: ChildProcess): void {
  running.add(child);
  child.once("exit", () => running.delete(child));
  if (exitHook) return;
  exitHook = true;
  process.once("exit", () => {
    for (const each of running) each.kill("SIGKILL");
  });
}

/** A running redis-server that can be stopped and started again on the same port and data. */
export class RedisProcess {
  /** Its port on 127.0.0.1. */
  readonly port: number;
  /** `redis://[:password@]127.0.0.1:port`. */
  readonly url: string;
  /** The password it requires, if any. */
  readonly password: string | undefined;
  readonly #dir: string;
  readonly #persist: boolean;
  #child: ChildProcess | undefined;

  private constructor(port: number, password: string | undefined, persist: boolean) {
    this.port = port;
    this.password = password;
    this.#persist = persist;
    this.url = `redis://${password === undefined ? "" : `:${password}@`}127.0.0.1:${port}`;
    this.#dir = mkdtempSync(join(tmpdir(), "kit-redis-"));
  }

  /**
   * Starts one and waits until it answers.
   * @param options - `password`: require it; `persist`: keep an append-only file (default true).
   */
  static async start(
    options: { password?: string; persist?: boolean } = {},
  ): Promise<RedisProcess> {
    const server = new RedisProcess(await freePort(), options.password, options.persist ?? true);
    await server.resume();
    return server;
  }

  /** Starts the server (again) and waits until it answers. */
  async resume(): Promise<void> {
    const args = [
      ["--port", String(this.port)],
      ["--bind", "127.0.0.1"],
      ["--dir", this.#dir],
      ["--save", ""],
      this.#persist ? ["--appendonly", "yes", "--appendfsync", "always"] : [],
      ["--daemonize", "no"],
      ["--loglevel", "warning"],
      this.password === undefined ? [] : ["--requirepass", this.password],
    ].flat();
    const child = spawn("redis-server", args, { stdio: "ignore" });
    track(child);
    this.#child = child;
    for (let attempt = 0; !(await answers(this.port, this.password)); attempt++) {
      if (attempt > 500 || child.exitCode !== null) {
        throw new Error(`redis-server on port ${this.port} did not start`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /**
   * Freezes the server for `ms` milliseconds (SIGSTOP, then SIGCONT): it keeps its
   * connections but answers nothing meanwhile, as a server stuck on a slow disk or in a long
   * pause would. It is always continued, even when the wait is interrupted.
   */
  async pause(ms: number): Promise<void> {
    const child = this.#running();
    child.kill("SIGSTOP");
    try {
      await new Promise((resolve) => setTimeout(resolve, ms));
    } finally {
      child.kill("SIGCONT");
    }
  }

  /** Kills the server at once (SIGKILL: nothing written on the way out), waiting for it to exit. */
  async kill(): Promise<void> {
    const child = this.#child;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }

  #running(): ChildProcess {
    const child = this.#child;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`redis-server on port ${this.port} is not running`);
    }
    return child;
  }

  /** Stops the server (SIGTERM: it writes its data), waiting for it to exit. */
  async halt(): Promise<void> {
    const child = this.#child;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    // A paused server must run again to act on SIGTERM.
    child.kill("SIGCONT");
    child.kill("SIGTERM");
    await exited;
  }

  /** Stops it and removes its data. */
  async stop(): Promise<void> {
    await this.halt();
    rmSync(this.#dir, { recursive: true, force: true });
  }
}
