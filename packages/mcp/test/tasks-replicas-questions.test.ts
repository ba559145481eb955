// A task's question answered through a replica that does not run it: two real kit-mcp processes
// on one real redis-server, the question read from the store and the answer given through the
// other replica, in both eras; what the store holds of a question is redacted.
import { CANARY } from "@kit/test-support";
import { RedisProcess } from "@kit/test-support/redis-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import {
  CallToolResultSchema,
  CreateTaskResultSchema,
  ElicitRequestSchema,
  GetTaskResultSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TOKEN } from "./support/http-client";
import { type KitMcpProcess, killAll, spawnKitMcp } from "./support/kit-mcp-process";
import { type RoundRobinProxy, startRoundRobinProxy } from "./support/round-robin-proxy";
import { finished, taskRequest, untilTask } from "./support/task-requests";

const SERVING = /serving \d+ tools? at (http:\/\/\S+)\n/;
// The bound docs/tasks.md states for an answer given through another replica to reach the tool
// (its poll of the store, 100 ms, and a round trip), with a generous grace for a loaded machine.
const ANSWER_BOUND_MS = 100 + 4900;

async function replica(redisUrl: string): Promise<{ process: KitMcpProcess; url: URL }> {
  const kit = spawnKitMcp(
    ["serve", "test/fixtures/task-tools.ts", "--http", "--port", "0", "--tasks", "all"],
    { KIT_MCP_TOKEN: TOKEN, KIT_TEST_REDIS_URL: redisUrl },
  );
  const [, url] = await kit.waitForStderr(SERVING);
  return { process: kit, url: new URL(url ?? "") };
}

describe("a task's question on any replica (one Redis)", () => {
  let redis: RedisProcess;
  let runner: URL;
  let other: URL;
  let proxy: RoundRobinProxy;
  beforeAll(async () => {
    redis = await RedisProcess.start({ persist: false });
    [runner, other] = (await Promise.all([replica(redis.url), replica(redis.url)])).map(
      (each) => each.url,
    ) as [URL, URL];
    proxy = await startRoundRobinProxy([runner, other]);
  });
  afterAll(async () => {
    await proxy?.close();
    await killAll();
    await redis?.stop();
  });

  test("2026-07-28: started on one replica, its question read and answered through the other", async () => {
    // Started through the balancer; then read and answered only through the replica that does
    // not run it.
    const created = await taskRequest(proxy.url, "tools/call", {
      name: "confirm_delete",
      arguments: { filename: "far.txt" },
    });
    const away = proxy.served.at(-1) === 0 ? other : runner;
    const taskId = created.result?.taskId as string;
    const asking = await untilTask(away, taskId, (task) => task.inputRequests !== undefined);
    expect(asking.status).toBe("input_required");
    const requests = asking.inputRequests as Record<string, { params: { message: string } }>;
    const [key] = Object.keys(requests) as [string];
    expect(requests[key]?.params.message).toBe("Delete far.txt?");
    const answeredAt = Date.now();
    const ack = await taskRequest(away, "tasks/update", {
      taskId,
      inputResponses: { [key]: { action: "accept", content: { confirm: true } } },
    });
    expect(ack.result?.resultType).toBe("complete");
    const done = await untilTask(away, taskId, finished);
    expect(Date.now() - answeredAt).toBeLessThan(ANSWER_BOUND_MS);
    expect(done).toMatchObject({
      status: "completed",
      result: { content: [{ type: "text", text: '{"filename":"far.txt","deleted":true}' }] },
    });
    expect(done).not.toHaveProperty("inputRequests");
  });

  test("2025-11-25: tasks/result on the other replica asks the question there; the answer reaches the tool", async () => {
    let target = runner;
    const transport = new StreamableHTTPClientTransport(runner, {
      requestInit: { headers: { Authorization: `Bearer ${TOKEN}` } },
      fetch: (input, init) => {
        const url = new URL(String(input));
        url.host = target.host;
        return fetch(url, init);
      },
    });
    const client = new Client(
      { name: "test", version: "1.0.0" },
      { capabilities: { elicitation: {} } },
    );
    await client.connect(transport);
    const asked: string[] = [];
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      asked.push(request.params.message);
      return { action: "accept", content: { confirm: true } };
    });
    const { task } = await client.request(
      {
        method: "tools/call",
        params: { name: "confirm_delete", arguments: { filename: "old.log" }, task: {} },
      },
      CreateTaskResultSchema,
    );
    // From now on every request (and the answer to the question) goes to the other replica.
    target = other;
    const { taskId } = task;
    let status: string | undefined;
    for (let tries = 0; status !== "input_required" && tries < 500; tries++) {
      status = (
        await client.request({ method: "tasks/get", params: { taskId } }, GetTaskResultSchema)
      ).status;
    }
    expect(status).toBe("input_required");
    const result = await client.request(
      { method: "tasks/result", params: { taskId } },
      CallToolResultSchema,
    );
    expect(asked).toEqual(["Delete old.log?"]);
    expect(result.content).toEqual([
      { type: "text", text: '{"filename":"old.log","deleted":true}' },
    ]);
    await client.close();
  });

  test("a question naming a secret is stored and listed redacted", async () => {
    const created = await taskRequest(runner, "tools/call", { name: "leaky_confirm" });
    const taskId = created.result?.taskId as string;
    const asking = await untilTask(other, taskId, (task) => task.inputRequests !== undefined);
    const listed = JSON.stringify(asking.inputRequests);
    expect(listed).toContain("Go on with [REDACTED]?");
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys("*");
      const stored = await Promise.all(
        keys.map(async (key) => ((await client.type(key)) === "hash" ? client.hgetall(key) : {})),
      );
      expect(JSON.stringify(stored)).toContain("[REDACTED]");
      expect(JSON.stringify(stored)).not.toContain(CANARY);
    } finally {
      client.disconnect();
    }
    expect(listed).not.toContain(CANARY);
    await taskRequest(other, "tasks/cancel", { taskId });
  });
});
