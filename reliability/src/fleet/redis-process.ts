// A redis-server for the fleet scenario: 127.0.0.1, a free port, a temporary directory with an
// append-only file (fsync on every write, so a restart keeps every result), a password.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";

// A free TCP port on 127.0.0.1.
async function freePort(): Promise<number> {
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

/** A running redis-server that can be stopped and started again on the same port and data. */
export class RedisProcess {
  readonly port: number;
  readonly url: string;
  readonly #dir: string;
  readonly #password: string;
  #child: ChildProcess | undefined;

  private constructor(port: number, password: string) {
    this.port = port;
    this.#password = password;
    this.url = `redis://:${password}@127.0.0.1:${port}`;
    this.#dir = mkdtempSync(join(tmpdir(), "kit-fleet-redis-"));
  }

  /** Starts one. */
  static async start(password: string): Promise<RedisProcess> {
    const process = new RedisProcess(await freePort(), password);
    await process.resume();
    return process;
  }

  /** Starts the server (again) and waits until it answers. */
  async resume(): Promise<void> {
    this.#child = spawn(
      "redis-server",
      [
        "--port",
        String(this.port),
        "--bind",
        "127.0.0.1",
        "--dir",
        this.#dir,
        "--save",
        "",
        "--appendonly",
        "yes",
        "--appendfsync",
        "always",
        "--requirepass",
        this.#password,
        "--loglevel",
        "warning",
      ],
      { stdio: "ignore" },
    );
    const probe = new Redis(this.url, {
      lazyConnect: true,
      retryStrategy: () => 20,
      maxRetriesPerRequest: null,
    });
    probe.on("error", () => undefined);
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await probe.ping();
          return;
        } catch (error) {
          if (attempt > 500) throw error;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
    } finally {
      probe.disconnect();
    }
  }

  /** Stops the server (SIGTERM), waiting for it to exit. */
  async halt(): Promise<void> {
    const child = this.#child;
    if (child === undefined || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }

  /** Stops it and removes its data. */
  async stop(): Promise<void> {
    await this.halt();
    rmSync(this.#dir, { recursive: true, force: true });
  }
}
