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
