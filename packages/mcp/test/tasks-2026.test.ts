// MCP tasks of protocol 2026-07-28 (the io.modelcontextprotocol/tasks extension) on a real
// kit-mcp serve --http --tasks: a task started by tools/call, read, answered and cancelled with
// tasks/get, tasks/update and tasks/cancel.
import { CANARY } from "@kit/test-support";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type HttpServer, startHttpServer } from "./support/http-client";
import { killAll } from "./support/kit-mcp-process";
import { messageOf, modernRequest } from "./support/modern-request";
import { finished, taskRequest, untilTask } from "./support/task-requests";

const TASKS = [
  "--tasks",
  "slow_compute,protocol_error_job,confirm_delete,multi_input,leaky_report",
  "--tasks-required",
  "failing_job",
];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe("MCP tasks, protocol 2026-07-28", () => {
  let server: HttpServer;
  beforeAll(async () => {
    server = await startHttpServer(TASKS, "test/fixtures/task-tools.ts");
  });
  afterAll(killAll);

  test("server/discover declares the extension, not the 2025 tasks capability", async () => {
    const answer = await messageOf(await modernRequest(server.url, "server/discover"));
    const capabilities = (answer.result as { capabilities: Record<string, unknown> }).capabilities;
    expect(capabilities.extensions).toEqual({ "io.modelcontextprotocol/tasks": {} });
    expect(capabilities.tasks).toBeUndefined();
  });

  test("a task: created at once, working with its progress message, then completed with its result", async () => {
    const created = await taskRequest(server.url, "tools/call", {
      name: "slow_compute",
      arguments: { seconds: 0.5, label: "report" },
    });
    const task = created.result ?? {};
    expect(task).toMatchObject({
      resultType: "task",
      status: "working",
      ttlMs: 3_600_000,
      pollIntervalMs: 1000,
      statusMessage: "computing report",
    });
    expect(task.createdAt).toMatch(ISO);
    expect(task.lastUpdatedAt).toMatch(ISO);
    expect(task).not.toHaveProperty("task");
    expect(task).not.toHaveProperty("result");
    const taskId = task.taskId as string;
    expect(taskId).toMatch(/^[0-9a-f-]{36}$/);
    const working = await taskRequest(server.url, "tasks/get", { taskId });
    expect(working.result).toMatchObject({ taskId, status: "working", resultType: "complete" });
    const done = await untilTask(server.url, taskId, finished);
    expect(done).toMatchObject({
      status: "completed",
      result: { content: [{ type: "text", text: '{"label":"report","seconds":0.5,"done":true}' }] },
    });
  });

  test("without the extension: a plain result, -32021 for a required tool and for tasks/*", async () => {
    const plain = await taskRequest(
      server.url,
      "tools/call",
      { name: "slow_compute", arguments: { seconds: 0 } },
      {},
    );
    expect(plain.result).toMatchObject({ resultType: "complete", content: [{ type: "text" }] });
    expect(plain.result).not.toHaveProperty("taskId");
    const required = await taskRequest(server.url, "tools/call", { name: "failing_job" }, {});
    expect(required.error).toMatchObject({
      code: -32021,
      message: expect.stringContaining(
        "Tool 'failing_job' needs the io.modelcontextprotocol/tasks extension",
      ),
      data: { requiredCapabilities: { extensions: { "io.modelcontextprotocol/tasks": {} } } },
    });
    for (const method of ["tasks/get", "tasks/cancel"]) {
      const refused = await taskRequest(server.url, method, { taskId: "any" }, {});
      expect(refused.error?.code, method).toBe(-32021);
    }
    // A tool that does not support tasks runs as a plain call, extension or not.
    const greeting = await taskRequest(server.url, "tools/call", {
      name: "greet",
      arguments: { name: "Ada" },
    });
    expect(greeting.result).toMatchObject({ content: [{ type: "text", text: "Hello, Ada!" }] });
  });

  test("a tool's failure completes with an isError result; a result the store cannot keep fails with -32603", async () => {
    const failing = await taskRequest(server.url, "tools/call", { name: "failing_job" });
    const failed = await untilTask(server.url, failing.result?.taskId as string, finished);
    expect(failed).toMatchObject({
      status: "completed",
      result: {
        isError: true,
        content: [{ type: "text", text: expect.stringContaining("the upstream report was empty") }],
      },
    });
    const huge = await taskRequest(server.url, "tools/call", { name: "protocol_error_job" });
    const lost = await untilTask(server.url, huge.result?.taskId as string, finished);
    expect(lost.status).toBe("failed");
    expect(lost).not.toHaveProperty("result");
    expect(lost.error).toMatchObject({
      code: -32603,
      message: expect.stringContaining("its result was not kept (over 1048576 bytes)"),
    });
  });

  test("two questions at once: input_required with both, answered one by one with tasks/update", async () => {
    const created = await taskRequest(server.url, "tools/call", { name: "multi_input" });
    const taskId = created.result?.taskId as string;
    const asking = await untilTask(
      server.url,
      taskId,
      (task) => Object.keys((task.inputRequests as object | undefined) ?? {}).length === 2,
    );
    expect(asking.status).toBe("input_required");
    const requests = asking.inputRequests as Record<string, { method: string; params: object }>;
    const [first, second] = Object.keys(requests) as [string, string];
    expect(requests[first]).toMatchObject({
      method: "elicitation/create",
      params: { message: "First name?", requestedSchema: { type: "object" } },
    });
    const ack = await taskRequest(server.url, "tasks/update", {
      taskId,
      inputResponses: {
        [first]: { action: "accept", content: { name: "Ada" } },
        "not-a-question": { action: "accept", content: {} },
      },
    });
    expect(ack.result).toEqual({ resultType: "complete", _meta: expect.any(Object) });
    const half = await taskRequest(server.url, "tasks/get", { taskId });
    expect(half.result?.status).toBe("input_required");
    expect(Object.keys(half.result?.inputRequests as object)).toEqual([second]);
    await taskRequest(server.url, "tasks/update", {
      taskId,
      inputResponses: { [second]: { action: "accept", content: { name: "Grace" } } },
    });
    const done = await untilTask(server.url, taskId, finished);
    expect(done).toMatchObject({
      status: "completed",
      result: { content: [{ text: '{"names":["Ada","Grace"]}' }] },
    });
    expect(done).not.toHaveProperty("inputRequests");
  });

  test("tasks/cancel: an empty ack, the tool stops and the task ends cancelled; again, still an ack", async () => {
    const created = await taskRequest(server.url, "tools/call", {
      name: "slow_compute",
      arguments: { seconds: 600 },
    });
    const taskId = created.result?.taskId as string;
    const ack = await taskRequest(server.url, "tasks/cancel", { taskId });
    expect(ack.result).toEqual({ resultType: "complete", _meta: expect.any(Object) });
    const cancelled = await untilTask(server.url, taskId, finished);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.statusMessage).toContain("was cancelled");
    const again = await taskRequest(server.url, "tasks/cancel", { taskId });
    expect(again.result?.resultType).toBe("complete");
  });

  test("an unknown task is -32602; tasks/result and tasks/list are not methods of this revision", async () => {
    for (const method of ["tasks/get", "tasks/cancel", "tasks/update"]) {
      const answer = await taskRequest(server.url, method, { taskId: "nope", inputResponses: {} });
      expect(answer.error, method).toEqual({
        code: -32602,
        message: "Failed to retrieve task: Task not found",
      });
    }
    const noId = await taskRequest(server.url, "tasks/get", {});
    expect(noId.error).toMatchObject({
      code: -32602,
      message: expect.stringContaining("'taskId'"),
    });
    for (const method of ["tasks/result", "tasks/list"]) {
      const answer = await taskRequest(server.url, method, { taskId: "nope" });
      expect(answer.error?.code, method).toBe(-32601);
    }
  });

  test("the canary secret is in no answer: not in the status message, the result or the created task", async () => {
    const created = await taskRequest(server.url, "tools/call", { name: "leaky_report" });
    const taskId = created.result?.taskId as string;
    const seen = [JSON.stringify(created)];
    const done = await untilTask(server.url, taskId, (task) => {
      seen.push(JSON.stringify(task));
      return finished(task);
    });
    expect(done.status).toBe("completed");
    expect(seen.join("\n")).toContain("[REDACTED]");
    expect(seen.join("\n")).not.toContain(CANARY);
  });
});
