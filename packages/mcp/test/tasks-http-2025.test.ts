// MCP tasks of protocol 2025-11-25 over kit-mcp serve --http --tasks, through the official 1.32
// client: the task's question goes out on the event stream of the client's tasks/result, and the
// client's answer (its own POST) reaches the tool.
import { eventually } from "@kit/test-support";
import {
  CallToolResultSchema,
  CreateTaskResultSchema,
  ElicitRequestSchema,
  GetTaskResultSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { afterAll, expect, test } from "vitest";
import { connectClient, startHttpServer } from "./support/http-client";
import { killAll } from "./support/kit-mcp-process";

afterAll(killAll);

test("a task whose tool asks: input_required, the question on tasks/result's stream, the answer reaches the tool", async () => {
  const server = await startHttpServer(["--tasks", "all"], "test/fixtures/task-tools.ts");
  const client = await connectClient([server.url], undefined, { elicitation: {} });
  const asked: string[] = [];
  client.setRequestHandler(ElicitRequestSchema, (request) => {
    asked.push(request.params.message);
    return { action: "accept", content: { confirm: true } };
  });
  expect(client.getServerCapabilities()?.tasks).toEqual({
    cancel: {},
    requests: { tools: { call: {} } },
  });
  const { task } = await client.request(
    {
      method: "tools/call",
      params: { name: "confirm_delete", arguments: { filename: "old.log" }, task: {} },
    },
    CreateTaskResultSchema,
  );
  const taskId = task.taskId;
  await eventually(
    async () =>
      (await client.request({ method: "tasks/get", params: { taskId } }, GetTaskResultSchema))
        .status === "input_required",
  );
  const result = await client.request(
    { method: "tasks/result", params: { taskId } },
    CallToolResultSchema,
  );
  expect(asked).toEqual(["Delete old.log?"]);
  expect(result.content).toEqual([{ type: "text", text: '{"filename":"old.log","deleted":true}' }]);
  expect(result._meta?.["io.modelcontextprotocol/related-task"]).toEqual({ taskId });
  await client.close();
});
