// connectMcpServer against a real server process with MCP tasks of 2025-11-25 (the experimental
// `tasks/*` methods): a tool that requires a task runs as one through the executor (status
// messages and progress to the call, a question answered while `tasks/result` is open, a failure,
// a cancel on abort), and tasks handed to the program by id, read from another connection.
import { CANARY, visibleText } from "@kit/test-support";
import { TaskNotFoundError, ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connectMcpServer, type McpConnection, RemoteToolError } from "../src/index";
import { taskSupportOf } from "../src/shared/task-support";
import { tasksServerCommand } from "./support/client-targets";

const open: McpConnection[] = [];
let server: McpConnection;

beforeAll(async () => {
  server = await connectMcpServer({
    name: "tasks",
    ...tasksServerCommand("2025"),
    handlers: {
      elicit: async () => ({ action: "accept", content: { name: "Ada" } }),
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

// The statuses of the server's tasks of 'forever', from its ledger.
async function foreverTasks(connection: McpConnection): Promise<string[]> {
  const result = await new ToolExecutor().execute(tool(connection, "ledger"), {});
  const { rows } = result.output as { rows: { tool: string; status: string }[] };
  return rows.filter((row) => row.tool === "forever").map((row) => row.status);
}

function tool(connection: McpConnection, name: string) {
  const found = connection.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

test("each remote tool is marked with what kit offers of its server's execution.taskSupport, for a gateway to declare", () => {
  expect(server.protocolVersion).toBe("2025-11-25");
  // Required upstream, optional to kit's callers: a plain call runs the task itself.
  expect(taskSupportOf(tool(server, "slow"))).toBe("optional");
  expect(taskSupportOf(tool(server, "maybe"))).toBe("optional");
  expect(taskSupportOf(tool(server, "plain"))).toBe("forbidden");
});

test("a tool that requires a task runs as one: the call waits, hears its status and progress, gets the result", async () => {
  const reports: [number, number | undefined, string | undefined][] = [];
  const result = await new ToolExecutor().execute(
    tool(server, "slow"),
    { steps: 3 },
    { onProgress: (report) => reports.push([report.done, report.total, report.message]) },
  );
  expect(result.content).toEqual([{ type: "text", text: "counted 3" }]);
  // The progress notifications of the task's token, and the task's status messages.
  expect(reports).toContainEqual([3, 3, undefined]);
  expect(reports.some(([, , message]) => message?.startsWith("step "))).toBe(true);
});

test("input_required: the question comes while tasks/result is open and the elicit handler answers it", async () => {
  const result = await new ToolExecutor().execute(tool(server, "ask"), {});
  expect(result.content).toEqual([{ type: "text", text: "hello Ada" }]);
});

test("a task that failed with a JSON-RPC error fails the call with the server's words", async () => {
  const result = await new ToolExecutor().execute(
    tool(server, "broken"),
    {},
    { raiseOnFailure: false },
  );
  expect(RemoteToolError.isInstance(result.error?.cause)).toBe(true);
  expect(result.error?.message).toContain("the disk is full");
});

test("'auto' calls an optional tool plainly; 'prefer' calls it as a task; 'never' calls none as one", async () => {
  const auto = await new ToolExecutor().execute(tool(server, "maybe"), {});
  expect(auto.content).toEqual([{ type: "text", text: "at once" }]);
  const prefer = await connectMcpServer({ ...tasksServerCommand("2025"), tasks: "prefer" });
  const never = await connectMcpServer({ ...tasksServerCommand("2025"), tasks: "never" });
  open.push(prefer, never);
  const asTask = await new ToolExecutor().execute(tool(prefer, "maybe"), {});
  expect(asTask.content).toEqual([{ type: "text", text: "as a task" }]);
  const refused = await new ToolExecutor().execute(
    tool(never, "slow"),
    {},
    { raiseOnFailure: false },
  );
  expect(refused.error?.message).toContain("'slow' must be called as a task");
  // With 'never', a plain call of it cannot work: a gateway must declare it required.
  expect(taskSupportOf(tool(never, "slow"))).toBe("required");
});

test("an aborted call cancels its task on the server", async () => {
  const controller = new AbortController();
  const running = new ToolExecutor().execute(
    tool(server, "forever"),
    {},
    {
      signal: controller.signal,
      raiseOnFailure: false,
    },
  );
  await expect.poll(() => foreverTasks(server), { timeout: 10_000 }).toContain("working");
  controller.abort(new Error("the user stopped it"));
  const result = await running;
  expect(result.error?.message).toContain("the user stopped it");
  await expect.poll(() => foreverTasks(server), { timeout: 10_000 }).not.toContain("working");
  expect(await foreverTasks(server)).toEqual(["cancelled"]);
});

test("startTask hands the task over; another connection reads, awaits and cancels it by id", async () => {
  const task = await server.startTask("slow", { steps: 2 });
  expect(task).toMatchObject({ status: "working", ttlMs: 60_000, pollIntervalMs: 20 });
  expect(Object.isFrozen(task)).toBe(true);
  const other = await connectMcpServer({ ...tasksServerCommand("2025") });
  open.push(other);
  // Another process's server knows nothing of it: ids are the server's own.
  await expect(other.getTask(task.taskId)).rejects.toSatisfy(TaskNotFoundError.isInstance);
  // The tool's output as its execute gives it to the executor: here, its content parts.
  expect(await server.awaitTask(task.taskId)).toEqual({
    output: undefined,
    parts: [{ type: "text", text: "counted 2" }],
  });
  const done = await server.getTask(task.taskId);
  expect(done.status).toBe("completed");
  expect(done.message).toBe("step 2 of 2");
  // A finished task is left as it is.
  await server.cancelTask(task.taskId);
  expect((await server.getTask(task.taskId)).status).toBe("completed");
});

test("awaitTask's timeout ends the wait, not the task; cancelTask ends the task", async () => {
  const task = await server.startTask("forever", {});
  await expect(server.awaitTask(task.taskId, { timeoutMs: 100 })).rejects.toMatchObject({
    name: "TimeoutError",
  });
  expect((await server.getTask(task.taskId)).status).toBe("working");
  await server.cancelTask(task.taskId);
  const cancelled = await server.getTask(task.taskId);
  expect(cancelled).toMatchObject({ status: "cancelled", message: "cancelled by request" });
  await expect(server.awaitTask(task.taskId)).rejects.toThrow(
    /was cancelled: cancelled by request/,
  );
});

test("bad ids and names are refused with errors that say what was wrong", async () => {
  await expect(server.getTask("no-such-task")).rejects.toMatchObject({
    name: "TaskNotFoundError",
    taskId: "no-such-task",
    reason: "unknown",
  });
  await expect(server.cancelTask("no-such-task")).rejects.toSatisfy(TaskNotFoundError.isInstance);
  await expect(server.getTask("")).rejects.toThrow(
    "McpConnection.getTask(): 'taskId' must be a non-empty string.",
  );
  await expect(server.startTask("nope", {})).rejects.toThrow(
    "McpConnection.startTask(): MCP server 'tasks' has no tool 'nope'.",
  );
  await expect(server.startTask("plain", {})).rejects.toThrow(
    "MCP server 'tasks': cannot run 'plain' as a task: its execution.taskSupport is 'forbidden'.",
  );
  await expect(server.awaitTask("x", { timeoutMs: -1 })).rejects.toThrow(
    "'timeoutMs' must be a positive finite number",
  );
});

test("a secret of the connection's env that the server repeats in a task's status or error is never shown", async () => {
  const leaky = await connectMcpServer({
    ...tasksServerCommand("2025"),
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

test("a task without an id fails the call and says what the server sent", async () => {
  const result = await new ToolExecutor().execute(
    tool(server, "nameless"),
    {},
    { raiseOnFailure: false },
  );
  expect(result.error?.message).toContain("The server sent a task without a 'taskId'.");
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
