// The live call context: progress and log messages reach the caller in order and redacted, and
// questions to the user or the model are answered, refused, or fail typed, never hang.
import { CredentialManager, StaticCredentialProvider } from "@kit/credentials";
import { CANARY, never } from "@kit/test-support";
import { describe, expect, test, vi } from "vitest";
import { createToolContext } from "../src/context/create-tool-context";
import type { ToolLogEntry } from "../src/context/tool-log-entry";
import type { ToolProgress } from "../src/context/tool-progress";
import { ToolDispatcher } from "../src/dispatch/tool-dispatcher";
import { ElicitationError } from "../src/errors/elicitation-error";
import { ToolExecutionError } from "../src/errors/tool-execution-error";
import { UnsupportedCapabilityError } from "../src/errors/unsupported-capability-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import { defineTool } from "../src/tool/define-tool";
import { ToolRegistry } from "../src/tool/tool-registry";

const credentials = new CredentialManager(new StaticCredentialProvider({ key: CANARY }));

describe("progress and log messages", () => {
  const worker = defineTool({
    name: "build",
    credentialNames: ["key"],
    execute: async (_inputs, { key }, context) => {
      context.progress(0, 3, "starting");
      context.log("info", `using ${key}`, { key, step: 1 });
      await Promise.resolve();
      context.progress(2, 3);
      context.progress(3, 3, `done with ${key}`);
      context.log("warning", "slow disk");
      return { ok: true };
    },
  });

  test("reach the call's handlers, the executor's and its events, in order, before the result", async () => {
    const order: string[] = [];
    const executor = new ToolExecutor({
      credentials,
      onProgress: (report) => order.push(`executor progress ${report.done}`),
    });
    executor.on("tool.execution.progress", (report) => order.push(`event progress ${report.done}`));
    executor.on("tool.execution.log", (entry) => order.push(`event log ${entry.level}`));
    executor.on("tool.execution.completed", () => order.push("completed"));
    const progress: ToolProgress[] = [];
    const logs: ToolLogEntry[] = [];
    await executor.execute(
      worker,
      {},
      {
        callId: "c1",
        onProgress: (report) => {
          progress.push(report);
          order.push(`call progress ${report.done}`);
        },
        onLog: (entry) => {
          logs.push(entry);
          order.push(`call log ${entry.level}`);
        },
      },
    );
    expect(order).toEqual([
      "call progress 0",
      "executor progress 0",
      "event progress 0",
      "call log info",
      "event log info",
      "call progress 2",
      "executor progress 2",
      "event progress 2",
      "call progress 3",
      "executor progress 3",
      "event progress 3",
      "call log warning",
      "event log warning",
      "completed",
    ]);
    expect(progress[0]).toEqual({
      toolName: "build",
      callId: "c1",
      done: 0,
      total: 3,
      message: "starting",
    });
    expect(Object.isFrozen(progress[0])).toBe(true);
    expect(progress[2]?.message).toBe("done with [REDACTED]");
    expect(logs[0]).toEqual({
      toolName: "build",
      callId: "c1",
      level: "info",
      message: "using [REDACTED]",
      data: { key: "[REDACTED]", step: 1 },
    });
    expect(JSON.stringify([progress, logs])).not.toContain(CANARY);
  });

  test("a report or message after the call settled is dropped", async () => {
    let late: (() => void) | undefined;
    const tool = defineTool({
      name: "late",
      execute: (_inputs, _credentials, context) => {
        late = () => {
          context.progress(1);
          context.log("info", "after");
        };
        return {};
      },
    });
    const onProgress = vi.fn();
    const onLog = vi.fn();
    await new ToolExecutor().execute(tool, {}, { onProgress, onLog });
    late?.();
    expect(onProgress).not.toHaveBeenCalled();
    expect(onLog).not.toHaveBeenCalled();
  });

  test("bad reports throw in the tool, which fails typed", async () => {
    const cases: [string, (context: import("../src/context/tool-context").ToolContext) => void][] =
      [
        ["progress(): done must be a finite number of at least 0, got -1.", (c) => c.progress(-1)],
        ["progress(): total must be a finite number above 0, got 0.", (c) => c.progress(1, 0)],
        [
          "progress(): done went back from 5 to 4; progress only goes forward.",
          (c) => {
            c.progress(5);
            c.progress(4);
          },
        ],
        [
          "log(): unknown level 'verbose'; use one of debug, info, notice, warning, error, critical, alert, emergency.",
          (c) => c.log("verbose" as never, "x"),
        ],
      ];
    for (const [message, run] of cases) {
      const tool = defineTool({
        name: "bad",
        execute: (_inputs, _credentials, context) => {
          run(context);
          return {};
        },
      });
      const result = await new ToolExecutor().execute(tool, {}, { raiseOnFailure: false });
      expect(result.error).toBeInstanceOf(ToolExecutionError);
      expect((result.error?.cause as Error | undefined)?.message).toBe(message);
    }
  });

  test("a handler that throws changes nothing", async () => {
    const tool = defineTool({
      name: "p",
      execute: (_inputs, _credentials, context) => {
        context.progress(1);
        return { ok: true };
      },
    });
    const result = await new ToolExecutor().execute(
      tool,
      {},
      {
        onProgress: () => {
          throw new Error("listener bug");
        },
      },
    );
    expect(result.output).toEqual({ ok: true });
  });

  test("a handler that is not a function is refused before the call", async () => {
    const tool = defineTool({ name: "p", execute: () => ({}) });
    await expect(new ToolExecutor().execute(tool, {}, { onLog: 3 as never })).rejects.toThrow(
      "ToolExecutor: 'onLog' must be a function.",
    );
    expect(() => new ToolExecutor({ elicit: "yes" as never })).toThrow(
      "ToolExecutor: 'elicit' must be a function.",
    );
  });
});

