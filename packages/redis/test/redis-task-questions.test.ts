// A task's questions on a real Redis: asked by the replica running the task, seen and answered
// through another; nothing of them left in the task's hash once it finished.
import { defineTool, ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import { RedisTaskStore } from "../src/redis-task-store";
import { type RedisServer, startRedis } from "./redis-server";

let server: RedisServer;
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  await server.stop();
});

function replica() {
  const client = server.client();
  const store = new RedisTaskStore(client, { prefix: "q:" });
  return { client, store, executor: new ToolExecutor({ stores: { tasks: store } }) };
}

test("asked on one replica, read and answered on another; the answer reaches the asker", async () => {
  const [a, b] = [replica(), replica()];
  let release: (value: unknown) => void = () => {};
  const gate = new Promise((resolve) => {
    release = resolve;
  });
  const tool = defineTool({ name: "deploy", execute: async () => ({ got: await gate }) });
  const task = await a.executor.startTask(tool, {});
  const question = { method: "elicitation/create", params: { message: "Deploy 1.2.0?" } };
  const asked = a.executor.askInTask(task.taskId, "kit-1", question);
  const second = a.executor.askInTask(task.taskId, "kit-2", { n: 2.5, list: [1, "x"] });
  let read = await b.executor.getTask(task.taskId);
  for (let tries = 0; Object.keys(read.questions ?? {}).length < 2 && tries < 200; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    read = await b.executor.getTask(task.taskId);
  }
  expect(read.questions).toEqual({ "kit-1": question, "kit-2": { n: 2.5, list: [1, "x"] } });
  expect(await b.executor.answerTask(task.taskId, "kit-1", { action: "accept", content: {} })).toBe(
    true,
  );
  expect(await b.executor.answerTask(task.taskId, "kit-1", { action: "decline" })).toBe(false);
  expect(await b.executor.answerTask(task.taskId, "nope", {})).toBe(false);
  await expect(asked).resolves.toEqual({ action: "accept", content: {} });
  expect((await b.executor.getTask(task.taskId)).questions).toEqual({
    "kit-2": { n: 2.5, list: [1, "x"] },
  });
  expect(await b.executor.answerTask(task.taskId, "kit-2", [])).toBe(true);
  await expect(second).resolves.toEqual([]);
  expect((await b.executor.getTask(task.taskId)).questions).toBeUndefined();
  // Asked again and left unanswered: the end of the task takes it (and any answer) away.
  a.executor.askInTask(task.taskId, "kit-3", { late: true }).catch(() => {});
  release("done");
  await b.executor.awaitTask(task.taskId);
  const fields = await a.client.hkeys(`q:task:${task.taskId}`);
  expect(fields).not.toContain("questions");
  expect(fields).not.toContain("answers");
  expect(await b.executor.answerTask(task.taskId, "kit-3", 1)).toBe(false);
});
