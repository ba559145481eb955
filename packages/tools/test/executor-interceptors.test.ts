// Interceptors wrap whole calls: order, context around the tool and listeners, undo, failures.
import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, test } from "vitest";
import { ToolExecutionError } from "../src/errors/tool-execution-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import type { ToolInterceptor } from "../src/executor/tool-interceptor";
import { ToolResult } from "../src/executor/tool-result";
import { recordEvents, toolRunning } from "./fixtures";

const inputs = { city: "Oslo" };
const ok = toolRunning(() => ({ fine: true }));
const failing = toolRunning(() => {
  throw new Error("broken");
});

function tracing(log: string[], label: string): ToolInterceptor {
  return async (_call, next) => {
    log.push(`${label}:before`);
    const result = await next();
    log.push(`${label}:after:${result.status}`);
    return result;
  };
}

describe("the chain", () => {
  test("the first added is outermost, and it wraps the events", async () => {
    const executor = new ToolExecutor();
    const log: string[] = [];
    executor.use(tracing(log, "outer"));
    executor.use(tracing(log, "inner"));
    executor.on("tool.execution.started", () => {
      log.push("started");
    });
    executor.on("tool.execution.completed", () => {
      log.push("completed");
    });
    await executor.execute(ok, inputs);
    expect(log).toEqual([
      "outer:before",
      "inner:before",
      "started",
      "completed",
      "inner:after:success",
      "outer:after:success",
    ]);
  });

  test("undo removes an interceptor, once", async () => {
    const executor = new ToolExecutor();
    const log: string[] = [];
    const undo = executor.use(tracing(log, "a"));
    executor.use(tracing(log, "b"));
    undo();
    undo();
    await executor.execute(ok, inputs);
    expect(log).toEqual(["b:before", "b:after:success"]);
  });

  test("interceptors start synchronously inside execute", () => {
    const executor = new ToolExecutor();
    let called = false;
    executor.use((_call, next) => {
      called = true;
      return next();
    });
    const pending = executor.execute(ok, inputs);
    expect(called).toBe(true);
    return pending;
  });

  test("a context an interceptor makes active around next() is active in the tool and listeners", async () => {
    const storage = new AsyncLocalStorage<string>();
    const executor = new ToolExecutor({ timeoutMs: 1_000 });
    executor.use((call, next) => storage.run(`span:${call.callId}`, next));
    const seen: (string | undefined)[] = [];
    executor.on("tool.execution.started", () => {
      seen.push(storage.getStore());
    });
    executor.on("tool.execution.completed", () => {
      seen.push(storage.getStore());
    });
    const tool = toolRunning(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(storage.getStore());
      return {};
    });
    await executor.execute(tool, inputs, { callId: "c9" });
    expect(seen).toEqual(["span:c9", "span:c9", "span:c9"]);
  });

  test("next() resolves to the failure result in strict mode; strict mode applies after the chain", async () => {
    const executor = new ToolExecutor();
    let seen: ToolResult | undefined;
    executor.use(async (_call, next) => {
      seen = await next();
      return seen;
    });
    const error = await executor.execute(failing, inputs).catch((thrown: unknown) => thrown);
    expect(seen?.status).toBe("failure");
    expect(error).toBe(seen?.error);
    expect(error).toBeInstanceOf(ToolExecutionError);
  });

  test("the call gives the tool, the caller's inputs and the call id", async () => {
    const executor = new ToolExecutor();
    const calls: unknown[] = [];
    executor.use((call, next) => {
      calls.push([call.tool, call.inputs, call.callId, call.redact("text")]);
      return next();
    });
    await executor.execute(ok, inputs, { callId: "c3" });
    expect(calls).toEqual([[ok, inputs, "c3", "text"]]);
    expect((calls[0] as unknown[])[1]).toBe(inputs);
  });

  test("an interceptor may replace the result or skip the tool", async () => {
    const executor = new ToolExecutor();
    const events = recordEvents(executor);
    const cached = new ToolResult({
      toolName: "probe",
      status: "success",
      output: 1,
      durationMs: 0,
    });
    executor.use(async () => cached);
    await expect(executor.execute(ok, inputs)).resolves.toBe(cached);
    expect(events).toEqual([]);
  });
});

describe("an interceptor that fails", () => {
  const throwing: ToolInterceptor = () => {
    throw new Error("interceptor broke");
  };
  const rejecting: ToolInterceptor = async (_call, next) => {
    await next();
    throw new Error("interceptor broke");
  };
  const wrongValue: ToolInterceptor = async () => "nope" as never;

  test.each([
    ["throws", throwing, "interceptor broke"],
    ["rejects after next()", rejecting, "interceptor broke"],
    ["resolves to something else", wrongValue, "An interceptor resolved to string"],
  ] as const)("%s: the call fails with ToolExecutionError", async (_label, interceptor, text) => {
    const executor = new ToolExecutor();
    executor.use(interceptor);
    const result = await executor.execute(ok, inputs, { raiseOnFailure: false });
    expect(result.status).toBe("failure");
    expect(result.error).toBeInstanceOf(ToolExecutionError);
    expect((result.error as Error).message).toContain(text);
    await expect(executor.execute(ok, inputs)).rejects.toBeInstanceOf(ToolExecutionError);
  });

  test("an outer interceptor sees an inner one's failure as a result", async () => {
    const executor = new ToolExecutor();
    let seen: ToolResult | undefined;
    executor.use(async (_call, next) => {
      seen = await next();
      return seen;
    });
    executor.use(throwing);
    await executor.execute(ok, inputs, { raiseOnFailure: false });
    expect(seen?.status).toBe("failure");
  });
});
