// No call waits for an approval forever unless asked to by name: `approvalTimeoutMs` bounds the
// wait of `approve` and of an approval store, 5 minutes when not set, Infinity for no limit.
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ApprovalTimeoutError } from "../src/errors/approval-timeout-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import { DEFAULT_APPROVAL_TIMEOUT_MS } from "../src/index";
import { MemoryApprovalStore } from "../src/policies/memory-approval-store";
import { defineTool } from "../src/tool/define-tool";
import { causeOf } from "./policy-fixtures";

let runs = 0;
const remove = defineTool({
  name: "delete_file",
  inputSchema: { parameters: [{ name: "path", type: "string" }] },
  execute: ({ path }) => {
    runs++;
    return { deleted: path };
  },
});
const never = (): Promise<boolean> => new Promise(() => {});

beforeEach(() => {
  runs = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

test("the default is 5 minutes", () => {
  expect(DEFAULT_APPROVAL_TIMEOUT_MS).toBe(300_000);
});

test("an approval store nobody answers: the call fails after 5 minutes, and is no longer listed", async () => {
  const approvals = new MemoryApprovalStore();
  const executor = new ToolExecutor({ stores: { approvals }, timeoutMs: 1_000 });
  const call = executor.execute(remove, { path: "/a" }, { raiseOnFailure: false });
  await vi.advanceTimersByTimeAsync(DEFAULT_APPROVAL_TIMEOUT_MS - 1);
  expect(await approvals.list()).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  const result = await call;
  const cause = causeOf(result);
  expect(ApprovalTimeoutError.isInstance(cause)).toBe(true);
  expect(cause.message).toBe(
    "Tool 'delete_file' call was neither approved nor refused within 300000 ms.",
  );
  expect(await approvals.list()).toEqual([]);
  expect(runs).toBe(0);
});

test("an approve that never settles: the call fails after 5 minutes; an executor's limit replaces it", async () => {
  const byDefault = new ToolExecutor({ approve: never });
  const first = byDefault.execute(remove, { path: "/a" }, { raiseOnFailure: false });
  await vi.advanceTimersByTimeAsync(DEFAULT_APPROVAL_TIMEOUT_MS);
  expect(ApprovalTimeoutError.isInstance(causeOf(await first))).toBe(true);

  const quick = new ToolExecutor({ approve: never, approvalTimeoutMs: 50 });
  const second = quick.execute(remove, { path: "/b" }, { raiseOnFailure: false });
  await vi.advanceTimersByTimeAsync(50);
  const cause = causeOf(await second);
  expect(cause.message).toBe(
    "Tool 'delete_file' call was neither approved nor refused within 50 ms.",
  );
  expect(runs).toBe(0);
});

test("approvalTimeoutMs: Infinity waits without a limit, then runs once approved", async () => {
  let approveNow: (answer: boolean) => void = () => {};
  const executor = new ToolExecutor({
    approve: () => new Promise<boolean>((resolve) => (approveNow = resolve)),
    approvalTimeoutMs: Number.POSITIVE_INFINITY,
  });
  const call = executor.execute(remove, { path: "/c" }, { raiseOnFailure: false });
  let settled = false;
  void call.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(30 * 24 * 3_600_000);
  expect(settled).toBe(false);
  approveNow(true);
  expect((await call).status).toBe("success");
  expect(runs).toBe(1);
});

test("a limit longer than one timer holds does not fire early", async () => {
  const approvals = new MemoryApprovalStore();
  const executor = new ToolExecutor({ stores: { approvals }, approvalTimeoutMs: 2 ** 32 });
  const call = executor.execute(remove, { path: "/d" }, { raiseOnFailure: false });
  await vi.advanceTimersByTimeAsync(2 ** 31);
  expect(await approvals.list()).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(2 ** 32 - 2 ** 31);
  expect(ApprovalTimeoutError.isInstance(causeOf(await call))).toBe(true);
});

test("approvalTimeoutMs is a positive number", () => {
  for (const bad of [0, -1, Number.NaN, "60000"]) {
    expect(() => new ToolExecutor({ approvalTimeoutMs: bad as number })).toThrow(
      /^approvalTimeoutMs must be a positive number of milliseconds \(Infinity for no limit\), got /,
    );
  }
});
