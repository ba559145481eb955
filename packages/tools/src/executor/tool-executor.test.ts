import { ToolSchema } from "@kit/schema";
import { describe, expect, test } from "vitest";
import { toolRunning } from "../../test/fixtures";
import { ToolExecutionError } from "../errors/tool-execution-error";
import { ToolValidationError } from "../errors/tool-validation-error";
import { defineTool } from "../tool/define-tool";
import { ToolExecutor } from "./tool-executor";
import { ToolResult } from "./tool-result";

describe("a successful call", () => {
  test("resolves to a frozen success result with the validated output", async () => {
    const tool = defineTool({
      name: "fetch_weather",
      inputSchema: { parameters: [{ name: "city", type: "string" }] },
      outputSchema: { parameters: [{ name: "city", type: "string" }] },
      execute: ({ city }) => ({ city, dropped: true }) as { city: string },
    });
    const result = await new ToolExecutor().execute(tool, { city: "Oslo" });
    expect(result).toBeInstanceOf(ToolResult);
    expect(Object.isFrozen(result)).toBe(true);
    expect(result).toMatchObject({
      toolName: "fetch_weather",
      status: "success",
      error: undefined,
    });
    // The output copy holds only declared parameters.
    expect(result.output).toEqual({ city: "Oslo" });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  test("the tool receives only declared parameters, with defaults filled in", async () => {
    let received: unknown;
    const tool = toolRunning((inputs) => {
      received = inputs;
      return {};
    });
    await new ToolExecutor().execute(tool, { city: "Oslo", extra: 1 });
    expect(received).toEqual({ city: "Oslo", units: "metric" });
  });

  test("the caller's inputs object is never changed, and a frozen one works", async () => {
    const nested = { deep: [1] };
    const inputs = { city: "Oslo", extra: nested };
    const tool = toolRunning((received) => {
      (received as Record<string, unknown>).city = "changed";
      return {};
    });
    const executor = new ToolExecutor();
    await executor.execute(tool, inputs);
    expect(inputs).toEqual({ city: "Oslo", extra: { deep: [1] } });
    const frozen = Object.freeze({ city: "Oslo" });
    await expect(executor.execute(tool, frozen)).resolves.toMatchObject({ status: "success" });
    expect(frozen).toEqual({ city: "Oslo" });
  });

  test("a tool without INPUT_SCHEMA gets a one-level copy with every key", async () => {
    let received: Record<string, unknown> = {};
    const tool = defineTool({
      name: "raw",
      execute: (inputs) => {
        received = inputs;
        return {};
      },
    });
    const nested = { a: 1 };
    const symbol = Symbol("s");
    const inputs: Record<string | symbol, unknown> = JSON.parse('{"__proto__": 1, "x": 2}');
    inputs.nested = nested;
    inputs[symbol] = 3;
    await new ToolExecutor().execute(tool, inputs);
    expect(received).not.toBe(inputs);
    expect(Object.hasOwn(received, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(received)).toBe(Object.prototype);
    expect(received.x).toBe(2);
    expect(received.nested).toBe(nested);
    expect((received as Record<symbol, unknown>)[symbol]).toBe(3);
  });

  test("a tool without INPUT_SCHEMA still refuses a non-dictionary input", async () => {
    const tool = defineTool({ name: "raw", execute: () => ({}) });
    const result = await new ToolExecutor().execute(tool, "text", { raiseOnFailure: false });
    expect(result.error).toBeInstanceOf(ToolValidationError);
    expect((result.error as ToolValidationError).errors).toEqual([
      "Expected a dictionary of parameters, got 'string'",
    ]);
  });

  test("without OUTPUT_SCHEMA JSON data passes through unchanged", async () => {
    const executor = new ToolExecutor();
    for (const value of [undefined, null, "text", 3, [1], { a: { b: 1 } }, { gone: undefined }]) {
      const tool = defineTool({ name: "raw", execute: () => value });
      const result = await executor.execute(tool, {});
      expect(result.output).toBe(value);
    }
  });

  test("the output copy never is the tool's own object", async () => {
    const returned = { city: "Oslo" };
    const tool = defineTool({
      name: "copying",
      outputSchema: { parameters: [{ name: "city", type: "string" }] },
      execute: () => returned,
    });
    const result = await new ToolExecutor().execute(tool, {});
    expect(result.output).toEqual(returned);
    expect(result.output).not.toBe(returned);
  });

  test("a ToolSchema instance works as a schema", async () => {
    const schema = new ToolSchema([{ name: "n", type: "integer" }]);
    const tool = defineTool({ name: "typed", inputSchema: schema, execute: ({ n }) => ({ n }) });
    expect(tool.inputSchema).toBe(schema);
    await expect(new ToolExecutor().execute(tool, { n: 2 })).resolves.toMatchObject({
      output: { n: 2 },
    });
  });

  test("a sync tool settles without a needless wait and its events come synchronously", async () => {
    const executor = new ToolExecutor();
    const seen: string[] = [];
    executor.on("tool.execution.completed", () => {
      seen.push("completed");
    });
    const pending = executor.execute(
      toolRunning(() => ({})),
      { city: "Oslo" },
    );
    seen.push("returned");
    await pending;
    expect(seen).toEqual(["completed", "returned"]);
  });

  test("the context carries the call id and a signal", async () => {
    let context: { signal: AbortSignal; callId: string } | undefined;
    const tool = toolRunning((_inputs, received) => {
      context = received;
      return {};
    });
    const executor = new ToolExecutor();
    await executor.execute(tool, { city: "Oslo" }, { callId: "call-7" });
    expect(context?.callId).toBe("call-7");
    expect(context?.signal).toBeInstanceOf(AbortSignal);
    expect(context?.signal.aborted).toBe(false);
  });

  test("fresh call ids are unique strings", async () => {
    const ids = new Set<string>();
    const tool = toolRunning((_inputs, context) => {
      ids.add(context.callId);
      return {};
    });
    const executor = new ToolExecutor();
    await Promise.all(Array.from({ length: 50 }, () => executor.execute(tool, { city: "x" })));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^call_[0-9a-f]{12}_[0-9a-z]+$/);
  });
});

describe("programming errors", () => {
  test.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, "100", null])(
    "the constructor throws RangeError for timeoutMs %s",
    (timeoutMs) => {
      expect(() => new ToolExecutor({ timeoutMs: timeoutMs as number })).toThrow(RangeError);
    },
  );

  test.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY, "10", null])(
    "a per-call timeoutMs %s rejects with RangeError in both modes, before any event",
    async (timeoutMs) => {
      let ran = false;
      const executor = new ToolExecutor();
      let events = 0;
      executor.on("tool.execution.started", () => {
        events += 1;
      });
      const tool = toolRunning(() => {
        ran = true;
        return {};
      });
      const options = { timeoutMs: timeoutMs as number };
      const strict = executor.execute(tool, { city: "x" }, options);
      const lenient = executor.execute(tool, { city: "x" }, { ...options, raiseOnFailure: false });
      await expect(strict).rejects.toBeInstanceOf(RangeError);
      await expect(lenient).rejects.toThrow(/timeoutMs must be a positive finite number/);
      expect(ran).toBe(false);
      expect(events).toBe(0);
    },
  );

  test("execute never throws synchronously, even for a bad tool argument", async () => {
    const executor = new ToolExecutor();
    const pending = executor.execute(undefined as never, {});
    await expect(pending).rejects.toBeInstanceOf(TypeError);
  });

  test("on() refuses unknown events and non-function listeners", () => {
    const executor = new ToolExecutor();
    expect(() => executor.on("tool.execution.done" as never, () => {})).toThrow(TypeError);
    expect(() => executor.on("toString" as never, () => {})).toThrow(TypeError);
    expect(() => executor.on("tool.execution.started", 3 as never)).toThrow(TypeError);
  });

  test("credentials without resolve are refused", () => {
    expect(() => new ToolExecutor({ credentials: {} as never })).toThrow(TypeError);
  });
});

test("strict mode throws the same object as the result's error", async () => {
  const executor = new ToolExecutor();
  let fromEvent: unknown;
  executor.on("tool.execution.failed", (event) => {
    fromEvent = event.result.error;
  });
  const error = await executor
    .execute(
      toolRunning(() => {
        throw new Error("x");
      }),
      { city: "x" },
    )
    .catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ToolExecutionError);
  expect(error).toBe(fromEvent);
});
