// Approvals on a real Redis: asked on one replica, listed and answered on another.
import { ApprovalDeniedError, ApprovalTimeoutError, defineTool, ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import { RedisApprovalStore } from "../src/redis-approval-store";
import { type RedisServer, startRedis } from "./redis-server";

let server: RedisServer;
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  await server.stop();
});

const runs: string[] = [];
const remove = defineTool({
  name: "delete_file",
  inputSchema: { parameters: [{ name: "path", type: "string" }] },
  execute: ({ path }) => {
    runs.push(path);
    return { deleted: path };
  },
});

async function listed(store: RedisApprovalStore, callId: string) {
  for (let turn = 0; turn < 200; turn++) {
    const found = (await store.list()).find((pending) => pending.callId === callId);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${callId} was never listed`);
}

test("a call waiting on one replica is answered yes through another", async () => {
  const asking = new ToolExecutor({
    stores: { approvals: new RedisApprovalStore(server.client(), { prefix: "a1:" }) },
  });
  const admin = new RedisApprovalStore(server.client(), { prefix: "a1:" });
  const call = asking.execute(remove, { path: "/tmp/x" }, { callId: "ask-x" });
  expect(await listed(admin, "ask-x")).toMatchObject({
    toolName: "delete_file",
    inputs: { path: "/tmp/x" },
  });
  expect(await admin.answer("ask-x", true)).toBe(true);
  expect((await call).output).toEqual({ deleted: "/tmp/x" });
  expect(await admin.list()).toEqual([]);
  expect(await admin.answer("ask-x", true)).toBe(false);
});

test("answered no through another replica: ApprovalDeniedError, the tool never runs", async () => {
  const asking = new ToolExecutor({
    stores: { approvals: new RedisApprovalStore(server.client(), { prefix: "a2:" }) },
  });
  const admin = new RedisApprovalStore(server.client(), { prefix: "a2:" });
  const call = asking.execute(
    remove,
    { path: "/tmp/y" },
    { callId: "ask-y", raiseOnFailure: false },
  );
  await listed(admin, "ask-y");
  await admin.answer("ask-y", false);
  expect(ApprovalDeniedError.isInstance((await call).error?.cause)).toBe(true);
  expect(runs).not.toContain("/tmp/y");
});

test("a timeout takes the call off the list everywhere", async () => {
  const asking = new ToolExecutor({
    approvalTimeoutMs: 150,
    stores: { approvals: new RedisApprovalStore(server.client(), { prefix: "a3:" }) },
  });
  const admin = new RedisApprovalStore(server.client(), { prefix: "a3:" });
  const result = await asking.execute(
    remove,
    { path: "/tmp/z" },
    { callId: "ask-z", raiseOnFailure: false },
  );
  expect(ApprovalTimeoutError.isInstance(result.error?.cause)).toBe(true);
  expect(await admin.list()).toEqual([]);
  expect(await admin.answer("ask-z", true)).toBe(false);
});

test("the waiting call of a replica that died drops off the list after its lease", async () => {
  const dying = server.client();
  const asking = new ToolExecutor({
    stores: { approvals: new RedisApprovalStore(dying, { prefix: "a4:", leaseMs: 200 }) },
  });
  const admin = new RedisApprovalStore(server.client(), { prefix: "a4:", leaseMs: 200 });
  void asking.execute(remove, { path: "/tmp/w" }, { callId: "ask-w", raiseOnFailure: false });
  await listed(admin, "ask-w");
  dying.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(await admin.list()).toEqual([]);
  expect(await admin.answer("ask-w", true)).toBe(false);
});
