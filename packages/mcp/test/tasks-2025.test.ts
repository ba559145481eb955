// MCP tasks of protocol 2025-11-25 on createMcpServer's server, through the official 1.32 client
// in memory: a tools/call with `task`, then tasks/get, tasks/result (which carries the tool's
// questions, tied to the task) and tasks/cancel.

import { eventually } from "@kit/test-support";
import { defineTool, image, ToolExecutor, text, toolContent } from "@kit/tools";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import {
  CallToolResultSchema,
  CancelTaskResultSchema,
  CreateTaskResultSchema,
  ElicitRequestSchema,
  GetTaskResultSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, test } from "vitest";
import { createMcpServer, type McpTaskOptions } from "../src/index";
import { markTaskSupport } from "../src/shared/task-support";
import { taskTools } from "./fixtures/conformance-task-tools";

const TASKS: McpTaskOptions = {
  tools: ["slow_compute", "confirm_delete"],
  required: ["failing_job"],
  ttlMs: 60_000,
  pollIntervalMs: 250,
};
const RELATED_TASK = "io.modelcontextprotocol/related-task";

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

async function connect(tasks: McpTaskOptions | undefined): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(taskTools, { executor: new ToolExecutor(), tasks }).connect(serverSide);
  client = new Client({ name: "test", version: "1.0.0" }, { capabilities: { elicitation: {} } });
  await client.connect(clientSide);
  return client;
}

function callAsTask(client: Client, name: string, args: object) {
  return client.request(
    { method: "tools/call", params: { name, arguments: args, task: { ttl: 1000 } } },
    CreateTaskResultSchema,
  );
}

function getTask(client: Client, taskId: string) {
  return client.request({ method: "tasks/get", params: { taskId } }, GetTaskResultSchema);
}

