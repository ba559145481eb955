import { getEventListeners } from "node:events";
import { describe, expect, test } from "vitest";
import { StoppableCalls } from "./stoppable-calls";

// A call that hands out its signal and settles when told to.
function pendingCall(): {
  call: (signal: AbortSignal) => Promise<string>;
  signal: Promise<AbortSignal>;
  finish: () => void;
} {
  let give!: (signal: AbortSignal) => void;
  let finish!: () => void;
  const signal = new Promise<AbortSignal>((resolve) => {
    give = resolve;
  });
  const done = new Promise<string>((resolve) => {
    finish = () => resolve("done");
  });
  return {
    call: (given) => {
      give(given);
      return done;
    },
    signal,
    finish,
  };
}

describe("StoppableCalls", () => {
  test("the request's abort reaches the call, with its reason", async () => {
    const calls = new StoppableCalls(new AbortController().signal);
    const request = new AbortController();
    const { call, signal, finish } = pendingCall();
    const running = calls.run(request.signal, call);
    const given = await signal;
    expect(given.aborted).toBe(false);
    request.abort(new Error("cancelled by the client"));
    expect(given.aborted).toBe(true);
    expect((given.reason as Error).message).toBe("cancelled by the client");
    finish();
    expect(await running).toBe("done");
  });

  test("a stop aborts every call in flight with its reason, and no call that has ended", async () => {
    const stop = new AbortController();
    const calls = new StoppableCalls(stop.signal);
    const ended = pendingCall();
    const endedRun = calls.run(new AbortController().signal, ended.call);
    ended.finish();
    await endedRun;
    const first = pendingCall();
    const second = pendingCall();
    const runs = [
      calls.run(new AbortController().signal, first.call),
      calls.run(new AbortController().signal, second.call),
    ];
    const reason = new Error("kit-mcp is stopping (SIGTERM)");
    stop.abort(reason);
    expect((await first.signal).reason).toBe(reason);
    expect((await second.signal).reason).toBe(reason);
    expect((await ended.signal).aborted).toBe(false);
    first.finish();
    second.finish();
    expect(await Promise.all(runs)).toEqual(["done", "done"]);
  });

  test("a call that ends leaves no listener on its request's signal", async () => {
    const calls = new StoppableCalls(new AbortController().signal);
    const request = new AbortController();
    const { call, signal, finish } = pendingCall();
    const running = calls.run(request.signal, call);
    await signal;
    expect(getEventListeners(request.signal, "abort")).toHaveLength(1);
    finish();
    await running;
    expect(getEventListeners(request.signal, "abort")).toHaveLength(0);
  });

  test("a call that throws is no longer in flight either", async () => {
    const stop = new AbortController();
    const calls = new StoppableCalls(stop.signal);
    let given: AbortSignal | undefined;
    await expect(
      calls.run(new AbortController().signal, (signal) => {
        given = signal;
        return Promise.reject(new Error("boom"));
      }),
    ).rejects.toThrow("boom");
    stop.abort(new Error("stopping"));
    expect(given?.aborted).toBe(false);
  });

  test("a call started after the stop, or on an aborted request, starts aborted", async () => {
    const stop = new AbortController();
    const calls = new StoppableCalls(stop.signal);
    const cancelled = new AbortController();
    cancelled.abort(new Error("already cancelled"));
    const early = pendingCall();
    early.finish();
    await calls.run(cancelled.signal, early.call);
    expect(((await early.signal).reason as Error).message).toBe("already cancelled");
    stop.abort(new Error("stopping"));
    const late = pendingCall();
    late.finish();
    await calls.run(new AbortController().signal, late.call);
    expect(((await late.signal).reason as Error).message).toBe("stopping");
  });
});
