// kit's client against another implementation of 2025-11-25 tasks: SDK 1.32's McpServer with its
// experimental task runtime, a real process. A tool that requires a task runs as one; a question
// queued for `tasks/result` is answered with the elicit handler; a task started by hand is read
// and awaited by id.
import { ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connectMcpServer, type McpConnection } from "../src/index";
import { sdk1TasksCommand } from "./support/client-targets";

let server: McpConnection;

beforeAll(async () => {
  server = await connectMcpServer({
    name: "sdk1",
    ...sdk1TasksCommand(),
    handlers: { elicit: async () => ({ action: "accept", content: { name: "Lin" } }) },
  });
});

afterAll(async () => {
  await server.close();
});

function tool(name: string) {
  const found = server.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

test("a tool that requires a task runs as one through the executor, its status messages as progress", async () => {
  const messages: (string | undefined)[] = [];
  const result = await new ToolExecutor().execute(
    tool("count"),
    { steps: 3 },
    { onProgress: (report) => messages.push(report.message) },
  );
  expect(result.content).toEqual([{ type: "text", text: "counted 3" }]);
  expect(messages.length).toBeGreaterThan(0);
  expect(messages.every((message) => /^step \d of 3$/.test(String(message)))).toBe(true);
});

test("a question of the task is answered by the elicit handler while tasks/result is open", async () => {
  const result = await new ToolExecutor().execute(tool("ask"), {});
  expect(result.content).toEqual([{ type: "text", text: "hello Lin" }]);
});

test("startTask, getTask and awaitTask by the server's id", async () => {
  const task = await server.startTask("count", { steps: 2 });
  expect(task).toMatchObject({ status: "working", ttlMs: 60_000, pollIntervalMs: 20 });
  expect(await server.awaitTask(task.taskId)).toEqual({
    output: undefined,
    parts: [{ type: "text", text: "counted 2" }],
  });
  expect(await server.getTask(task.taskId)).toMatchObject({
    status: "completed",
    message: "step 2 of 2",
  });
});
