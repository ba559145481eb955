// MCP tasks on any replica: two real kit-mcp processes behind a round-robin proxy, their
// executors on one real redis-server. A task started through one replica is read, awaited and
// cancelled through the other; a replica killed mid-task has its task found failed.
import { RedisProcess } from "@kit/test-support/redis-server";
import {
  CallToolResultSchema,
  CreateTaskResultSchema,
  GetTaskResultSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connectClient, TOKEN } from "./support/http-client";
import { type KitMcpProcess, killAll, spawnKitMcp } from "./support/kit-mcp-process";
import { type RoundRobinProxy, startRoundRobinProxy } from "./support/round-robin-proxy";
import { finished, taskRequest, untilTask } from "./support/task-requests";

const SERVING = /serving \d+ tools? at (http:\/\/\S+)\n/;

async function replica(redisUrl: string): Promise<{ process: KitMcpProcess; url: URL }> {
  const kit = spawnKitMcp(
    ["serve", "test/fixtures/task-tools.ts", "--http", "--port", "0", "--tasks", "all"],
    { KIT_MCP_TOKEN: TOKEN, KIT_TEST_REDIS_URL: redisUrl },
  );
  const [, url] = await kit.waitForStderr(SERVING);
  return { process: kit, url: new URL(url ?? "") };
}

describe("MCP tasks across replicas on one Redis", () => {
  let redis: RedisProcess;
  let replicas: { process: KitMcpProcess; url: URL }[];
  let proxy: RoundRobinProxy;
  beforeAll(async () => {
    redis = await RedisProcess.start({ persist: false });
    replicas = await Promise.all([replica(redis.url), replica(redis.url)]);
    proxy = await startRoundRobinProxy(replicas.map((each) => each.url));
  });
  afterAll(async () => {
    await proxy?.close();
    await killAll();
    await redis?.stop();
  });

  test("started through one replica, read and awaited through the other", async () => {
    // Three seconds: the read through the other replica right after finds it still working
    // however loaded the machine is; the wait for its end is bounded by untilTask.
    const created = await taskRequest(proxy.url, "tools/call", {
      name: "slow_compute",
      arguments: { seconds: 3, label: "fleet" },
    });
    const startedOn = proxy.served.at(-1);
    const taskId = created.result?.taskId as string;
    expect(created.result?.status).toBe("working");
    const read = await taskRequest(proxy.url, "tasks/get", { taskId });
    expect(proxy.served.at(-1)).not.toBe(startedOn);
    expect(read.result).toMatchObject({ taskId, status: "working" });
    const done = await untilTask(proxy.url, taskId, finished);
    expect(done).toMatchObject({
      status: "completed",
      result: { content: [{ type: "text", text: '{"label":"fleet","seconds":3,"done":true}' }] },
    });
    // Both replicas give the same finished task.
    const [onFirst, onSecond] = await Promise.all(
      replicas.map(async ({ url }) => (await taskRequest(url, "tasks/get", { taskId })).result),
    );
    expect(onFirst?.result).toEqual(onSecond?.result);
    expect(onFirst?.status).toBe("completed");
  });

  test("cancelled through the other replica: the tool running on the first stops, the task ends cancelled", async () => {
    const created = await taskRequest(proxy.url, "tools/call", {
      name: "slow_compute",
      arguments: { seconds: 600 },
    });
    const startedOn = proxy.served.at(-1) as number;
    const taskId = created.result?.taskId as string;
    const other = replicas[1 - startedOn]?.url as URL;
    const ack = await taskRequest(other, "tasks/cancel", { taskId });
    expect(ack.result?.resultType).toBe("complete");
    // The first replica hears of it at its next heartbeat (a third of the 5 s lease).
    const cancelled = await untilTask(other, taskId, finished);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.statusMessage).toContain("was cancelled");
  });

  test("a question's status is read on either replica; a tool's failure reads the same on both", async () => {
    const failing = await taskRequest(proxy.url, "tools/call", { name: "failing_job" });
    const failed = await untilTask(proxy.url, failing.result?.taskId as string, finished);
    expect(failed).toMatchObject({ status: "completed", result: { isError: true } });
    const asking = await taskRequest(proxy.url, "tools/call", {
      name: "confirm_delete",
      arguments: { filename: "b.txt" },
    });
    const taskId = asking.result?.taskId as string;
    for (const { url } of replicas) {
      const waiting = await untilTask(url, taskId, (task) => task.status === "input_required");
      expect(waiting.status).toBe("input_required");
    }
    await taskRequest(proxy.url, "tasks/cancel", { taskId });
  });

  test("protocol 2025-11-25: each request on the next replica; tasks/get and tasks/result find the task", async () => {
    const client = await connectClient(replicas.map((each) => each.url));
    const { task } = await client.request(
      {
        method: "tools/call",
        params: { name: "slow_compute", arguments: { seconds: 0.3, label: "old" }, task: {} },
      },
      CreateTaskResultSchema,
    );
    const { taskId } = task;
    const read = await client.request(
      { method: "tasks/get", params: { taskId } },
      GetTaskResultSchema,
    );
    expect(read.taskId).toBe(taskId);
    const result = await client.request(
      { method: "tasks/result", params: { taskId } },
      CallToolResultSchema,
    );
    expect(result.content).toEqual([
      { type: "text", text: '{"label":"old","seconds":0.3,"done":true}' },
    ]);
    await client.close();
  });

  test("the replica running a task is killed: the other finds it failed (-32603) once its lease ran out", async () => {
    const created = await taskRequest(proxy.url, "tools/call", {
      name: "slow_compute",
      arguments: { seconds: 600 },
    });
    const startedOn = proxy.served.at(-1) as number;
    const taskId = created.result?.taskId as string;
    const running = replicas[startedOn] as { process: KitMcpProcess };
    running.process.child.kill("SIGKILL");
    await running.process.exited;
    const other = replicas[1 - startedOn]?.url as URL;
    const lost = await untilTask(other, taskId, finished);
    expect(lost.status).toBe("failed");
    expect(lost.error).toMatchObject({
      code: -32603,
      message: expect.stringContaining(taskId),
    });
  });
});
