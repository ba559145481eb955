// Every failure kind, in strict mode and in result mode.
import { describe, expect, test } from "vitest";
import { ToolExecutionError } from "../src/errors/tool-execution-error";
import { ToolValidationError } from "../src/errors/tool-validation-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import { ToolResult } from "../src/executor/tool-result";
import { defineTool } from "../src/tool/define-tool";
import type { AnyTool } from "../src/tool/tool";
import { fakeResolver, never, recordEvents, toolReturning, toolRunning } from "./fixtures";

interface FailureCase {
  readonly name: string;
  readonly tool: () => AnyTool;
  readonly inputs?: unknown;
  readonly executor?: () => ToolExecutor;
  readonly check: (error: Error) => void;
}

const thrown = new Error("boom");

function executionCause(expected: unknown): (error: Error) => void {
  return (error) => {
    expect(error).toBeInstanceOf(ToolExecutionError);
    expect(error.cause).toBe(expected);
  };
}

function outputError(...errors: string[]): (error: Error) => void {
  return (error) => {
    expect(error).toBeInstanceOf(ToolValidationError);
    expect(error).toMatchObject({ toolName: "weather", direction: "output", errors });
  };
}

const cases: FailureCase[] = [
  {
    name: "a tool that throws an Error",
    tool: () =>
      toolRunning(() => {
        throw thrown;
      }),
    check: (error) => {
      executionCause(thrown)(error);
      expect(error.message).toBe("Tool 'probe' execution failed: boom");
    },
  },
  {
    name: "a tool that throws a string",
    tool: () =>
      toolRunning(() => {
        throw "plain text";
      }),
    check: (error) => {
      executionCause("plain text")(error);
      expect(error.message).toBe("Tool 'probe' execution failed: plain text");
    },
  },
  {
    name: "a tool that throws undefined",
    tool: () =>
      toolRunning(() => {
        throw undefined;
      }),
    check: (error) => {
      executionCause(undefined)(error);
      expect(Object.hasOwn(error, "cause")).toBe(true);
      expect(error.message).toBe("Tool 'probe' execution failed: undefined");
    },
  },
  {
    name: "a tool that rejects",
    tool: () => toolRunning(async () => Promise.reject(thrown)),
    check: executionCause(thrown),
  },
  {
    name: "a tool that never settles (timeout)",
    tool: () => toolRunning(never),
    executor: () => new ToolExecutor({ timeoutMs: 20 }),
    check: (error) => {
      expect(error).toBeInstanceOf(ToolExecutionError);
      const cause = error.cause as Error;
      expect(cause).toBeInstanceOf(Error);
      expect(cause.name).toBe("TimeoutError");
      expect(cause.message).toBe("timed out after 20 ms");
      expect(error.message).toBe("Tool 'probe' execution failed: timed out after 20 ms");
    },
  },
  {
    name: "a tool that returns null",
    tool: () => toolReturning(() => null),
    check: outputError("Expected a dictionary of parameters, got 'null'"),
  },
  {
    name: "a tool that returns an array",
    tool: () => toolReturning(() => [1, 2]),
    check: outputError("Expected a dictionary of parameters, got 'list'"),
  },
  {
    name: "a tool that returns a string",
    tool: () => toolReturning(() => "sunny"),
    check: outputError("Expected a dictionary of parameters, got 'string'"),
  },
  {
    name: "a tool that returns an object missing a required field",
    tool: () => toolReturning(async () => ({ city: "Oslo" })),
    check: outputError("Missing required parameter: 'temperature'"),
  },
  {
    name: "inputs missing a required parameter",
    tool: () => toolRunning(() => ({})),
    inputs: { units: 3 },
    check: (error) => {
      expect(error).toBeInstanceOf(ToolValidationError);
      expect(error).toMatchObject({
        toolName: "probe",
        direction: "input",
        errors: [
          "Missing required parameter: 'city'",
          "Parameter 'units': expected type 'string', got 'integer'",
        ],
      });
      expect(error.message).toBe(
        "Tool 'probe' input validation failed:\n" +
          "  Missing required parameter: 'city'\n" +
          "  Parameter 'units': expected type 'string', got 'integer'",
      );
    },
  },
  {
    name: "inputs that are not a dictionary",
    tool: () => toolRunning(() => ({})),
    inputs: ["Oslo"],
    check: (error) =>
      expect(error).toMatchObject({
        direction: "input",
        errors: ["Expected a dictionary of parameters, got 'list'"],
      }),
  },
  {
    name: "a missing credential",
    tool: () => defineTool({ name: "keyed", credentialNames: ["api-key"], execute: () => ({}) }),
    executor: () => new ToolExecutor({ credentials: fakeResolver({}) }),
    check: (error) => {
      expect(error).toBeInstanceOf(ToolExecutionError);
      expect((error.cause as Error).message).toBe("not found: api-key");
    },
  },
  {
    name: "declared credentials without a credential manager",
    tool: () => defineTool({ name: "keyed", credentialNames: ["api-key"], execute: () => ({}) }),
    check: (error) => {
      expect(error).toBeInstanceOf(ToolExecutionError);
      expect(error.message).toContain("has no credential manager");
    },
  },
];

