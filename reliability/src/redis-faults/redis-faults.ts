// The Redis fault harness: a real redis-server (test-support's RedisProcess) that a test pauses
// (SIGSTOP for a while), kills (SIGKILL) and restarts, with or without persistence, and the
// ioredis clients kit's stores use against it. Every fault is bounded in time, and `stop` ends
// the server and closes every client (a server still running when the test process exits is
// killed then too).
import { RedisProcess } from "@kit/test-support/redis-server";
import { Redis } from "ioredis";

/** A redis-server to break, and its clients. */
export interface FaultyRedis {
  readonly port: number;
  /** Whether it keeps its data across a kill (an append-only file fsynced on every write). */
  readonly persist: boolean;
  /**
   * A new client, as a kit process would hold one: commands sent while Redis is unreachable
   * wait in its queue (ioredis's default), reconnecting every 50 ms. Closed by `stop`.
   */
  client(): Redis;
  /** Freezes the server for `ms` (SIGSTOP, then SIGCONT): connections stay open, unanswered. */
  pause(ms: number): Promise<void>;
  /** Kills the server (SIGKILL) and starts it again on the same port and directory. */
  killAndRestart(options?: { downMs?: number }): Promise<void>;
  /** Stops the server, closes every client, removes its data. */
  stop(): Promise<void>;
}

/**
 * Starts a redis-server for fault tests.
 * @param options - `persist`: keep an append-only file fsynced on every write (default false:
 * a kill loses everything, as a cache-only Redis would).
 */
export async function startFaultyRedis(options: { persist?: boolean } = {}): Promise<FaultyRedis> {
  const persist = options.persist ?? false;
  const server = await RedisProcess.start({ persist });
  const clients: Redis[] = [];
  return {
    port: server.port,
    persist,
    client() {
      const client = new Redis({
        port: server.port,
        host: "127.0.0.1",
        retryStrategy: () => 50,
        // Never give up a command because of reconnects: the store's own timeout decides.
        maxRetriesPerRequest: null,
      });
      client.on("error", () => undefined);
      clients.push(client);
      return client;
    },
    pause: (ms) => server.pause(ms),
    async killAndRestart({ downMs = 0 } = {}) {
      await server.kill();
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      await server.resume();
    },
    async stop() {
      for (const client of clients) client.disconnect();
      await server.stop();
    },
  };
}

/** Resolves after `ms` milliseconds. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