describe("elicit: asking the user", () => {
  const booking = defineTool({
    name: "book",
    execute: async (_inputs, _credentials, context) => {
      const answer = await context.elicit("Which flight?", {
        parameters: [
          { name: "flight", type: "string", enum: ["AF1", "BA2"] },
          { name: "seats", type: "integer", required: false, default: 1, minimum: 1 },
        ],
      });
      if (answer.action !== "accept") return { booked: false, action: answer.action };
      return { booked: true, flight: answer.content.flight, seats: answer.content.seats };
    },
  });

  test("accept: the content is checked and its defaults filled in", async () => {
    const elicit = vi.fn(async () => ({ action: "accept" as const, content: { flight: "AF1" } }));
    const result = await new ToolExecutor().execute(booking, {}, { elicit, callId: "c" });
    expect(result.output).toEqual({ booked: true, flight: "AF1", seats: 1 });
    const request = elicit.mock.calls[0]?.[0 as never] as unknown as Record<string, unknown>;
    expect(request).toMatchObject({ toolName: "book", callId: "c", message: "Which flight?" });
    expect(request.signal).toBeInstanceOf(AbortSignal);
  });

  test("decline and cancel are distinct answers", async () => {
    for (const action of ["decline", "cancel"] as const) {
      const result = await new ToolExecutor().execute(booking, {}, { elicit: () => ({ action }) });
      expect(result.output).toEqual({ booked: false, action });
    }
  });

  test("an answer that does not match is an ElicitationError in the tool", async () => {
    const result = await new ToolExecutor().execute(
      booking,
      {},
      {
        raiseOnFailure: false,
        elicit: () => ({ action: "accept", content: { flight: "XX9" } }),
      },
    );
    const cause = result.error?.cause;
    expect(ElicitationError.isInstance(cause)).toBe(true);
    expect((cause as Error).message).toBe(
      "Tool 'book' got an answer that does not match its question:\n  Parameter 'flight': expected one of 'AF1', 'BA2', got 'XX9'",
    );
  });

  test("a caller without a handler: UnsupportedCapabilityError at once", async () => {
    const result = await new ToolExecutor().execute(booking, {}, { raiseOnFailure: false });
    expect(UnsupportedCapabilityError.isInstance(result.error?.cause)).toBe(true);
    expect((result.error?.cause as Error | undefined)?.message).toBe(
      "Tool 'book' asked for elicitation, which its caller does not support.",
    );
  });

  test("the executor's handler answers when the call gives none; the call's wins", async () => {
    const executor = new ToolExecutor({ elicit: () => ({ action: "decline" }) });
    expect((await executor.execute(booking, {})).output).toMatchObject({ action: "decline" });
    const own = await executor.execute(booking, {}, { elicit: () => ({ action: "cancel" }) });
    expect(own.output).toMatchObject({ action: "cancel" });
  });

  test("a user who never answers: the call's timeout ends the wait and the handler's signal aborts", async () => {
    let signal: AbortSignal | undefined;
    const result = await new ToolExecutor().execute(
      booking,
      {},
      {
        raiseOnFailure: false,
        timeoutMs: 20,
        elicit: (request) => {
          signal = request.signal;
          return never();
        },
      },
    );
    expect(result.status).toBe("failure");
    expect((result.error?.cause as Error | undefined)?.name).toBe("TimeoutError");
    expect(signal?.aborted).toBe(true);
  });

  test("a schema a form cannot hold is refused", async () => {
    const tool = defineTool({
      name: "form",
      execute: async (_inputs, _credentials, context) =>
        context.elicit("?", { parameters: [{ name: "address", type: "dictionary" }] }),
    });
    const result = await new ToolExecutor().execute(
      tool,
      {},
      {
        raiseOnFailure: false,
        elicit: () => ({ action: "cancel" }),
      },
    );
    expect((result.error?.cause as Error | undefined)?.message).toBe(
      "elicit(): the schema cannot be asked of a user:\n  Parameter 'address': a dictionary cannot be a form field; use flat fields",
    );
  });

  test("the question is redacted", async () => {
    const tool = defineTool({
      name: "ask",
      credentialNames: ["key"],
      execute: async (_inputs, { key }, context) => {
        await context.elicit(`Use ${key}?`, { parameters: [{ name: "ok", type: "boolean" }] });
        return {};
      },
    });
    const elicit = vi.fn(() => ({ action: "cancel" as const }));
    await new ToolExecutor({ credentials }).execute(tool, {}, { elicit });
    expect(JSON.stringify(elicit.mock.calls[0]?.[0 as never])).not.toContain(CANARY);
  });
});

