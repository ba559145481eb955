// Runs the stores' scripts: by hash (the text once per server, after NOSCRIPT), each command
// bounded by the command timeout, every failure to reach Redis turned into RedisUnavailableError.
import { createHash } from "node:crypto";
import { RedisUnavailableError } from "../errors/redis-unavailable-error";
import type { RedisClient } from "../redis-client";

const hashes = new Map<string, string>();

function sha1(script: string): string {
  let hash = hashes.get(script);
  if (hash === undefined) {
    hash = createHash("sha1").update(script).digest("hex");
    hashes.set(script, hash);
  }
  return hash;
}

/** Runs scripts on one client. */
export class ScriptRunner {
  readonly #client: RedisClient;
  readonly #timeoutMs: number;

  constructor(client: RedisClient, timeoutMs: number) {
    this.#client = client;
    this.#timeoutMs = timeoutMs;
  }

  /**
   * Runs `script` with `keys` and `args`.
   * @param operation - what the store is doing, for the error (`take a concurrency slot`).
   * @throws RedisUnavailableError when Redis cannot be reached or answers too slowly; the
   * script's own error (a bug, never expected) as it is.
   */
  async run(
    operation: string,
    script: string,
    keys: readonly string[],
    args: readonly (string | number)[],
  ): Promise<unknown> {
    const client = this.#client;
    const send = async (): Promise<unknown> => {
      try {
        return await client.evalsha(sha1(script), keys.length, ...keys, ...args);
      } catch (error) {
        if (!String((error as Error)?.message).startsWith("NOSCRIPT")) throw error;
        return await client.eval(script, keys.length, ...keys, ...args);
      }
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`no answer within ${this.#timeoutMs} ms`);
        error.name = "TimeoutError";
        reject(error);
      }, this.#timeoutMs);
    });
    try {
      return await Promise.race([send(), timeout]);
    } catch (error) {
      if (isScriptError(error)) throw error;
      throw new RedisUnavailableError({ operation, cause: error });
    } finally {
      clearTimeout(timer);
    }
  }
}

// An error the server returned for the script itself (ERR ... script), not a connection failure.
function isScriptError(error: unknown): boolean {
  const message = String((error as Error)?.message ?? "");
  return /^(ERR|WRONGTYPE)\b/.test(message) && message.includes("script");
}
