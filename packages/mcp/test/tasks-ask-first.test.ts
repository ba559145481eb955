// A tool whose question comes before its task (`tasks.askFirst`, kit-mcp --tasks-ask-first), on a
// real kit-mcp serve --http, protocol 2026-07-28: the first round is an InputRequiredResult with
// no task, the retry with the answer starts the task, whose result holds the answer.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type HttpServer, startHttpServer } from "./support/http-client";
import { killAll } from "./support/kit-mcp-process";
import { finished, taskRequest, untilTask } from "./support/task-requests";

const TASKS = [
  "--tasks",
  "slow_compute",
  "--tasks-required",
  "test_tool_with_task",
  "--tasks-ask-first",
  "test_tool_with_task",
];
const CALL = { name: "test_tool_with_task", arguments: {} };
const ALICE = { action: "accept", content: { name: "Alice" } };

describe("a question before the task (askFirst), protocol 2026-07-28", () => {
  let server: HttpServer;
  beforeAll(async () => {
    server = await startHttpServer(TASKS, "test/fixtures/task-tools.ts");
  });
  afterAll(killAll);

  test("round 1 asks without a task; the retry with the answer is a task whose result holds it", async () => {
    const first = await taskRequest(server.url, "tools/call", CALL);
    expect(first.result).toMatchObject({
      resultType: "input_required",
      inputRequests: {
        "kit-1": {
          method: "elicitation/create",
          params: { message: "What is your name?", requestedSchema: { type: "object" } },
        },
      },
      requestState: expect.any(String),
    });
    expect(first.result).not.toHaveProperty("taskId");
    const second = await taskRequest(server.url, "tools/call", {
      ...CALL,
      inputResponses: { "kit-1": ALICE },
      requestState: first.result?.requestState,
    });
    expect(second.result).toMatchObject({ resultType: "task", status: "working" });
    expect(second.result).not.toHaveProperty("requestState");
    expect(second.result).not.toHaveProperty("inputRequests");
    const taskId = second.result?.taskId as string;
    expect(taskId).toMatch(/^[0-9a-f-]{36}$/);
    const done = await untilTask(server.url, taskId, finished);
    expect(done).toMatchObject({
      status: "completed",
      result: { content: [{ type: "text", text: "Hello, Alice!" }] },
    });
  });

  test("a retry without the answer starts the task, which asks again as a question of the task", async () => {
    const first = await taskRequest(server.url, "tools/call", CALL);
    const second = await taskRequest(server.url, "tools/call", {
      ...CALL,
      requestState: first.result?.requestState,
    });
    const taskId = second.result?.taskId as string;
    const asking = await untilTask(server.url, taskId, (task) => task.status === "input_required");
    const keys = Object.keys(asking.inputRequests as object);
    expect(keys).toHaveLength(1);
    expect(asking.inputRequests).toMatchObject({
      [keys[0] as string]: { params: { message: "What is your name?" } },
    });
    await taskRequest(server.url, "tasks/update", {
      taskId,
      inputResponses: { [keys[0] as string]: { action: "accept", content: { name: "Bob" } } },
    });
    const done = await untilTask(server.url, taskId, finished);
    expect(done.result).toMatchObject({ content: [{ text: "Hello, Bob!" }] });
  });

  test("a state altered or sealed for other arguments is -32602 and starts no task", async () => {
    const first = await taskRequest(server.url, "tools/call", CALL);
    const state = first.result?.requestState as string;
    const altered = `${state.slice(0, -4)}${state.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    const refused = await taskRequest(server.url, "tools/call", {
      ...CALL,
      inputResponses: { "kit-1": ALICE },
      requestState: altered,
    });
    expect(refused.error?.code).toBe(-32602);
    expect(refused.result).toBeUndefined();
    const otherArguments = await taskRequest(server.url, "tools/call", {
      ...CALL,
      arguments: { other: true },
      inputResponses: { "kit-1": ALICE },
      requestState: state,
    });
    expect(otherArguments.error?.code).toBe(-32602);
  });

  test("without the extension the required tool is -32021; other task tools still start at once", async () => {
    const refused = await taskRequest(server.url, "tools/call", CALL, { elicitation: {} });
    expect(refused.error?.code).toBe(-32021);
    const slow = await taskRequest(server.url, "tools/call", {
      name: "slow_compute",
      arguments: { seconds: 0 },
    });
    expect(slow.result).toMatchObject({ resultType: "task" });
  });
});
