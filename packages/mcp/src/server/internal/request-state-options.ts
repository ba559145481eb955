// The requestState options of createMcpServer and kit-mcp, checked once.
import { RequestStateSeal, randomRequestStateKey, readRequestStateKey } from "./request-state-seal";

/** How long a requestState stays valid when nothing else is said: a person may take a while. */
const DEFAULT_REQUEST_STATE_TTL_MS = 15 * 60_000;

/**
 * The seal of a server's requestState: the configured key (or a random one for this process)
 * and lifetime.
 * @param names - what the errors call the key and the lifetime (an option, an environment
 * variable).
 * @throws TypeError when the key is not 32 bytes; RangeError for a bad lifetime.
 */
export function requestStateSeal(
  options: {
    readonly requestStateKey?: Uint8Array | string | undefined;
    readonly requestStateTtlMs?: number | undefined;
  },
  names: { readonly key: string; readonly ttl: string },
): RequestStateSeal {
  const ttlMs = options.requestStateTtlMs ?? DEFAULT_REQUEST_STATE_TTL_MS;
  if (!Number.isSafeInteger(ttlMs) || ttlMs < 1) {
    throw new RangeError(
      `${names.ttl} must be a positive integer of milliseconds, got ${String(ttlMs)}`,
    );
  }
  const key =
    options.requestStateKey === undefined
      ? randomRequestStateKey()
      : readRequestStateKey(options.requestStateKey, names.key);
  return new RequestStateSeal(key, ttlMs);
}
