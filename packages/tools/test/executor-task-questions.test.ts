// A task's questions kept in its store: asked by the executor running it (askInTask), seen by
// getTask anywhere, answered through any executor sharing the store (answerTask).
import { eventually } from "@kit/test-support";
import { expect, test } from "vitest";
import { ToolExecutor } from "../src/executor/tool-executor";
import { MemoryTaskStore } from "../src/tasks/memory-task-store";
import type { TaskStore } from "../src/tasks/task-store";
import { defineTool } from "../src/tool/define-tool";
import { deferred } from "./policy-fixtures";

// The same store seen as a store of another process is: no watch.
function elsewhere(store: TaskStore): TaskStore {
  return {
    create: (request) => store.create(request),
    read: (taskId) => store.read(taskId),
    report: (taskId, ownerId, report) => store.report(taskId, ownerId, report),
    finish: (taskId, ownerId, ending) => store.finish(taskId, ownerId, ending),
    cancel: (taskId) => store.cancel(taskId),
    putQuestion: (taskId, ownerId, key, question) =>
      store.putQuestion!(taskId, ownerId, key, question),
    answer: (taskId, key, answer) => store.answer!(taskId, key, answer),
    takeAnswers: (taskId, ownerId) => store.takeAnswers!(taskId, ownerId),
  };
}

// A tool that waits until released; the test asks its questions through the executor.
function waitingTool() {
  const release = deferred<unknown>();
  const tool = defineTool({
    name: "deploy",
    effects: { idempotent: true },
    execute: async () => ({ answer: await release.promise }),
  });
  return { tool, release };
}

test("asked where the task runs, seen and answered through another executor; then gone", async () => {
  const store = new MemoryTaskStore();
  const runner = new ToolExecutor({ stores: { tasks: elsewhere(store) } });
  const other = new ToolExecutor({ stores: { tasks: elsewhere(store) } });
  const { tool, release } = waitingTool();
  const task = await runner.startTask(tool, {});
  const question = { method: "elicitation/create", params: { message: "Deploy to prod?" } };
  const asked = runner.askInTask(task.taskId, "kit-1", question);
  await eventually(async () => (await other.getTask(task.taskId)).questions !== undefined);
  expect((await other.getTask(task.taskId)).questions).toEqual({ "kit-1": question });
  expect(await other.answerTask(task.taskId, "kit-1", { action: "accept" })).toBe(true);
  // The runner takes it at its next poll of the store.
  await expect(asked).resolves.toEqual({ action: "accept" });
  expect((await other.getTask(task.taskId)).questions).toBeUndefined();
  // Answered already: a second answer finds no question.
  expect(await other.answerTask(task.taskId, "kit-1", { action: "decline" })).toBe(false);
  release.resolve("done");
  await other.awaitTask(task.taskId);
  expect(await other.answerTask(task.taskId, "kit-1", { action: "accept" })).toBe(false);
});

test("answered in the executor that runs it: at once; two questions answered one by one", async () => {
  const runner = new ToolExecutor();
  const { tool, release } = waitingTool();
  const task = await runner.startTask(tool, {});
  const first = runner.askInTask(task.taskId, "a", { text: "first?" });
  const second = runner.askInTask(task.taskId, "b", { text: "second?" });
  await eventually(
    async () => Object.keys((await runner.getTask(task.taskId)).questions ?? {}).length === 2,
  );
  expect(await runner.answerTask(task.taskId, "b", 2)).toBe(true);
  await expect(second).resolves.toBe(2);
  expect(Object.keys((await runner.getTask(task.taskId)).questions ?? {})).toEqual(["a"]);
  expect(await runner.answerTask(task.taskId, "a", 1)).toBe(true);
  await expect(first).resolves.toBe(1);
  release.resolve(null);
  const done = await runner.getTask(task.taskId);
  expect(done.questions).toBeUndefined();
});

test("a wait that is aborted takes its question back; a finished task has none", async () => {
  const store = new MemoryTaskStore();
  const runner = new ToolExecutor({ stores: { tasks: store } });
  const { tool, release } = waitingTool();
  const task = await runner.startTask(tool, {});
  const controller = new AbortController();
  const asked = runner.askInTask(task.taskId, "k", { text: "?" }, controller.signal);
  await eventually(async () => (await runner.getTask(task.taskId)).questions !== undefined);
  controller.abort(new Error("the client went away"));
  await expect(asked).rejects.toThrow("the client went away");
  await eventually(async () => (await runner.getTask(task.taskId)).questions === undefined);
  expect(await runner.answerTask(task.taskId, "k", 1)).toBe(false);
  runner.askInTask(task.taskId, "late", { text: "?" }).catch(() => {});
  await eventually(async () => (await runner.getTask(task.taskId)).questions !== undefined);
  release.resolve(null);
  await runner.awaitTask(task.taskId);
  expect((await runner.getTask(task.taskId)).questions).toBeUndefined();
});

test("a store without questions: answered only in the executor running the task", async () => {
  const store = new MemoryTaskStore();
  const plain: TaskStore = {
    create: (request) => store.create(request),
    read: (taskId) => store.read(taskId),
    report: (taskId, ownerId, report) => store.report(taskId, ownerId, report),
    finish: (taskId, ownerId, ending) => store.finish(taskId, ownerId, ending),
    cancel: (taskId) => store.cancel(taskId),
  };
  const runner = new ToolExecutor({ stores: { tasks: plain } });
  const other = new ToolExecutor({ stores: { tasks: plain } });
  const { tool, release } = waitingTool();
  const task = await runner.startTask(tool, {});
  const asked = runner.askInTask(task.taskId, "k", { text: "?" });
  expect((await other.getTask(task.taskId)).questions).toBeUndefined();
  expect(await other.answerTask(task.taskId, "k", 1)).toBe(false);
  expect(await runner.answerTask(task.taskId, "k", 2)).toBe(true);
  await expect(asked).resolves.toBe(2);
  release.resolve(null);
});

test("bad arguments are refused, naming what was wrong", async () => {
  const runner = new ToolExecutor();
  const { tool, release } = waitingTool();
  const task = await runner.startTask(tool, {});
  expect(() => runner.askInTask(task.taskId, "", {})).toThrow(
    new TypeError("ToolExecutor.askInTask: 'key' must be a string of 1-128 characters."),
  );
  expect(() => runner.askInTask(task.taskId, "k", () => 1)).toThrow(
    new TypeError("ToolExecutor.askInTask: 'question' must be JSON data, got function."),
  );
  expect(() => runner.answerTask(task.taskId, "k", 10n)).toThrow(
    /^ToolExecutor\.answerTask: 'answer' must be JSON data: /,
  );
  await expect(runner.askInTask("task_elsewhere", "k", {})).rejects.toThrow(
    new TypeError("ToolExecutor.askInTask: task 'task_elsewhere' does not run in this executor."),
  );
  release.resolve(null);
});
