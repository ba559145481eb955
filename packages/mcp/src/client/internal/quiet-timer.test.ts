import { afterEach, expect, test, vi } from "vitest";
import { QuietTimer } from "./quiet-timer";

afterEach(() => {
  vi.useRealTimers();
});

test("silence past the limit aborts; each reset starts the wait again", () => {
  vi.useFakeTimers();
  const quiet = new QuietTimer(new AbortController().signal, 1000);
  vi.advanceTimersByTime(900);
  quiet.reset();
  vi.advanceTimersByTime(900);
  expect(quiet.signal.aborted).toBe(false);
  vi.advanceTimersByTime(100);
  expect(quiet.signal.aborted).toBe(true);
  expect(quiet.expired).toBe(true);
  expect((quiet.signal.reason as Error).message).toBe("no answer for 1000 ms");
});

test("the caller's abort aborts with its reason, and is not the silence", () => {
  vi.useFakeTimers();
  const caller = new AbortController();
  const quiet = new QuietTimer(caller.signal, 1000);
  caller.abort(new Error("stop"));
  expect((quiet.signal.reason as Error).message).toBe("stop");
  expect(quiet.expired).toBe(false);
  quiet.dispose();
  vi.advanceTimersByTime(5000);
  expect(quiet.expired).toBe(false);
});

test("the signal does what the SDK reads of one: aborted, reason, throwIfAborted, abort listeners once", () => {
  vi.useFakeTimers();
  const caller = new AbortController();
  const quiet = new QuietTimer(caller.signal, 1000);
  const { signal } = quiet;
  const heard: unknown[] = [];
  const removed = (): void => {
    heard.push("removed");
  };
  signal.addEventListener("abort", () => heard.push(signal.reason));
  signal.addEventListener("abort", () => {
    throw new Error("a listener that throws");
  });
  signal.addEventListener("abort", () => heard.push("after the throw"));
  signal.addEventListener("abort", removed);
  signal.removeEventListener("abort", removed);
  expect(() => signal.throwIfAborted()).not.toThrow();
  const reason = new Error("stop");
  caller.abort(reason);
  caller.abort(new Error("again"));
  expect(signal.aborted).toBe(true);
  expect(heard).toEqual([reason, "after the throw"]);
  expect(() => signal.throwIfAborted()).toThrow(reason);
  // A listener added after the abort is never called, as on an AbortSignal.
  signal.addEventListener("abort", () => heard.push("late"));
  vi.advanceTimersByTime(5000);
  expect(heard).toHaveLength(2);
  expect(quiet.expired).toBe(false);
});
