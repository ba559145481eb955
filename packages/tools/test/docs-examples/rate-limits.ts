import { defineTool, RateLimitError, ToolExecutor } from "@kit/tools";

const search = defineTool({
  name: "search",
  credentialNames: ["search-key"],
  effects: { readOnly: true },
  execute: () => ({ hits: 3 }),
});
const executor = new ToolExecutor({
  credentials: { resolve: async () => ({ "search-key": "sk-live-0123456789" }) },
  timeoutMs: 1_000,
  // The API key allows 2 calls a minute, whichever tool makes them.
  credentialRateLimits: { "search-key": { calls: 2, intervalMs: 60_000 } },
});

const first = await executor.execute(search, {});
const second = await executor.execute(search, {}, { raiseOnFailure: false });
console.log(first.status, second.status, RateLimitError.isInstance(second.error?.cause));
// success failure true

// Its message: "Tool 'search' call would exceed the rate limit of credential 'search-key'
// (2 calls per 60000 ms) before its timeout; a turn comes in 30500 ms." (less the time since).
const cause = second.error?.cause as RateLimitError;
console.log(cause.limitName, "turn in about", Math.round(cause.retryAfterMs / 10_000) * 10, "s");
// search-key turn in about 30 s
