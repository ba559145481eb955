// Concurrency limits kept in a store: slots asked by key with a lease id, given back, and the
// store's failures.
import { expect, test } from "vitest";
import { ToolExecutor } from "../src/executor/tool-executor";
import type { ConcurrencyStore, SlotRequest } from "../src/policies/concurrency-store";
import { MemoryConcurrencyStore } from "../src/policies/memory-concurrency-store";
import { defineTool } from "../src/tool/define-tool";
import { causeOf } from "./policy-fixtures";

function measured() {
  let running = 0;
  let most = 0;
  const tool = defineTool({
    name: "geocode",
    effects: { readOnly: true },
    execute: async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running--;
      return { ok: true };
    },
  });
  return { tool, most: () => most };
}

test("the store's limits hold for every executor that shares it", async () => {
  const concurrency = new MemoryConcurrencyStore();
  const executors = [1, 2, 3].map(
    () =>
      new ToolExecutor({
        maxConcurrency: 3,
        toolConcurrency: { geocode: 2 },
        stores: { concurrency },
      }),
  );
  const { tool, most } = measured();
  await Promise.all(Array.from({ length: 30 }, (_, n) => executors[n % 3]?.execute(tool, {})));
  expect(most()).toBe(2);
});

test("slots are asked by key and lease id, and each is given back with the same lease id", async () => {
  const asked: SlotRequest[] = [];
  const released: [string, string][] = [];
  const concurrency: ConcurrencyStore = {
    acquire: async (request) => {
      asked.push(request);
    },
    release: async (key, leaseId) => {
      released.push([key, leaseId]);
    },
  };
  const executor = new ToolExecutor({
    maxConcurrency: 5,
    toolConcurrency: { geocode: 2 },
    stores: { concurrency },
  });
  await executor.execute(measured().tool, {});
  expect(asked.map(({ key, limit }) => [key, limit])).toEqual([
    ["tool:geocode", 2],
    ["executor", 5],
  ]);
  const leaseId = asked[0]?.leaseId;
  expect(asked[1]?.leaseId).toBe(leaseId);
  expect(released).toEqual([
    ["tool:geocode", leaseId],
    ["executor", leaseId],
  ]);
});

test("a store that fails the second slot fails the call, and the first slot is given back", async () => {
  const released: string[] = [];
  const down = new Error("slots unreachable");
  const concurrency: ConcurrencyStore = {
    acquire: async ({ key }) => {
      if (key === "executor") throw down;
    },
    release: async (key) => {
      released.push(key);
    },
  };
  const result = await new ToolExecutor({
    maxConcurrency: 5,
    toolConcurrency: { geocode: 2 },
    stores: { concurrency },
  }).execute(measured().tool, {}, { raiseOnFailure: false });
  expect(causeOf(result)).toBe(down);
  expect(released).toEqual(["tool:geocode"]);
});

test("a call waiting for a slot of the memory store leaves on timeout, holding nothing", async () => {
  const concurrency = new MemoryConcurrencyStore();
  const executor = new ToolExecutor({ maxConcurrency: 1, stores: { concurrency } });
  let open!: () => void;
  const blocker = defineTool({
    name: "block",
    effects: { readOnly: true },
    execute: () => new Promise<{ ok: boolean }>((resolve) => (open = () => resolve({ ok: true }))),
  });
  const first = executor.execute(blocker, {});
  const late = await executor.execute(
    measured().tool,
    {},
    { timeoutMs: 20, raiseOnFailure: false },
  );
  expect(causeOf(late).name).toBe("TimeoutError");
  open();
  await first;
  expect((await executor.execute(measured().tool, {})).status).toBe("success");
});
