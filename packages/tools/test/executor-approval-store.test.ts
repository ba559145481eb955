// Approval through an approval store: listed, answered from anywhere the store reaches, timed out.
import { expect, test } from "vitest";
import { ApprovalDeniedError } from "../src/errors/approval-denied-error";
import { ApprovalTimeoutError } from "../src/errors/approval-timeout-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import { MemoryApprovalStore } from "../src/policies/memory-approval-store";
import { defineTool } from "../src/tool/define-tool";
import { causeOf } from "./policy-fixtures";

const runs: string[] = [];
const remove = defineTool({
  name: "delete_file",
  inputSchema: { parameters: [{ name: "path", type: "string" }] },
  execute: ({ path }) => {
    runs.push(path);
    return { deleted: path };
  },
});
const read = defineTool({
  name: "read_file",
  effects: { readOnly: true },
  execute: () => ({ ok: true }),
});

async function pendingIn(store: MemoryApprovalStore, count: number) {
  for (let turn = 0; turn < 100; turn++) {
    const pending = await store.list();
    if (pending.length >= count) return pending;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error("no call became pending");
}

test("a waiting call is listed with its inputs and runs once answered yes", async () => {
  const approvals = new MemoryApprovalStore();
  const executor = new ToolExecutor({ stores: { approvals } });
  const call = executor.execute(remove, { path: "/tmp/a" }, { callId: "ask-1" });
  const [pending] = await pendingIn(approvals, 1);
  expect(pending).toMatchObject({
    callId: "ask-1",
    toolName: "delete_file",
    inputs: { path: "/tmp/a" },
  });
  expect(typeof pending?.requestedAt).toBe("number");
  expect(runs).not.toContain("/tmp/a");
  expect(await approvals.answer("ask-1", true)).toBe(true);
  expect((await call).output).toEqual({ deleted: "/tmp/a" });
  expect(await approvals.list()).toEqual([]);
  expect(await approvals.answer("ask-1", true)).toBe(false);
});

test("answered no: ApprovalDeniedError, the tool never runs", async () => {
  const approvals = new MemoryApprovalStore();
  const call = new ToolExecutor({ stores: { approvals } }).execute(
    remove,
    { path: "/tmp/b" },
    { callId: "ask-2", raiseOnFailure: false },
  );
  await pendingIn(approvals, 1);
  await approvals.answer("ask-2", false);
  const result = await call;
  expect(ApprovalDeniedError.isInstance(causeOf(result))).toBe(true);
  expect(runs).not.toContain("/tmp/b");
});

test("nobody answers within approvalTimeoutMs: ApprovalTimeoutError, and the call is no longer listed", async () => {
  const approvals = new MemoryApprovalStore();
  const executor = new ToolExecutor({ stores: { approvals }, approvalTimeoutMs: 20 });
  const result = await executor.execute(
    remove,
    { path: "/tmp/c" },
    { callId: "ask-3", raiseOnFailure: false },
  );
  const cause = causeOf(result);
  expect(ApprovalTimeoutError.isInstance(cause)).toBe(true);
  expect(cause.message).toBe(
    "Tool 'delete_file' call was neither approved nor refused within 20 ms.",
  );
  expect(await approvals.list()).toEqual([]);
  expect(runs).not.toContain("/tmp/c");
});

test("the caller's abort takes the call off the list", async () => {
  const approvals = new MemoryApprovalStore();
  const controller = new AbortController();
  const call = new ToolExecutor({ stores: { approvals } }).execute(
    remove,
    { path: "/tmp/d" },
    { signal: controller.signal, raiseOnFailure: false },
  );
  await pendingIn(approvals, 1);
  controller.abort(new Error("user left"));
  expect(causeOf(await call).message).toBe("user left");
  expect(await approvals.list()).toEqual([]);
});

test("read-only tools are not asked about", async () => {
  const approvals = new MemoryApprovalStore();
  expect((await new ToolExecutor({ stores: { approvals } }).execute(read, {})).status).toBe(
    "success",
  );
});

test("approve and stores.approvals together are refused", () => {
  expect(
    () =>
      new ToolExecutor({ approve: () => true, stores: { approvals: new MemoryApprovalStore() } }),
  ).toThrow(
    "ToolExecutor: set either 'approve' or 'stores.approvals', not both (the store's answers replace approve).",
  );
  expect(() => new ToolExecutor({ approvalTimeoutMs: 0 })).toThrow(RangeError);
});
