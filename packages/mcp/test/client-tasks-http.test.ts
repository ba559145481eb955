// The 2026-07-28 tasks extension over Streamable HTTP, against a real server process that refuses
// any `tasks/*` request whose Mcp-Name header is not its taskId (what a load balancer routes
// by): a task call with its question, and tasks handed over and cancelled by id. And a server
// that keeps asking: the call gives up after a bounded number of questions and cancels the task.
import { ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MAX_TASK_QUESTIONS } from "../src/client/internal/task-runner";
import { connectMcpServer, type McpConnection } from "../src/index";
import { startTasksHttp } from "./support/client-targets";

let stop: () => Promise<void>;
let url: string;
let server: McpConnection;
let asked = 0;

beforeAll(async () => {
  const started = await startTasksHttp();
  stop = started.close;
  url = started.url;
  server = await connectMcpServer({
    name: "tasks-http",
    url: started.url,
    handlers: {
      elicit: async () => {
        asked += 1;
        return { action: "accept", content: { name: "Hedy" } };
      },
    },
  });
});

afterAll(async () => {
  await server.close();
  await stop();
});

function tool(name: string) {
  const found = server.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

async function tasksOf(name: string): Promise<string[]> {
  const result = await new ToolExecutor().execute(tool("ledger"), {});
  const { rows } = result.output as { rows: { tool: string; status: string }[] };
  return rows.filter((row) => row.tool === name).map((row) => row.status);
}

test("a task call over HTTP: polled, its question answered by tasks/update, each naming its task in Mcp-Name", async () => {
  expect(server.protocolVersion).toBe("2026-07-28");
  const counted = await new ToolExecutor().execute(tool("slow"), { steps: 2 });
  expect(counted.content).toEqual([{ type: "text", text: "counted 2" }]);
  const greeted = await new ToolExecutor().execute(tool("ask"), {});
  expect(greeted.content).toEqual([{ type: "text", text: "hello Hedy" }]);
});

test("startTask, getTask and cancelTask over HTTP", async () => {
  const task = await server.startTask("forever", {});
  expect((await server.getTask(task.taskId)).status).toBe("working");
  await server.cancelTask(task.taskId);
  expect((await server.getTask(task.taskId)).status).toBe("cancelled");
});

test("a server that keeps asking: the call fails after the bound and cancels the task", async () => {
  asked = 0;
  const result = await new ToolExecutor().execute(tool("pester"), {}, { raiseOnFailure: false });
  expect(result.error?.message).toContain(
    `asked more than ${MAX_TASK_QUESTIONS} questions in one task`,
  );
  expect(asked).toBe(MAX_TASK_QUESTIONS);
  await expect.poll(() => tasksOf("pester"), { timeout: 10_000 }).toEqual(["cancelled"]);
});

test("a task started on one connection is read, awaited and cancelled from another to the same server", async () => {
  const other = await connectMcpServer({ name: "tasks-http-2", url });
  try {
    const task = await server.startTask("slow", { steps: 2 });
    expect((await other.getTask(task.taskId)).taskId).toBe(task.taskId);
    expect(await other.awaitTask(task.taskId)).toEqual({
      output: undefined,
      parts: [{ type: "text", text: "counted 2" }],
    });
    const forever = await server.startTask("forever", {});
    await server.close();
    // The first connection is gone; the task lives on the server.
    await other.cancelTask(forever.taskId);
    expect((await other.getTask(forever.taskId)).status).toBe("cancelled");
  } finally {
    await other.close();
  }
});
