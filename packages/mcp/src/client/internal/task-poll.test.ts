import { expect, test } from "vitest";
import {
  FIRST_POLL_MS,
  MAX_BACKOFF_MS,
  MAX_POLL_MS,
  MIN_POLL_MS,
  pollDelay,
  sleep,
} from "./task-poll";

test("the pause between polls: the server's interval (bounded), else the backoff up to its cap", () => {
  expect(pollDelay(undefined, FIRST_POLL_MS)).toBe(FIRST_POLL_MS);
  expect(pollDelay(undefined, MAX_BACKOFF_MS * 4)).toBe(MAX_BACKOFF_MS);
  expect(pollDelay(2_000, FIRST_POLL_MS)).toBe(2_000);
  expect(pollDelay(10 * MAX_POLL_MS, FIRST_POLL_MS)).toBe(MAX_POLL_MS);
  expect(pollDelay(0, FIRST_POLL_MS)).toBe(MIN_POLL_MS);
});

test("the pause ends early with the signal's reason, and a signal already aborted ends it at once", async () => {
  const controller = new AbortController();
  const waiting = sleep(60_000, controller.signal);
  controller.abort(new Error("stop waiting"));
  await expect(waiting).rejects.toThrow("stop waiting");
  await expect(sleep(60_000, controller.signal)).rejects.toThrow("stop waiting");
  await expect(sleep(1, new AbortController().signal)).resolves.toBeUndefined();
});
