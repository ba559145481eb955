// Rate limits per tool and per credential: turns asked of the store, waited for, refused past
// the call's timeout; and the in-memory store as the default.
import { describe, expect, test, vi } from "vitest";
import { RateLimitError } from "../src/errors/rate-limit-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import type { ConcurrencyStore } from "../src/policies/concurrency-store";
import type { RateLimitStore, RateRequest } from "../src/policies/rate-limit-store";
import { defineTool } from "../src/tool/define-tool";
import { causeOf, MODES, settleMicrotasks } from "./policy-fixtures";

const credentials = { resolve: async () => ({ "search-key": "s3cr3t-value-long" }) };

function counted(name: string, credentialNames: string[] = []) {
  const runs: number[] = [];
  const tool = defineTool({
    name,
    credentialNames,
    effects: { readOnly: true },
    execute: () => {
      runs.push(runs.length);
      return { ok: true };
    },
  });
  return { tool, runs };
}

/** A store that answers from a list and records what it was asked. */
function scriptedStore(answers: { granted: boolean; waitMs: number }[]) {
  const asked: RateRequest[] = [];
  const store: RateLimitStore = {
    reserve: async (request) => {
      asked.push(request);
      return answers.shift() ?? { granted: true, waitMs: 0 };
    },
  };
  return { store, asked };
}

test("a tool's rate and each of its credentials' rates are asked, by key, with the time left", async () => {
  const { store, asked } = scriptedStore([]);
  const executor = new ToolExecutor({
    credentials,
    timeoutMs: 5_000,
    toolRateLimits: { search: { calls: 10, intervalMs: 1_000 } },
    credentialRateLimits: {
      "search-key": { calls: 2, intervalMs: 60_000 },
      other: { calls: 1, intervalMs: 1 },
    },
    stores: { rateLimits: store },
  });
  const { tool, runs } = counted("search", ["search-key"]);
  await executor.execute(tool, {});
  expect(runs).toHaveLength(1);
  // Each interval widened by the start grace (a twentieth, from 20 ms to 1 s), so that a call
  // starting up to that late after its turn still keeps every window within the rate.
  expect(asked.map((request) => [request.key, request.rate])).toEqual([
    ["tool:search", { calls: 10, intervalMs: 1_050 }],
    ["credential:search-key", { calls: 2, intervalMs: 61_000 }],
  ]);
  for (const request of asked) {
    expect(request.maxWaitMs).toBeGreaterThan(0);
    expect(request.maxWaitMs).toBeLessThanOrEqual(5_000);
  }
});

test("without a timeout a call accepts any wait", async () => {
  const { store, asked } = scriptedStore([]);
  const executor = new ToolExecutor({
    toolRateLimits: { search: { calls: 1, intervalMs: 10 } },
    stores: { rateLimits: store },
  });
  await executor.execute(counted("search").tool, {});
  expect(asked[0]?.maxWaitMs).toBe(Number.POSITIVE_INFINITY);
});

for (const { mode, raise } of MODES) {
  test(`${mode} mode: a refused turn fails the call with a RateLimitError cause, the tool never runs`, async () => {
    const { store } = scriptedStore([{ granted: false, waitMs: 1234.2 }]);
    const executor = new ToolExecutor({
      credentials,
      timeoutMs: 1_000,
      credentialRateLimits: { "search-key": { calls: 2, intervalMs: 60_000 } },
      stores: { rateLimits: store },
    });
    const { tool, runs } = counted("search", ["search-key"]);
    const result = await executor
      .execute(tool, {}, { raiseOnFailure: raise })
      .catch((error: Error) => ({ status: "failure" as const, error }));
    expect(runs).toHaveLength(0);
    expect(result.status).toBe("failure");
    const cause = (result.error as Error).cause;
    expect(RateLimitError.isInstance(cause)).toBe(true);
    expect(cause).toMatchObject({
      limit: "credential",
      limitName: "search-key",
      retryAfterMs: 1235,
    });
    expect((result.error as Error).message).toBe(
      "Tool 'search' execution failed: Tool 'search' call would exceed the rate limit of credential 'search-key' (2 calls per 60000 ms) before its timeout; a turn comes in 1235 ms.",
    );
  });
}

test("a granted wait is waited for before the tool runs, and an abort during it ends the call", async () => {
  const { store } = scriptedStore([{ granted: true, waitMs: 60_000 }]);
  const executor = new ToolExecutor({
    toolRateLimits: { search: { calls: 1, intervalMs: 60_000 } },
    stores: { rateLimits: store },
  });
  const { tool, runs } = counted("search");
  const controller = new AbortController();
  const call = executor.execute(tool, {}, { signal: controller.signal, raiseOnFailure: false });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(runs).toHaveLength(0);
  controller.abort(new Error("stop waiting"));
  const result = await call;
  expect(runs).toHaveLength(0);
  expect(result.error?.message).toContain("stop waiting");
});

test("in memory by default: one API key's quota is shared by the tools that declare it", async () => {
  const executor = new ToolExecutor({
    credentials,
    timeoutMs: 50,
    credentialRateLimits: { "search-key": { calls: 1, intervalMs: 60_000 } },
  });
  const first = counted("search", ["search-key"]);
  const second = counted("lookup", ["search-key"]);
  const free = counted("free");
  expect((await executor.execute(first.tool, {}, { raiseOnFailure: false })).status).toBe(
    "success",
  );
  const refused = await executor.execute(second.tool, {}, { raiseOnFailure: false });
  expect(RateLimitError.isInstance(causeOf(refused))).toBe(true);
  expect(second.runs).toHaveLength(0);
  // A tool without the credential is not limited by it.
  expect((await executor.execute(free.tool, {}, { raiseOnFailure: false })).status).toBe("success");
});

