// Progress reports and log messages of a running call as span events on its span.
import { CANARY } from "@kit/test-support";
import { defineTool, type ToolCall, type ToolContext, ToolResult } from "@kit/tools";
import { type DiagLogger, DiagLogLevel, diag } from "@opentelemetry/api";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freshTelemetryPerTest } from "../test/harness";
import { instrumentExecutor } from "./instrument-executor";

const bed = freshTelemetryPerTest();
afterEach(() => diag.disable());

/** A tool that reports, then waits for the test to let it go on, then reports again. */
function steppedTool(name: string, gate: Promise<void>) {
  return defineTool({
    name,
    credentialNames: ["weather-api-key"],
    execute: async (_inputs, credentials, context) => {
      context.progress(1, 2, `${name} first`);
      context.log("info", `${name} working`);
      await gate;
      context.progress(2, 2, `${name} second key=${credentials["weather-api-key"]}`);
      context.log("warning", `${name} key=${credentials["weather-api-key"]}`, {
        key: credentials["weather-api-key"],
        step: 2,
      });
      return {};
    },
  });
}

function gate(): { promise: Promise<void>; open: () => void } {
  let open: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const eventsOf = (span: ReadableSpan | undefined) =>
  (span?.events ?? []).map((event) => ({ name: event.name, attributes: event.attributes }));

const spanOf = (callId: string): ReadableSpan | undefined =>
  bed.telemetry.spans().find((span) => span.attributes["gen_ai.tool.call.id"] === callId);

function captureWarnings(): DiagLogger & { warn: ReturnType<typeof vi.fn> } {
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn(), verbose: vi.fn() };
  diag.setLogger(logger, { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true });
  return logger;
}

