// A real redis-server for the tests: on 127.0.0.1, a free port, a temporary directory with an
// append-only file (so a restart keeps the data), stopped after. Debian's `redis-server`
// (installed by .ci/system-deps.sh).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";

/** A running redis-server and what the tests do to it. */
export interface RedisServer {
  readonly port: number;
  readonly url: string;
  /** A new client of this server (closed by `stop`). */
  client(options?: { password?: string; enableOfflineQueue?: boolean }): Redis;
  /** Stops the server (SIGTERM: it writes its data), leaving the port free. */
  halt(): Promise<void>;
  /** Starts it again on the same port and directory. */
  resume(): Promise<void>;
  /** Stops it, closes every client, removes the directory. */
  stop(): Promise<void>;
}

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

/**
 * Starts a redis-server.
 * @param options - `password`: require it (`requirepass`).
 */
export async function startRedis(options: { password?: string } = {}): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "kit-redis-"));
  const clients: Redis[] = [];
  let child: ChildProcess | undefined;
  const args = [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--dir",
    dir,
    "--save",
    "",
    "--appendonly",
    "yes",
    "--appendfsync",
    "always",
    "--daemonize",
    "no",
    "--loglevel",
    "warning",
    ...(options.password === undefined ? [] : ["--requirepass", options.password]),
  ];
  const launch = async (): Promise<void> => {
    child = spawn("redis-server", args, { stdio: "ignore" });
    const probe = new Redis({
      port,
      host: "127.0.0.1",
      password: options.password,
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
  };
  const halt = async (): Promise<void> => {
    const running = child;
    if (running === undefined || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  };
  await launch();
  const auth = options.password === undefined ? "" : `:${options.password}@`;
  return {
    port,
    url: `redis://${auth}127.0.0.1:${port}`,
    client: (clientOptions = {}) => {
      const client = new Redis({
        port,
        host: "127.0.0.1",
        password: clientOptions.password ?? options.password,
        enableOfflineQueue: clientOptions.enableOfflineQueue ?? true,
        retryStrategy: () => 50,
      });
      client.on("error", () => undefined);
      clients.push(client);
      return client;
    },
    halt,
    resume: launch,
    stop: async () => {
      for (const client of clients) client.disconnect();
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