describe("MCP tasks, protocol 2025-11-25", () => {
  test("the tasks capability (cancel and tools/call, no list), and execution.taskSupport on the listed tools", async () => {
    const client = await connect(TASKS);
    expect(client.getServerCapabilities()?.tasks).toEqual({
      cancel: {},
      requests: { tools: { call: {} } },
    });
    const { tools } = await client.listTools();
    const support = Object.fromEntries(tools.map((tool) => [tool.name, tool.execution]));
    expect(support).toMatchObject({
      slow_compute: { taskSupport: "optional" },
      confirm_delete: { taskSupport: "optional" },
      failing_job: { taskSupport: "required" },
      greet: undefined,
    });
    // Without the option: no capability, no execution, and `task` is ignored.
    const plain = await connect(undefined);
    expect(plain.getServerCapabilities()?.tasks).toBeUndefined();
    expect((await plain.listTools()).tools.every((tool) => tool.execution === undefined)).toBe(
      true,
    );
    const ran = await plain.request(
      { method: "tools/call", params: { name: "greet", arguments: { name: "Ada" }, task: {} } },
      CallToolResultSchema,
    );
    expect(ran.content).toEqual([{ type: "text", text: "Hello, Ada!" }]);
  });

  test("a tool marked by the gateway (its upstream supports tasks) is a task tool without the option", async () => {
    const remote = defineTool({ name: "remote_report", execute: () => ({ rows: 1 }) });
    markTaskSupport(remote, "required");
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer([remote, ...taskTools], { executor: new ToolExecutor() }).connect(
      serverSide,
    );
    client = new Client({ name: "test", version: "1.0.0" });
    await client.connect(clientSide);
    expect(client.getServerCapabilities()?.tasks).toBeDefined();
    const { tools } = await client.listTools();
    expect(tools.filter((tool) => tool.execution !== undefined)).toEqual([
      expect.objectContaining({ name: "remote_report", execution: { taskSupport: "required" } }),
    ]);
    const { task } = await callAsTask(client, "remote_report", {});
    const result = await client.request(
      { method: "tasks/result", params: { taskId: task.taskId } },
      CallToolResultSchema,
    );
    expect(result.content).toEqual([{ type: "text", text: '{"rows":1}' }]);
  });

  test("a task: CreateTaskResult at once, tasks/get while it works, tasks/result once it completed", async () => {
    const client = await connect(TASKS);
    const { task } = await callAsTask(client, "slow_compute", { seconds: 0.2, label: "r" });
    expect(task).toMatchObject({
      status: "working",
      ttl: 60_000,
      pollInterval: 250,
      statusMessage: "computing r",
    });
    expect(new Date(task.createdAt).toISOString()).toBe(task.createdAt);
    const working = await getTask(client, task.taskId);
    expect(working).toMatchObject({ taskId: task.taskId, status: "working" });
    const result = await client.request(
      { method: "tasks/result", params: { taskId: task.taskId } },
      CallToolResultSchema,
    );
    expect(result.content).toEqual([
      { type: "text", text: '{"label":"r","seconds":0.2,"done":true}' },
    ]);
    expect(result._meta?.[RELATED_TASK]).toEqual({ taskId: task.taskId });
    expect((await getTask(client, task.taskId)).status).toBe("completed");
  });

  test("a task whose tool returns an image: once completed, tasks/result gives the image read back from the store", async () => {
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 255]);
    const chart = defineTool({
      name: "draw_chart",
      execute: () => toolContent([text("Q3 revenue"), image(png, "image/png")]),
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const tasks = { tools: ["draw_chart"] };
    await createMcpServer([chart], { executor: new ToolExecutor(), tasks }).connect(serverSide);
    client = new Client({ name: "test", version: "1.0.0" });
    await client.connect(clientSide);
    const { task } = await callAsTask(client, "draw_chart", {});
    // Finished before tasks/result asks: its result comes from the task store, not the run.
    await eventually(async () => (await getTask(client!, task.taskId)).status === "completed");
    const result = await client.request(
      { method: "tasks/result", params: { taskId: task.taskId } },
      CallToolResultSchema,
    );
    expect(result.isError).not.toBe(true);
    expect(result.content).toEqual([
      { type: "text", text: "Q3 revenue" },
      { type: "image", data: Buffer.from(png).toString("base64"), mimeType: "image/png" },
    ]);
  });

  test("a tool's failure: the task is failed, tasks/result gives the isError result", async () => {
    const client = await connect(TASKS);
    const { task } = await callAsTask(client, "failing_job", {});
    const result = await client.request(
      { method: "tasks/result", params: { taskId: task.taskId } },
      CallToolResultSchema,
    );
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([
      { type: "text", text: expect.stringContaining("the upstream report was empty") },
    ]);
    const failed = await getTask(client, task.taskId);
    expect(failed.status).toBe("failed");
    expect(failed.statusMessage).toContain("the upstream report was empty");
  });

  test("-32601 for a required tool called without task, and for a tool that is not a task with it", async () => {
    const client = await connect(TASKS);
    await expect(
      client.request(
        { method: "tools/call", params: { name: "failing_job" } },
        CallToolResultSchema,
      ),
    ).rejects.toMatchObject({
      code: -32601,
      message: expect.stringContaining(
        "Tool 'failing_job' must be called as a task (its execution.taskSupport is 'required')",
      ),
    });
    await expect(callAsTask(client, "greet", { name: "Ada" })).rejects.toMatchObject({
      code: -32601,
      message: expect.stringContaining("Tool 'greet' cannot be called as a task"),
    });
  });

  test("a question: input_required, sent on tasks/result tied to the task, the answer reaches the tool", async () => {
    const client = await connect(TASKS);
    const asked: unknown[] = [];
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      asked.push(request.params);
      return { action: "accept", content: { confirm: true } };
    });
    const { task } = await callAsTask(client, "confirm_delete", { filename: "a.txt" });
    await eventually(async () => (await getTask(client, task.taskId)).status === "input_required");
    expect(asked).toEqual([]);
    const result = await client.request(
      { method: "tasks/result", params: { taskId: task.taskId } },
      CallToolResultSchema,
    );
    expect(asked).toEqual([
      expect.objectContaining({
        message: "Delete a.txt?",
        _meta: { [RELATED_TASK]: { taskId: task.taskId } },
      }),
    ]);
    expect(result.content).toEqual([{ type: "text", text: '{"filename":"a.txt","deleted":true}' }]);
  });

  test("tasks/cancel: the task is cancelled and its tool stops; a finished task or an unknown id is -32602", async () => {
    const client = await connect(TASKS);
    const { task } = await callAsTask(client, "slow_compute", { seconds: 600 });
    const cancelled = await client.request(
      { method: "tasks/cancel", params: { taskId: task.taskId } },
      CancelTaskResultSchema,
    );
    expect(cancelled).toMatchObject({ taskId: task.taskId, status: "cancelled" });
    // Cancelled from the answer on, as the revision asks.
    expect((await getTask(client, task.taskId)).status).toBe("cancelled");
    const result = await client.request(
      { method: "tasks/result", params: { taskId: task.taskId } },
      CallToolResultSchema,
    );
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([
      { type: "text", text: expect.stringContaining("was cancelled") },
    ]);
    await expect(
      client.request(
        { method: "tasks/cancel", params: { taskId: task.taskId } },
        CancelTaskResultSchema,
      ),
    ).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining(
        "Cannot cancel task: already in terminal status 'cancelled'",
      ),
    });
    await expect(getTask(client, "nope")).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining("Failed to retrieve task: Task not found"),
    });
    await expect(
      client.request({ method: "tasks/list", params: {} }, CancelTaskResultSchema),
    ).rejects.toMatchObject({ code: -32601 });
  });

  test("bad tasks options are refused, naming the option", () => {
    const bad = (tasks: unknown) => () =>
      createMcpServer(taskTools, { tasks: tasks as McpTaskOptions });
    expect(bad({ tools: 5 })).toThrow(
      new TypeError('createMcpServer: options.tasks.tools must be "all" or a list of tool names'),
    );
    expect(bad({ tools: "all", required: "x" })).toThrow(
      new TypeError("createMcpServer: options.tasks.required must be a list of tool names"),
    );
    expect(bad({ tools: "all", ttlMs: 0 })).toThrow(
      new RangeError(
        "createMcpServer: options.tasks.ttlMs must be a positive integer of milliseconds, got 0",
      ),
    );
    expect(bad({ tools: [], pollIntervalMs: 1.5 })).toThrow(RangeError);
    expect(bad("all")).toThrow(
      new TypeError('createMcpServer: options.tasks must be an object such as { tools: "all" }'),
    );
  });
});
