// A real redis-server for the tests (test-support's RedisProcess: 127.0.0.1, a free port, an
// append-only file so a restart keeps the data), with ioredis clients that `stop` closes.
import { RedisProcess } from "@kit/test-support/redis-server";
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

/**
 * Starts a redis-server.
 * @param options - `password`: require it (`requirepass`).
 */
export async function startRedis(options: { password?: string } = {}): Promise<RedisServer> {
  const server = await RedisProcess.start(options);
  const clients: Redis[] = [];
  return {
    port: server.port,
    url: server.url,
    client: (clientOptions = {}) => {
      const client = new Redis({
        port: server.port,
        host: "127.0.0.1",
        password: clientOptions.password ?? options.password,
        enableOfflineQueue: clientOptions.enableOfflineQueue ?? true,
        retryStrategy: () => 50,
      });
      client.on("error", () => undefined);
      clients.push(client);
      return client;
    },
    halt: () => server.halt(),
    resume: () => server.resume(),
    stop: async () => {
      for (const client of clients) client.disconnect();
      await server.stop();
    },
  };
}
