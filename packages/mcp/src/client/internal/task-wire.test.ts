import { expect, test } from "vitest";
import { createdTask, readTask, unwrapTask } from "./task-wire";

const same = (text: string): string => text;

test("a task of either era is read into one frozen shape", () => {
  const modern = readTask(
    {
      taskId: "t1",
      status: "working",
      statusMessage: "half",
      createdAt: "2026-01-01T00:00:00Z",
      lastUpdatedAt: "2026-01-01T00:00:01Z",
      ttlMs: 60_000,
      pollIntervalMs: 500,
    },
    same,
  );
  expect(modern).toEqual({
    taskId: "t1",
    status: "working",
    message: "half",
    createdAt: Date.parse("2026-01-01T00:00:00Z"),
    updatedAt: Date.parse("2026-01-01T00:00:01Z"),
    ttlMs: 60_000,
    pollIntervalMs: 500,
  });
  expect(Object.isFrozen(modern)).toBe(true);
  const legacy = readTask(
    { taskId: "t2", status: "completed", ttl: null, pollInterval: 20, createdAt: "x" },
    same,
  );
  expect(legacy).toMatchObject({ ttlMs: null, pollIntervalMs: 20, message: undefined });
  expect(Number.isFinite(legacy.createdAt)).toBe(true);
});

test("a task without an id or with an unknown status is refused, saying which", () => {
  expect(() => readTask({ status: "working" }, same)).toThrow("without a 'taskId'");
  expect(() => readTask({ taskId: "t", status: "sleeping" }, same)).toThrow(
    "The server sent task 't' with an unknown status.",
  );
});

test("the status message is cleaned with the connection's secrets", () => {
  const task = readTask({ taskId: "t", status: "failed", statusMessage: "key s3cr3t" }, (text) =>
    text.replaceAll("s3cr3t", "[REDACTED]"),
  );
  expect(task.message).toBe("key [REDACTED]");
});

test("a created task is found in 2025's { task } and in 2026's carried result", () => {
  expect(createdTask({ task: { taskId: "a" } })).toEqual({ taskId: "a" });
  const carried = { content: [], _meta: { "kit.dev/created-task": { taskId: "b" } } };
  expect(createdTask(carried)).toEqual({ taskId: "b" });
  expect(unwrapTask(carried)).toEqual({ taskId: "b" });
  expect(createdTask({ content: [] })).toBeUndefined();
  expect(unwrapTask({ taskId: "c", status: "working" })).toEqual({
    taskId: "c",
    status: "working",
  });
});
