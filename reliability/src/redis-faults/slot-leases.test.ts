// Point 12 of issue 32: while Redis is paused, slot requests wait in their connections; their
// callers give up (the command timeout), and the requests still run once Redis answers again.
// Such a slot, taken for a caller that is gone, must be given back at once, not held for its
// whole lease (10 s by default: with two processes, nothing started for 11 s). The same for a
// call id claimed for a caller that is gone: its retry must not find it "still running".
import { RedisCallRecordStore, RedisConcurrencyStore } from "@kit/redis";
import { defineTool, ToolExecutor } from "@kit/tools";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, expect, test } from "vitest";
import { delay, type FaultyRedis, startFaultyRedis } from "./redis-faults";

let redis: FaultyRedis;
beforeAll(async () => {
  redis = await startFaultyRedis();
});
afterAll(async () => {
  await redis.stop();
});

const tool = defineTool({
  name: "work",
  effects: { idempotent: true },
  execute: async () => {
    await delay(20);
    return { done: true };
  },
});

/** A replica: its own client, store and executor, sharing the limit through the prefix. */
function replica(prefix: string): { client: Redis; executor: ToolExecutor } {
  const client = redis.client();
  // The default lease (10 s): the stall it would cause is what the test must not see.
  const store = new RedisConcurrencyStore(client, { prefix, commandTimeoutMs: 500 });
  return {
    client,
    executor: new ToolExecutor({ maxConcurrency: 2, stores: { concurrency: store } }),
  };
}

test.each([1, 2])(
  "%i process(es): after a 3 s pause, the slots of callers that gave up are free at once",
  async (processes) => {
    const prefix = `leases${processes}:`;
    const replicas = Array.from({ length: processes }, () => replica(prefix));
    // Every replica works before the fault.
    for (const { executor } of replicas) {
      expect((await executor.execute(tool, {})).status).toBe("success");
    }
    const paused = redis.pause(3_000);
    // Six callers per replica ask for a slot while Redis answers nothing: each gives up.
    const calls = replicas.flatMap(({ executor }) =>
      Array.from({ length: 6 }, () => executor.execute(tool, {}, { raiseOnFailure: false })),
    );
    const outcomes = await Promise.all(calls);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(calls.map(() => "failure"));
    await paused;
    // On each connection, a command sent now is answered after everything sent before it.
    for (const { client } of replicas) await client.ping();
    // No caller is running: no slot may be held.
    expect(await replicas[0]?.client.zrange(`${prefix}slots:executor`, 0, -1)).toEqual([]);
    // And the replicas run calls again, each within a timeout of half the lease.
    const after = await Promise.all(
      replicas.flatMap(({ executor }) =>
        Array.from({ length: 4 }, () =>
          executor.execute(tool, {}, { timeoutMs: 5_000, raiseOnFailure: false }),
        ),
      ),
    );
    expect(after.map((outcome) => outcome.status)).toEqual(after.map(() => "success"));
  },
);

test("after a 3 s pause, a call id claimed for a caller that gave up is free for its retry", async () => {
  const client = redis.client();
  const calls = new RedisCallRecordStore(client, { prefix: "claims:", commandTimeoutMs: 500 });
  const sent: string[] = [];
  const send = defineTool({
    name: "send",
    inputSchema: { parameters: [{ name: "to", type: "string" }] } as const,
    execute: ({ to }) => {
      sent.push(to);
      return { sent: true };
    },
  });
  const executor = new ToolExecutor({ stores: { calls } });
  const paused = redis.pause(3_000);
  const lost = await executor.execute(send, { to: "a" }, { callId: "m-1", raiseOnFailure: false });
  expect(lost.status).toBe("failure");
  await paused;
  await client.ping();
  // Nothing runs under the id: no claim may be kept for it.
  expect(await client.hgetall("claims:call:m-1")).toEqual({});
  const retried = await executor.execute(
    send,
    { to: "a" },
    { callId: "m-1", raiseOnFailure: false },
  );
  expect(retried.error?.message).toBeUndefined();
  expect(sent).toEqual(["a"]);
});
