// Approval: who is asked, with what, and what a refusal, a throw or an abort does.
import { afterEach, describe, expect, test, vi } from "vitest";
import { ApprovalDeniedError } from "../src/errors/approval-denied-error";
import { ToolExecutionError } from "../src/errors/tool-execution-error";
import { ToolValidationError } from "../src/errors/tool-validation-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import { defineTool } from "../src/tool/define-tool";
import { fakeResolver, recordEvents } from "./fixtures";
import { abortListeners, callIn, deferred, MODES, settleMicrotasks } from "./policy-fixtures";

function deleteFile(run: () => unknown = () => ({ deleted: true })) {
  return defineTool({
    name: "delete_file",
    inputSchema: {
      parameters: [
        { name: "path", type: "string" },
        { name: "force", type: "boolean", required: false, default: false },
      ],
    },
    credentialNames: ["disk"],
    execute: () => run() as never,
  });
}

const readFile = defineTool({
  name: "read_file",
  effects: { readOnly: true },
  execute: () => ({ text: "hello" }),
});

afterEach(() => {
  vi.useRealTimers();
});

describe.each(MODES)("approval ($mode mode)", ({ raise }) => {
  test("is asked with the tool, a frozen copy of the validated inputs and the call id", async () => {
    const approve = vi.fn(() => true);
    const run = vi.fn(() => ({ deleted: true }));
    const caller = { path: "/tmp/x" };
    const executor = new ToolExecutor({ approve, credentials: fakeResolver({ disk: "s" }) });
    const tool = deleteFile(run);
    const result = await callIn(raise, executor, tool, caller, { callId: "c1" });
    expect(result.status).toBe("success");
    expect(result.attempts).toBe(1);
    expect(approve).toHaveBeenCalledTimes(1);
    const [request] = approve.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(request).toEqual({ tool, inputs: { path: "/tmp/x", force: false }, callId: "c1" });
    expect(Object.isFrozen(request.inputs)).toBe(true);
    expect(request.inputs).not.toBe(caller);
    expect(run).toHaveBeenCalledTimes(1);
  });

  test("is not asked for a read-only tool", async () => {
    const approve = vi.fn(() => false);
    const result = await callIn(raise, new ToolExecutor({ approve }), readFile, {});
    expect(result.output).toEqual({ text: "hello" });
    expect(approve).not.toHaveBeenCalled();
  });

  test.each([false, "yes", 1, undefined])(
    "an answer of %s refuses the call: ApprovalDeniedError as the cause, the tool never runs",
    async (answer) => {
      const run = vi.fn();
      const resolver = fakeResolver({ disk: "s" });
      const executor = new ToolExecutor({
        approve: () => answer as boolean,
        credentials: resolver,
      });
      const events = recordEvents(executor);
      const result = await callIn(raise, executor, deleteFile(run), { path: "/" });
      const error = result.error as ToolExecutionError;
      expect(error).toBeInstanceOf(ToolExecutionError);
      expect(error.cause).toBeInstanceOf(ApprovalDeniedError);
      expect((error.cause as ApprovalDeniedError).toolName).toBe("delete_file");
      expect((error.cause as Error).message).toBe("Tool 'delete_file' call was not approved.");
      expect(error.message).toBe(
        "Tool 'delete_file' execution failed: Tool 'delete_file' call was not approved.",
      );
      expect(result.attempts).toBe(0);
      expect(run).not.toHaveBeenCalled();
      expect(resolver.calls).toEqual([]);
      expect(events.map(([name]) => name)).toEqual([
        "tool.execution.started",
        "tool.execution.failed",
      ]);
    },
  );

  test("a promise of true lets the call run; of false refuses it", async () => {
    const resolver = fakeResolver({ disk: "s" });
    const yes = new ToolExecutor({ approve: async () => true, credentials: resolver });
    expect((await callIn(raise, yes, deleteFile(), { path: "/" })).status).toBe("success");
    const no = new ToolExecutor({ approve: async () => false, credentials: resolver });
    const refused = await callIn(raise, no, deleteFile(), { path: "/" });
    expect(ApprovalDeniedError.isInstance(refused.error?.cause)).toBe(true);
  });

  test("a throw or a rejection makes the thrown value the cause", async () => {
    const thrown = new Error("approver offline");
    const run = vi.fn();
    for (const approve of [
      () => {
        throw thrown;
      },
      () => Promise.reject(thrown),
    ]) {
      const executor = new ToolExecutor({ approve, credentials: fakeResolver({ disk: "s" }) });
      const result = await callIn(raise, executor, deleteFile(run), { path: "/" });
      expect(result.error).toBeInstanceOf(ToolExecutionError);
      expect(result.error?.cause).toBe(thrown);
      expect(result.attempts).toBe(0);
    }
    expect(run).not.toHaveBeenCalled();
  });

  test("is not asked when the inputs are invalid", async () => {
    const approve = vi.fn(() => true);
    const result = await callIn(raise, new ToolExecutor({ approve }), deleteFile(), { path: 1 });
    expect(result.error).toBeInstanceOf(ToolValidationError);
    expect(approve).not.toHaveBeenCalled();
  });

  test("the call's timeout does not cover the wait for an answer", async () => {
    vi.useFakeTimers();
    const answer = deferred<boolean>();
    const executor = new ToolExecutor({
      approve: () => answer.promise,
      credentials: fakeResolver({ disk: "s" }),
      timeoutMs: 10,
    });
    const pending = callIn(raise, executor, deleteFile(), { path: "/" });
    await vi.advanceTimersByTimeAsync(1000);
    answer.resolve(true);
    expect((await pending).status).toBe("success");
  });

  test("the caller's abort while waiting for an answer fails the call with its reason", async () => {
    const answer = deferred<boolean>();
    const run = vi.fn();
    const controller = new AbortController();
    const executor = new ToolExecutor({ approve: () => answer.promise });
    const pending = callIn(
      raise,
      executor,
      deleteFile(run),
      { path: "/" },
      {
        signal: controller.signal,
      },
    );
    await settleMicrotasks();
    const reason = new Error("user left");
    controller.abort(reason);
    const result = await pending;
    expect(result.error?.cause).toBe(reason);
    answer.resolve(true);
    await settleMicrotasks();
    expect(run).not.toHaveBeenCalled();
    expect(abortListeners(controller.signal)).toBe(0);
  });

  test("a signal aborted before the call means approval is never asked", async () => {
    const approve = vi.fn(() => true);
    const result = await callIn(
      raise,
      new ToolExecutor({ approve }),
      deleteFile(),
      { path: "/" },
      {
        signal: AbortSignal.abort(new Error("gone")),
      },
    );
    expect((result.error as Error).cause).toEqual(new Error("gone"));
    expect(approve).not.toHaveBeenCalled();
  });
});