const defaultInputs = { city: "Oslo" };

describe.each(cases)("$name", (failure) => {
  const setup = () => {
    const executor = failure.executor?.() ?? new ToolExecutor();
    const events = recordEvents(executor);
    const inputs = "inputs" in failure ? failure.inputs : defaultInputs;
    return { executor, events, inputs, tool: failure.tool() };
  };

  test("strict mode rejects with the typed error, after started then failed", async () => {
    const { executor, events, inputs, tool } = setup();
    const error = await executor.execute(tool, inputs).then(
      () => expect.unreachable("the call should fail"),
      (reason: Error) => reason,
    );
    failure.check(error);
    expect(events.map(([name]) => name)).toEqual([
      "tool.execution.started",
      "tool.execution.failed",
    ]);
    const failed = events[1]?.[1] as { error: Error; result: ToolResult };
    expect(failed.error).toBe(error);
    expect(failed.result.error).toBe(error);
  });

  test("result mode resolves to a failure result carrying the same kind of error", async () => {
    const { executor, events, inputs, tool } = setup();
    const result = await executor.execute(tool, inputs, { raiseOnFailure: false });
    expect(result).toBeInstanceOf(ToolResult);
    expect(result.status).toBe(ToolResult.STATUS_FAILURE);
    expect(result.output).toBeUndefined();
    expect(result.toolName).toBe(tool.name);
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    failure.check(result.error as Error);
    expect(events.map(([name]) => name)).toEqual([
      "tool.execution.started",
      "tool.execution.failed",
    ]);
  });
});

test("a tool with unresolvable credentials never runs", async () => {
  let ran = false;
  const tool = defineTool({
    name: "keyed",
    credentialNames: ["api-key"],
    execute: () => {
      ran = true;
      return {};
    },
  });
  const executor = new ToolExecutor({ credentials: fakeResolver({ other: "x" }) });
  await expect(executor.execute(tool, {})).rejects.toBeInstanceOf(ToolExecutionError);
  await executor.execute(tool, {}, { raiseOnFailure: false });
  await expect(new ToolExecutor().execute(tool, {})).rejects.toBeInstanceOf(ToolExecutionError);
  expect(ran).toBe(false);
});

test("invalid inputs never run the tool nor request credentials", async () => {
  let ran = false;
  const resolver = fakeResolver({ "api-key": "k" });
  const tool = defineTool({
    name: "keyed",
    inputSchema: { parameters: [{ name: "city", type: "string" }] },
    credentialNames: ["api-key"],
    execute: () => {
      ran = true;
      return {};
    },
  });
  const executor = new ToolExecutor({ credentials: resolver });
  await expect(executor.execute(tool, { city: 1 })).rejects.toBeInstanceOf(ToolValidationError);
  expect(ran).toBe(false);
  expect(resolver.calls).toEqual([]);
});

test("a sync throw inside execute never escapes synchronously", () => {
  const tool = toolRunning(() => {
    throw thrown;
  });
  const executor = new ToolExecutor();
  const pending = executor.execute(tool, defaultInputs);
  expect(pending).toBeInstanceOf(Promise);
  return expect(pending).rejects.toBeInstanceOf(ToolExecutionError);
});
