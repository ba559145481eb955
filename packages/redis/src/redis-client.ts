// The part of a Redis client the stores use: scripts, by hash or by text.

/**
 * What the stores need of a Redis client: `EVALSHA` and `EVAL` with keys then arguments. An
 * `ioredis` client (`new Redis(url)`) is one as it is; a Valkey server serves it the same way.
 */
export interface RedisClient {
  /** Runs a script by its SHA-1 (Redis answers `NOSCRIPT` when it does not know it). */
  evalsha(sha: string, numberOfKeys: number, ...keysAndArgs: (string | number)[]): Promise<unknown>;
  /** Runs a script by its text. */
  eval(script: string, numberOfKeys: number, ...keysAndArgs: (string | number)[]): Promise<unknown>;
}
