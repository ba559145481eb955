import { getEventListeners } from "node:events";
import { expect, test } from "vitest";
import { ConcurrencyLimit } from "./concurrency-limit";

const free = new AbortController().signal;

test("takes free slots at once, then queues in order of arrival", async () => {
  const limit = new ConcurrencyLimit(2);
  expect(limit.acquire(free)).toBeUndefined();
  expect(limit.acquire(free)).toBeUndefined();
  const order: number[] = [];
  const waits = [1, 2, 3].map((n) => limit.acquire(free)?.then(() => order.push(n)));
  expect(limit.waiting).toBe(3);
  limit.release();
  limit.release();
  await Promise.resolve();
  expect(order).toEqual([1, 2]);
  expect(limit.active).toBe(2);
  limit.release();
  await Promise.all(waits);
  expect(order).toEqual([1, 2, 3]);
  limit.release();
  limit.release();
  expect(limit.active).toBe(0);
});

test("a waiter that aborts leaves the queue with the reason and takes nothing", async () => {
  const limit = new ConcurrencyLimit(1);
  limit.acquire(free);
  const controller = new AbortController();
  const aborted = limit.acquire(controller.signal);
  const next = limit.acquire(free);
  controller.abort(new Error("gone"));
  await expect(aborted).rejects.toThrow("gone");
  expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  expect(limit.waiting).toBe(1);
  limit.release();
  await next;
  expect(limit.active).toBe(1);
  expect(limit.waiting).toBe(0);
});

test("a signal aborted before the wait rejects at once", async () => {
  const limit = new ConcurrencyLimit(1);
  limit.acquire(free);
  await expect(limit.acquire(AbortSignal.abort(new Error("early")))).rejects.toThrow("early");
  expect(limit.waiting).toBe(0);
});

test("a granted waiter stops listening to its signal", async () => {
  const limit = new ConcurrencyLimit(1);
  limit.acquire(free);
  const controller = new AbortController();
  const waiting = limit.acquire(controller.signal);
  limit.release();
  await waiting;
  expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  controller.abort();
  expect(limit.active).toBe(1);
});