test("rate limit options are checked when the executor is made", () => {
  expect(() => new ToolExecutor({ toolRateLimits: { a: { calls: 0, intervalMs: 1 } } })).toThrow(
    "toolRateLimits['a'].calls must be a positive integer, got 0.",
  );
  expect(
    () => new ToolExecutor({ credentialRateLimits: { k: { calls: 1, intervalMs: Number.NaN } } }),
  ).toThrow("credentialRateLimits['k'].intervalMs must be a positive finite number, got NaN.");
  expect(() => new ToolExecutor({ toolRateLimits: { a: 5 as never } })).toThrow(TypeError);
  expect(() => new ToolExecutor({ stores: { rateLimits: {} as never } })).toThrow(
    "ToolExecutor: 'stores.rateLimits' needs the methods reserve; it has no reserve.",
  );
});

test("a wait under a millisecond is no wait: the tool runs without a timer", async () => {
  vi.useFakeTimers();
  try {
    const { store } = scriptedStore([{ granted: true, waitMs: 0.4 }]);
    const executor = new ToolExecutor({
      toolRateLimits: { search: { calls: 1_000_000, intervalMs: 1_000 } },
      stores: { rateLimits: store },
    });
    const { tool, runs } = counted("search");
    const call = executor.execute(tool, {});
    await settleMicrotasks();
    expect(runs).toHaveLength(1);
    await call;
  } finally {
    vi.useRealTimers();
  }
});

describe("with a concurrency store too", () => {
  function slotStore() {
    const log: string[] = [];
    const store: ConcurrencyStore = {
      acquire: async (request) => {
        log.push(`acquire ${request.key}`);
      },
      release: async (key) => {
        log.push(`release ${key}`);
      },
    };
    return { store, log };
  }

  test("the slot first, then the turn: only a call that holds its slots takes a turn", async () => {
    const { store: concurrency, log } = slotStore();
    const rateLimits: RateLimitStore = {
      reserve: async () => {
        log.push(log.includes("acquire executor") ? "turn after the slot" : "turn alone");
        return { granted: true, waitMs: 0 };
      },
    };
    const executor = new ToolExecutor({
      maxConcurrency: 2,
      toolRateLimits: { search: { calls: 10, intervalMs: 1_000 } },
      stores: { rateLimits, concurrency },
    });
    const { tool, runs } = counted("search");
    await executor.execute(tool, {});
    expect(runs).toHaveLength(1);
    expect(log).toEqual(["acquire executor", "turn after the slot", "release executor"]);
  });

  test("a turn to wait for: waited for holding the slot, so the call starts on its turn", async () => {
    const { store: concurrency, log } = slotStore();
    const { store: rateLimits } = scriptedStore([{ granted: true, waitMs: 5 }]);
    const executor = new ToolExecutor({
      maxConcurrency: 2,
      toolRateLimits: { search: { calls: 10, intervalMs: 1_000 } },
      stores: { rateLimits, concurrency },
    });
    const { tool, runs } = counted("search");
    await executor.execute(tool, {});
    expect(runs).toHaveLength(1);
    expect(log).toEqual(["acquire executor", "release executor"]);
  });

  test("a call that would start later than the grace after its turn takes a new turn", async () => {
    const { store: concurrency } = slotStore();
    const { store: rateLimits, asked } = scriptedStore([]);
    // Its credentials take 100 ms to resolve: more than the grace of a 1000 ms interval (50 ms).
    const slowCredentials = {
      resolve: async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { "search-key": "s3cr3t-value-long" };
      },
    };
    const executor = new ToolExecutor({
      credentials: slowCredentials,
      maxConcurrency: 2,
      toolRateLimits: { search: { calls: 10, intervalMs: 1_000 } },
      stores: { rateLimits, concurrency },
    });
    const { tool, runs } = counted("search", ["search-key"]);
    await executor.execute(tool, {});
    expect(runs).toHaveLength(1);
    expect(asked.map((request) => request.key)).toEqual(["tool:search", "tool:search"]);
  });

  test("a turn refused: the slot is given back and the tool does not run", async () => {
    const { store: concurrency, log } = slotStore();
    const { store: rateLimits } = scriptedStore([{ granted: false, waitMs: 60_000 }]);
    const executor = new ToolExecutor({
      timeoutMs: 1_000,
      maxConcurrency: 2,
      toolRateLimits: { search: { calls: 1, intervalMs: 60_000 } },
      stores: { rateLimits, concurrency },
    });
    const { tool, runs } = counted("search");
    const result = await executor.execute(tool, {}, { raiseOnFailure: false });
    expect(RateLimitError.isInstance(causeOf(result))).toBe(true);
    expect(runs).toHaveLength(0);
    expect(log).toEqual(["acquire executor", "release executor"]);
  });

  test("a slot that cannot be had fails the call with the store's error, also while the turn is asked", async () => {
    const down = new Error("slots unreachable");
    const concurrency: ConcurrencyStore = {
      acquire: () => Promise.reject(down),
      release: () => Promise.resolve(),
    };
    const rateLimits: RateLimitStore = {
      reserve: () =>
        new Promise((resolve) => setTimeout(() => resolve({ granted: true, waitMs: 0 }), 20)),
    };
    const executor = new ToolExecutor({
      maxConcurrency: 2,
      toolRateLimits: { search: { calls: 10, intervalMs: 1_000 } },
      stores: { rateLimits, concurrency },
    });
    const { tool, runs } = counted("search");
    const result = await executor.execute(tool, {}, { raiseOnFailure: false });
    expect(causeOf(result)).toBe(down);
    expect(runs).toHaveLength(0);
  });
});
