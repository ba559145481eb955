// What a store does when Redis is unreachable: rethrow (fail closed), or run the same operation
// on this process's in-memory store.
import { RedisUnavailableError } from "../errors/redis-unavailable-error";
import type { RedisUnavailablePolicy } from "../redis-store-options";

/**
 * Runs `remote`; when it fails with RedisUnavailableError and the policy is `local`, runs
 * `local` instead.
 */
export async function withFallback<T>(
  policy: RedisUnavailablePolicy,
  remote: () => Promise<T>,
  local: () => Promise<T>,
): Promise<T> {
  try {
    return await remote();
  } catch (error) {
    if (policy === "local" && RedisUnavailableError.isInstance(error)) return local();
    throw error;
  }
}
