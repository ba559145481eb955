// connectMcpServer against a real server process with the 2026-07-28 `io.modelcontextprotocol/
// tasks` extension: the client declares it on its calls and the server decides which become
// tasks; kit polls `tasks/get` (the result or error inlined), answers `inputRequests` with
// `tasks/update`, and cancels with `tasks/cancel` when the call times out.

import { CANARY, visibleText } from "@kit/test-support";
import { ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  connectMcpServer,
  type McpConnection,
  McpConnectionError,
  RemoteToolError,
} from "../src/index";
import { taskSupportOf } from "../src/shared/task-support";
import { tasksServerCommand } from "./support/client-targets";

const open: McpConnection[] = [];
let server: McpConnection;
const questions: string[] = [];

beforeAll(async () => {
  server = await connectMcpServer({
    name: "tasks",
    ...tasksServerCommand("2026"),
    handlers: {
      elicit: async (request) => {
        questions.push(request.message);
        return { action: "accept", content: { name: "Grace" } };
      },
      sample: async () => ({
        role: "assistant",
        model: "tiny",
        content: { type: "text", text: "all good" },
      }),
    },
  });
  open.push(server);
});

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.close()));
});

function tool(connection: McpConnection, name: string) {
  const found = connection.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

async function foreverTasks(connection: McpConnection): Promise<string[]> {
  const result = await new ToolExecutor().execute(tool(connection, "ledger"), {});
  const { rows } = result.output as { rows: { tool: string; status: string }[] };
  return rows.filter((row) => row.tool === "forever").map((row) => row.status);
}

test("a server that declares the extension: every tool may become a task, the server decides", async () => {
  expect(server.protocolVersion).toBe("2026-07-28");
  expect(taskSupportOf(tool(server, "slow"))).toBe("optional");
  // Answered at once although the extension was declared.
  const plain = await new ToolExecutor().execute(tool(server, "maybe"), {});
  expect(plain.content).toEqual([{ type: "text", text: "at once" }]);
});

test("a task's result comes inlined in tasks/get; its status messages reach the call's progress", async () => {
  const messages: (string | undefined)[] = [];
  const result = await new ToolExecutor().execute(
    tool(server, "slow"),
    { steps: 3 },
    { onProgress: (report) => messages.push(report.message) },
  );
  expect(result.content).toEqual([{ type: "text", text: "counted 3" }]);
  expect(messages.length).toBeGreaterThan(0);
  expect(messages.every((message) => /^step \d of 3$/.test(String(message)))).toBe(true);
});

test("input_required: the inputRequests are answered once each with the elicit handler, by tasks/update", async () => {
  questions.length = 0;
  const result = await new ToolExecutor().execute(tool(server, "ask"), {});
  expect(result.content).toEqual([{ type: "text", text: "hello Grace" }]);
  // Polled again while the answer was on its way, the same question is not asked twice.
  expect(questions).toEqual(["Your name?"]);
});

test("a failed task fails the call with its JSON-RPC error's message", async () => {
  const result = await new ToolExecutor().execute(
    tool(server, "broken"),
    {},
    { raiseOnFailure: false },
  );
  expect(RemoteToolError.isInstance(result.error?.cause)).toBe(true);
  expect(result.error?.message).toContain("the disk is full");
});

test("a call that times out cancels its task with tasks/cancel", async () => {
  const result = await new ToolExecutor({ timeoutMs: 300 }).execute(
    tool(server, "forever"),
    {},
    {
      raiseOnFailure: false,
    },
  );
  expect(result.error?.message).toMatch(/300 ?ms/);
  await expect.poll(() => foreverTasks(server), { timeout: 10_000 }).toEqual(["cancelled"]);
});

test("without a question handler, a task's question fails the call and says why", async () => {
  const mute = await connectMcpServer({ ...tasksServerCommand("2026") });
  open.push(mute);
  const result = await new ToolExecutor().execute(tool(mute, "ask"), {}, { raiseOnFailure: false });
  expect(result.error?.message).toContain(
    "asked 'elicitation/create' during its task, and the connection has no 'elicit' handler",
  );
});

test("'never': the extension is not declared, and a server that needs it says so", async () => {
  const never = await connectMcpServer({ ...tasksServerCommand("2026"), tasks: "never" });
  open.push(never);
  const result = await new ToolExecutor().execute(
    tool(never, "slow"),
    {},
    { raiseOnFailure: false },
  );
  expect(result.error?.message).toContain("Missing required client capability");
  const plain = await new ToolExecutor().execute(tool(never, "plain"), {});
  expect(plain.content).toEqual([{ type: "text", text: "plain" }]);
});

test("startTask, getTask, awaitTask and cancelTask by id; a direct answer is kept under a local id", async () => {
  const task = await server.startTask("ask", {});
  expect(task).toMatchObject({ ttlMs: 60_000, pollIntervalMs: 20 });
  await expect.poll(async () => (await server.getTask(task.taskId)).status).toBe("input_required");
  expect(await server.awaitTask(task.taskId)).toEqual({
    output: undefined,
    parts: [{ type: "text", text: "hello Grace" }],
  });
  const forever = await server.startTask("forever", {});
  await server.cancelTask(forever.taskId);
  expect((await server.getTask(forever.taskId)).status).toBe("cancelled");
  const direct = await server.startTask("maybe", {});
  expect(direct.taskId).toMatch(/^kit-local-/);
  expect(direct.status).toBe("completed");
  expect(await server.getTask(direct.taskId)).toBe(direct);
  expect(await server.awaitTask(direct.taskId)).toEqual({
    output: undefined,
    parts: [{ type: "text", text: "at once" }],
  });
  await expect(server.getTask("gone")).rejects.toMatchObject({
    name: "TaskNotFoundError",
    reason: "unknown",
  });
});

test("a secret of the connection's env that the server repeats in a task's status or error is never shown", async () => {
  const leaky = await connectMcpServer({
    ...tasksServerCommand("2026"),
    env: { TASKS_SECRET: CANARY },
  });
  open.push(leaky);
  const seen: unknown[] = [];
  const executor = new ToolExecutor();
  const counted = await executor.execute(
    tool(leaky, "slow"),
    { steps: 2 },
    { onProgress: (report) => seen.push(report) },
  );
  const broken = await executor.execute(tool(leaky, "broken"), {}, { raiseOnFailure: false });
  const task = await leaky.startTask("slow", { steps: 1 });
  await leaky.awaitTask(task.taskId);
  const read = await leaky.getTask(task.taskId);
  expect(read.message).toContain("[REDACTED]");
  expect(broken.error?.message).toContain("the disk is full");
  expect(seen.length).toBeGreaterThan(0);
  expect(visibleText([seen, counted, broken, broken.error, read])).not.toContain(CANARY);
});

test("a task's sampling question is answered by the sample handler", async () => {
  const result = await new ToolExecutor().execute(tool(server, "summarize"), {});
  expect(result.content).toEqual([{ type: "text", text: "summary: all good (tiny)" }]);
});

test("a closed connection refuses the task methods, as rejections", async () => {
  const closed = await connectMcpServer({ ...tasksServerCommand("2026") });
  await closed.close();
  const calls = [
    closed.startTask("slow", {}),
    closed.getTask("t"),
    closed.awaitTask("t"),
    closed.cancelTask("t"),
  ];
  for (const call of calls) {
    await expect(call).rejects.toSatisfy(McpConnectionError.isInstance);
  }
});

test("an id whose task expired on the server rejects with TaskNotFoundError, reason 'expired'", async () => {
  await expect(server.getTask("expired-1")).rejects.toMatchObject({
    name: "TaskNotFoundError",
    taskId: "expired-1",
    reason: "expired",
  });
  await expect(server.awaitTask("expired-1")).rejects.toMatchObject({ reason: "expired" });
  await expect(server.cancelTask("expired-1")).rejects.toMatchObject({ reason: "expired" });
});

test("awaitTask's timeout during a poll rejects with a TimeoutError, not the SDK's own error", async () => {
  const task = await server.startTask("stall", {});
  await expect(server.awaitTask(task.taskId, { timeoutMs: 300 })).rejects.toMatchObject({
    name: "TimeoutError",
  });
  const controller = new AbortController();
  const waiting = server.awaitTask(task.taskId, { signal: controller.signal });
  setTimeout(() => controller.abort(new Error("enough")), 200);
  await expect(waiting).rejects.toThrow("enough");
  await server.cancelTask(task.taskId);
});
