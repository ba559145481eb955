import { describe, expectTypeOf, test } from "vitest";
import { defineTool } from "../tool/define-tool";
import { Tool } from "../tool/tool";
import { ToolRegistry } from "../tool/tool-registry";
import type { ToolCall } from "./tool-call";
import type { ToolCompletedEvent, ToolFailedEvent, ToolStartedEvent } from "./tool-events";
import { ToolExecutor } from "./tool-executor";
import { ToolResult } from "./tool-result";

const add = defineTool({
  name: "add",
  inputSchema: { parameters: [{ name: "a", type: "float" }] },
  outputSchema: { parameters: [{ name: "sum", type: "float" }] },
  execute: ({ a }) => ({ sum: a }),
});

describe("executor generics", () => {
  test("the result's output type is the tool's output type", () => {
    const executor = new ToolExecutor();
    expectTypeOf(executor.execute(add, { a: 1 })).toEqualTypeOf<
      Promise<ToolResult<{ sum: number }>>
    >();
  });

  test("inputs are unknown: arguments parsed from a model need no cast", () => {
    const executor = new ToolExecutor();
    const parsed: unknown = JSON.parse("{}");
    expectTypeOf(executor.execute(add, parsed)).toEqualTypeOf<
      Promise<ToolResult<{ sum: number }>>
    >();
  });

  test("a class tool's types flow through", () => {
    class Echo extends Tool<{ text: string }, { text: string }> {
      static override TOOL_NAME = "echo";
      execute(inputs: { text: string }): { text: string } {
        return inputs;
      }
    }
    const result = new ToolExecutor().execute(new Echo(), { text: "x" });
    expectTypeOf(result).resolves.toEqualTypeOf<ToolResult<{ text: string }>>();
  });

  test("a ToolResult's output may be undefined", () => {
    expectTypeOf<ToolResult<{ sum: number }>["output"]>().toEqualTypeOf<
      { sum: number } | undefined
    >();
    expectTypeOf<ToolResult["status"]>().toEqualTypeOf<"success" | "failure">();
  });

  test("a ToolResult narrows on its status", async () => {
    const result = await new ToolExecutor().execute(add, { a: 1 }, { raiseOnFailure: false });
    if (result.status === "success") {
      expectTypeOf(result.output).toEqualTypeOf<{ sum: number }>();
      expectTypeOf(result.error).toEqualTypeOf<undefined>();
      result.output.sum.toFixed();
    } else {
      expectTypeOf(result.status).toEqualTypeOf<"failure">();
      expectTypeOf(result.error).toEqualTypeOf<Error>();
      expectTypeOf(result.output).toEqualTypeOf<undefined>();
      result.error.message.toUpperCase();
    }
    if (result.status === ToolResult.STATUS_FAILURE)
      expectTypeOf(result.error).toEqualTypeOf<Error>();
    // @ts-expect-error: before narrowing, the output may be undefined
    result.output.sum;
  });

  test("ToolResult stays a class: new, instanceof and the status constants", () => {
    const made = new ToolResult({ toolName: "t", status: "success", output: 1, durationMs: 0 });
    expectTypeOf(made).toEqualTypeOf<ToolResult<number>>();
    const value: unknown = made;
    if (value instanceof ToolResult) expectTypeOf(value).toEqualTypeOf<ToolResult>();
    expectTypeOf(ToolResult.STATUS_SUCCESS).toEqualTypeOf<"success">();
    expectTypeOf(ToolResult.STATUS_FAILURE).toEqualTypeOf<"failure">();
    // @ts-expect-error: the constants are read-only
    ToolResult.STATUS_SUCCESS = "failure";
  });

  test("listeners get the payload of their event", () => {
    const executor = new ToolExecutor();
    executor.on("tool.execution.started", (event) => {
      expectTypeOf(event).toEqualTypeOf<ToolStartedEvent>();
    });
    executor.on("tool.execution.completed", (event) => {
      expectTypeOf(event).toEqualTypeOf<ToolCompletedEvent>();
    });
    executor.on("tool.execution.failed", (event) => {
      expectTypeOf(event.error).toEqualTypeOf<Error>();
      expectTypeOf(event).toEqualTypeOf<ToolFailedEvent>();
    });
    // @ts-expect-error an unknown event
    executor.on("tool.execution.done", () => {});
  });

  test("interceptors get a ToolCall and must return the result", () => {
    const executor = new ToolExecutor();
    executor.use(async (call, next) => {
      expectTypeOf(call).toEqualTypeOf<ToolCall>();
      expectTypeOf(next).toEqualTypeOf<() => Promise<ToolResult>>();
      return next();
    });
    // @ts-expect-error an interceptor must resolve to a ToolResult
    executor.use(async () => "nope");
  });

  test("any tool fits a registry, and lookups can be executed", () => {
    const registry = new ToolRegistry();
    registry.register(add);
    registry.register(defineTool({ name: "text", execute: () => "plain" }));
    const found = registry.lookup("add");
    if (found) {
      expectTypeOf(new ToolExecutor().execute(found, {})).toEqualTypeOf<
        Promise<ToolResult<unknown>>
      >();
    }
  });
});
