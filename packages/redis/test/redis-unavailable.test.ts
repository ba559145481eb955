// Redis unreachable: fail closed by default with a clear typed error that holds no password;
// or, when asked, local limits until it is back.
import { CANARY, visibleText } from "@kit/test-support";
import { defineTool, ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import { RedisUnavailableError } from "../src/errors/redis-unavailable-error";
import { redisStores } from "../src/redis-stores";
import { type RedisServer, startRedis } from "./redis-server";

let server: RedisServer;
beforeAll(async () => {
  server = await startRedis({ password: CANARY });
});
afterAll(async () => {
  await server.stop();
});

const runs: number[] = [];
const tool = defineTool({
  name: "send_mail",
  execute: () => {
    runs.push(runs.length);
    return { sent: true };
  },
});

test("fail closed: a call fails with RedisUnavailableError before its tool runs, and no password is shown", async () => {
  const client = server.client();
  const executor = new ToolExecutor({
    maxConcurrency: 5,
    stores: redisStores(client, { commandTimeoutMs: 200, prefix: "u1:" }),
  });
  expect((await executor.execute(tool, {}, { callId: "up" })).status).toBe("success");
  await server.halt();
  try {
    const before = runs.length;
    const result = await executor.execute(tool, {}, { callId: "down", raiseOnFailure: false });
    const cause = result.error?.cause;
    expect(RedisUnavailableError.isInstance(cause)).toBe(true);
    expect(result.error?.message).toMatch(
      /^Tool 'send_mail' execution failed: Redis is unreachable, so the call could not (claim its call id|take a concurrency slot): /,
    );
    expect(runs.length).toBe(before);
    expect(visibleText(result)).not.toContain(CANARY);
    expect(JSON.stringify(cause)).not.toContain(CANARY);
    expect(String(cause)).not.toContain(server.url);
  } finally {
    await server.resume();
  }
});

test("onUnavailable: local runs the call under this process's own limits while Redis is down", async () => {
  const client = server.client();
  let running = 0;
  let most = 0;
  const slow = defineTool({
    name: "slow",
    effects: { idempotent: true },
    execute: async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running--;
      return { done: true };
    },
  });
  const executor = new ToolExecutor({
    maxConcurrency: 1,
    timeoutMs: 5_000,
    toolRateLimits: { send_mail: { calls: 1, intervalMs: 60_000 } },
    stores: redisStores(client, {
      commandTimeoutMs: 200,
      finishRetryMs: 300,
      prefix: "u2:",
      onUnavailable: "local",
    }),
  });
  await server.halt();
  try {
    const result = await executor.execute(tool, {}, { callId: "local-1" });
    expect(result.status).toBe("success");
    // The limits still hold, in this process: one call at a time, one turn a minute.
    const outcomes = await Promise.all([0, 1, 2].map(() => executor.execute(slow, {})));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["success", "success", "success"]);
    expect(most).toBe(1);
    const again = await executor.execute(tool, {}, { callId: "local-2", raiseOnFailure: false });
    expect(again.error?.message).toContain("would exceed the rate limit of tool 'send_mail'");
  } finally {
    await server.resume();
  }
});

test("options are checked", () => {
  const client = server.client();
  expect(() => redisStores(client, { leaseMs: 0 })).toThrow(
    "@kit/redis: 'leaseMs' must be a positive finite number of milliseconds, got 0.",
  );
  expect(() => redisStores(client, { onUnavailable: "open" as never })).toThrow(TypeError);
});