describe("progress and log events", () => {
  it("go in order to the span of their own call, with two calls running at once", async () => {
    instrumentExecutor(bed.executor, { tracerProvider: bed.telemetry.tracerProvider });
    const [a, b] = [gate(), gate()];
    const first = bed.executor.execute(steppedTool("first", a.promise), {}, { callId: "call_a" });
    const second = bed.executor.execute(steppedTool("second", b.promise), {}, { callId: "call_b" });
    b.open();
    await second;
    a.open();
    await first;
    const expected = (name: string) => [
      {
        name: "kit.tool.progress",
        attributes: {
          "kit.tool.progress.done": 1,
          "kit.tool.progress.total": 2,
          "kit.tool.progress.message": `${name} first`,
        },
      },
      {
        name: "kit.tool.log",
        attributes: { "kit.tool.log.level": "info", "kit.tool.log.message": `${name} working` },
      },
      {
        name: "kit.tool.progress",
        attributes: {
          "kit.tool.progress.done": 2,
          "kit.tool.progress.total": 2,
          "kit.tool.progress.message": `${name} second key=[REDACTED]`,
        },
      },
      {
        name: "kit.tool.log",
        attributes: {
          "kit.tool.log.level": "warning",
          "kit.tool.log.message": `${name} key=[REDACTED]`,
        },
      },
    ];
    expect(eventsOf(spanOf("call_a"))).toEqual(expected("first"));
    expect(eventsOf(spanOf("call_b"))).toEqual(expected("second"));
  });

  it("leave out what the tool did not say: no total, no message", async () => {
    instrumentExecutor(bed.executor, { tracerProvider: bed.telemetry.tracerProvider });
    const quiet = defineTool({
      name: "quiet",
      execute: (_inputs, _credentials, context) => {
        context.progress(3);
        return {};
      },
    });
    await bed.executor.execute(quiet, {}, { callId: "q" });
    expect(eventsOf(spanOf("q"))).toEqual([
      { name: "kit.tool.progress", attributes: { "kit.tool.progress.done": 3 } },
    ]);
  });

  it("hold no credential value, with or without recordLogData; data only when asked", async () => {
    const calls = [
      { recordLogData: false, callId: "plain" },
      { recordLogData: true, callId: "with_data" },
    ];
    for (const { recordLogData, callId } of calls) {
      const undo = instrumentExecutor(bed.executor, {
        tracerProvider: bed.telemetry.tracerProvider,
        recordLogData,
      });
      await bed.executor.execute(steppedTool("leaky", Promise.resolve()), {}, { callId });
      undo();
    }
    const plain = eventsOf(spanOf("plain"));
    const withData = eventsOf(spanOf("with_data"));
    expect(plain).toHaveLength(4);
    expect(JSON.stringify(plain)).not.toContain("kit.tool.log.data");
    expect(withData[3]?.attributes?.["kit.tool.log.data"]).toBe('{"key":"[REDACTED]","step":2}');
    for (const span of bed.telemetry.spans()) {
      expect(JSON.stringify({ attributes: span.attributes, events: span.events })).not.toContain(
        CANARY,
      );
    }
  });

  it("cut the message and the data to maxContentLength", async () => {
    instrumentExecutor(bed.executor, {
      tracerProvider: bed.telemetry.tracerProvider,
      recordLogData: true,
      maxContentLength: 8,
    });
    const chatty = defineTool({
      name: "chatty",
      execute: (_inputs, _credentials, context) => {
        context.progress(1, undefined, "x".repeat(100));
        context.log("debug", "y".repeat(100), { z: "z".repeat(100) });
        return {};
      },
    });
    await bed.executor.execute(chatty, {}, { callId: "c" });
    const [progress, log] = eventsOf(spanOf("c"));
    expect(progress?.attributes?.["kit.tool.progress.message"]).toBe("xxxxxxx…");
    expect(log?.attributes?.["kit.tool.log.message"]).toBe("yyyyyyy…");
    expect(log?.attributes?.["kit.tool.log.data"]).toBe('{"z":"z…');
  });

  it("stop when the call ended, after a success and after a failure", async () => {
    const warnings = captureWarnings();
    instrumentExecutor(bed.executor, { tracerProvider: bed.telemetry.tracerProvider });
    let kept: ToolContext | undefined;
    const keeping = (fail: boolean) =>
      defineTool({
        name: fail ? "keeps_and_fails" : "keeps",
        execute: (_inputs, _credentials, context) => {
          kept = context;
          context.progress(1);
          if (fail) throw new Error("failed");
          return {};
        },
      });
    for (const fail of [false, true]) {
      await bed.executor.execute(
        keeping(fail),
        {},
        { callId: `ended_${fail}`, raiseOnFailure: false },
      );
      kept?.progress(2);
      kept?.log("error", "too late");
    }
    expect(eventsOf(spanOf("ended_false")).map((event) => event.name)).toEqual([
      "kit.tool.progress",
    ]);
    expect(eventsOf(spanOf("ended_true")).map((event) => event.name)).toEqual([
      "kit.tool.progress",
      "exception",
    ]);
    expect(warnings.warn).not.toHaveBeenCalled();
  });

  it("find no span once the call ended, even if an executor still reports for it", async () => {
    const warnings = captureWarnings();
    type Listener = (event: unknown) => void;
    const listeners = new Map<string, Listener>();
    let intercept: Parameters<typeof bed.executor.use>[0] | undefined;
    instrumentExecutor(
      {
        use: (interceptor) => {
          intercept = interceptor;
          return () => {};
        },
        on: (name, listener) => {
          listeners.set(name, listener as Listener);
          return () => listeners.delete(name);
        },
      },
      { tracerProvider: bed.telemetry.tracerProvider },
    );
    const call = (callId: string): ToolCall =>
      ({
        tool: steppedTool("fake", Promise.resolve()),
        inputs: {},
        callId,
        redact: (v) => v,
      }) as ToolCall;
    const report = (callId: string) =>
      listeners.get("tool.execution.progress")?.({ toolName: "fake", callId, done: 1 });
    const result = new ToolResult({ toolName: "fake", status: "success", durationMs: 1 });
    await intercept?.(call("ok"), async () => {
      report("ok");
      return result;
    });
    await expect(
      intercept?.(call("rejected"), async () => {
        report("rejected");
        throw new Error("interceptor broke");
      }),
    ).rejects.toThrow("interceptor broke");
    report("ok");
    report("rejected");
    expect(eventsOf(spanOf("ok"))).toHaveLength(1);
    expect(eventsOf(spanOf("rejected")).map((event) => event.name)).toEqual([
      "kit.tool.progress",
      "exception",
    ]);
    expect(warnings.warn).not.toHaveBeenCalled();
  });

  it("are no longer heard after undo, also from a call still running", async () => {
    const real = bed.executor.on.bind(bed.executor);
    const unsubscribes: ReturnType<typeof vi.fn>[] = [];
    const on = vi.spyOn(bed.executor, "on").mockImplementation((name, listener) => {
      const unsubscribe = vi.fn(real(name, listener));
      unsubscribes.push(unsubscribe);
      return unsubscribe;
    });
    const undo = instrumentExecutor(bed.executor, { tracerProvider: bed.telemetry.tracerProvider });
    expect(on.mock.calls.map(([name]) => name)).toEqual([
      "tool.execution.progress",
      "tool.execution.log",
      "tool.task.starting",
      "tool.task.read",
    ]);
    const reached = gate();
    const { promise, open } = gate();
    const waiting = defineTool({
      name: "waiting",
      execute: async (_inputs, _credentials, context) => {
        context.progress(1);
        reached.open();
        await promise;
        context.progress(2);
        context.log("info", "after undo");
        return {};
      },
    });
    const running = bed.executor.execute(waiting, {}, { callId: "u" });
    await reached.promise;
    undo();
    expect(unsubscribes.map((unsubscribe) => unsubscribe.mock.calls.length)).toEqual([1, 1, 1, 1]);
    open();
    await running;
    expect(eventsOf(spanOf("u"))).toEqual([
      { name: "kit.tool.progress", attributes: { "kit.tool.progress.done": 1 } },
    ]);
  });
});