describe("sample: asking the caller's model", () => {
  const summarise = defineTool({
    name: "summarise",
    execute: async (_inputs, _credentials, context) => {
      const reply = await context.sample({
        messages: [{ role: "user", content: { type: "text", text: "Summarise: kit." } }],
        maxTokens: 50,
      });
      return {
        summary: reply.content.type === "text" ? reply.content.text : "",
        model: reply.model,
      };
    },
  });

  test("a caller without a model: UnsupportedCapabilityError at once", async () => {
    const result = await new ToolExecutor().execute(summarise, {}, { raiseOnFailure: false });
    expect(UnsupportedCapabilityError.isInstance(result.error?.cause)).toBe(true);
    expect((result.error?.cause as UnsupportedCapabilityError | undefined)?.capability).toBe(
      "sampling",
    );
  });

  test("the handler's reply comes back to the tool", async () => {
    const sample = vi.fn(async () => ({
      role: "assistant" as const,
      content: { type: "text" as const, text: "A tool layer." },
      model: "test-model",
    }));
    const result = await new ToolExecutor().execute(summarise, {}, { sample });
    expect(result.output).toEqual({ summary: "A tool layer.", model: "test-model" });
    expect(sample.mock.calls[0]?.[0 as never]).toMatchObject({
      toolName: "summarise",
      maxTokens: 50,
    });
  });

  test("maxTokens must be a positive integer", async () => {
    const context = createToolContext({ sample: never });
    await expect(context.sample({ messages: [], maxTokens: 0 })).rejects.toThrow(
      "sample(): maxTokens must be a positive integer, got 0.",
    );
  });
});

describe("dispatch and createToolContext", () => {
  test("a dispatched call's handlers reach the tool", async () => {
    const tool = defineTool({
      name: "p",
      execute: (_inputs, _credentials, context) => {
        context.progress(1, 2);
        return {};
      },
    });
    const registry = new ToolRegistry();
    registry.register(tool);
    const onProgress = vi.fn();
    await new ToolDispatcher(registry).dispatch(
      { id: "x", name: "p", arguments: "{}" },
      { onProgress },
    );
    expect(onProgress).toHaveBeenCalledWith(
      expect.objectContaining({ callId: "x", done: 1, total: 2 }),
    );
  });

  test("createToolContext runs a tool by hand with the handlers given", async () => {
    const seen: number[] = [];
    const context = createToolContext({
      toolName: "t",
      onProgress: (report) => seen.push(report.done),
    });
    context.progress(1);
    context.progress(2);
    expect(seen).toEqual([1, 2]);
    expect(context.signal.aborted).toBe(false);
    await expect(context.elicit("?", { parameters: [] })).rejects.toThrow(
      "Tool 't' asked for elicitation, which its caller does not support.",
    );
  });
});
