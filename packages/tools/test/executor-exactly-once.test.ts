// A tool that is not idempotent runs once per call id with a call record store.
import { CANARY, visibleText } from "@kit/test-support";
import { expect, test } from "vitest";
import { DuplicateCallError } from "../src/errors/duplicate-call-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import type { CallRecordStore, StoredOutcome } from "../src/policies/call-record-store";
import { MemoryCallRecordStore } from "../src/policies/memory-call-record-store";
import { defineTool } from "../src/tool/define-tool";
import { causeOf, deferred } from "./policy-fixtures";

function charging(options: { idempotent?: boolean; fail?: boolean; size?: number } = {}) {
  const runs: string[] = [];
  const gate = { wait: Promise.resolve() };
  const tool = defineTool({
    name: "charge",
    effects: { idempotent: options.idempotent ?? false },
    credentialNames: ["pay-key"],
    execute: async (_inputs, credentials, context) => {
      runs.push(context.callId);
      await gate.wait;
      if (options.fail) throw new Error(`declined with ${credentials["pay-key"]}`);
      return {
        receipt: `r-${runs.length}`,
        echo: credentials["pay-key"],
        pad: "x".repeat(options.size ?? 0),
      };
    },
  });
  return { tool, runs, gate };
}

const credentials = { resolve: async () => ({ "pay-key": CANARY }) };

test("a repeated call id gets the first call's stored output, redacted, and the tool runs once", async () => {
  const calls = new MemoryCallRecordStore();
  const { tool, runs } = charging();
  const executor = new ToolExecutor({ credentials, stores: { calls } });
  const first = await executor.execute(tool, {}, { callId: "c1" });
  const again = await new ToolExecutor({ credentials, stores: { calls } }).execute(
    tool,
    {},
    { callId: "c1" },
  );
  expect(runs).toEqual(["c1"]);
  expect(first.output).toMatchObject({ receipt: "r-1", echo: "[REDACTED]" });
  expect(again.output).toEqual(first.output);
  expect(again.attempts).toBe(0);
  expect(visibleText(again)).not.toContain(CANARY);
  // Another id runs.
  await executor.execute(tool, {}, { callId: "c2" });
  expect(runs).toEqual(["c1", "c2"]);
});

test("what the store keeps holds no credential value", async () => {
  const kept: StoredOutcome[] = [];
  const memory = new MemoryCallRecordStore();
  const calls: CallRecordStore = {
    claim: (request) => memory.claim(request),
    finish: (callId, ownerId, outcome) => {
      kept.push(outcome);
      return memory.finish(callId, ownerId, outcome);
    },
    forget: (callId, ownerId) => memory.forget(callId, ownerId),
  };
  const executor = new ToolExecutor({ credentials, stores: { calls } });
  await executor.execute(charging().tool, {}, { callId: "ok" });
  await executor.execute(
    charging({ fail: true }).tool,
    {},
    { callId: "bad", raiseOnFailure: false },
  );
  expect(kept.map((outcome) => outcome.status)).toEqual(["success", "failure"]);
  expect(JSON.stringify(kept)).not.toContain(CANARY);
});

test("a failure is stored too: the repeat fails the same way without running", async () => {
  const calls = new MemoryCallRecordStore();
  const { tool, runs } = charging({ fail: true });
  const executor = new ToolExecutor({ credentials, stores: { calls } });
  const first = await executor.execute(tool, {}, { callId: "f", raiseOnFailure: false });
  const again = await executor.execute(tool, {}, { callId: "f", raiseOnFailure: false });
  expect(runs).toHaveLength(1);
  expect(again.error?.message).toBe(first.error?.message);
  expect(again.error?.message).toBe("Tool 'charge' execution failed: declined with [REDACTED]");
});

test("a repeat that comes while the first runs waits for its outcome", async () => {
  const calls = new MemoryCallRecordStore();
  const { tool, runs, gate } = charging();
  const release = deferred();
  gate.wait = release.promise;
  const executor = new ToolExecutor({ credentials, stores: { calls } });
  const first = executor.execute(tool, {}, { callId: "w" });
  await new Promise((resolve) => setTimeout(resolve, 5));
  const again = executor.execute(tool, {}, { callId: "w" });
  await new Promise((resolve) => setTimeout(resolve, 30));
  release.resolve();
  expect((await again).output).toEqual((await first).output);
  expect(runs).toEqual(["w"]);
});

test("a repeat that waits longer than waitMs fails with DuplicateCallError, not a second run", async () => {
  const calls = new MemoryCallRecordStore();
  const { tool, runs, gate } = charging();
  const release = deferred();
  gate.wait = release.promise;
  const executor = new ToolExecutor({
    credentials,
    stores: { calls },
    exactlyOnce: { waitMs: 30 },
  });
  const first = executor.execute(tool, {}, { callId: "slow" });
  await new Promise((resolve) => setTimeout(resolve, 5));
  const again = await executor.execute(tool, {}, { callId: "slow", raiseOnFailure: false });
  const cause = causeOf(again);
  expect(DuplicateCallError.isInstance(cause)).toBe(true);
  expect(cause).toMatchObject({ reason: "running", callId: "slow" });
  expect(cause.message).toMatch(
    /^Tool 'charge' call 'slow' is still running elsewhere after a wait of \d+ ms; it was not run again\.$/,
  );
  release.resolve();
  await first;
  expect(runs).toEqual(["slow"]);
});

test("an outcome over maxResultBytes is not kept: the repeat says so and does not run", async () => {
  const calls = new MemoryCallRecordStore();
  const { tool, runs } = charging({ size: 2_000 });
  const executor = new ToolExecutor({
    credentials,
    stores: { calls },
    exactlyOnce: { maxResultBytes: 1_000 },
  });
  expect((await executor.execute(tool, {}, { callId: "big" })).status).toBe("success");
  const again = await executor.execute(tool, {}, { callId: "big", raiseOnFailure: false });
  expect(causeOf(again)).toMatchObject({ name: "DuplicateCallError", reason: "unkept" });
  expect(runs).toHaveLength(1);
});

test("a call refused before its tool ran gives its id up: the id may run later", async () => {
  const calls = new MemoryCallRecordStore();
  const { tool, runs } = charging();
  let allow = false;
  const executor = new ToolExecutor({ credentials, stores: { calls }, approve: () => allow });
  expect(
    (await executor.execute(tool, {}, { callId: "later", raiseOnFailure: false })).status,
  ).toBe("failure");
  allow = true;
  expect((await executor.execute(tool, {}, { callId: "later" })).status).toBe("success");
  expect(runs).toEqual(["later"]);
});

test("idempotent and read-only tools are not recorded: they may run again", async () => {
  const calls = new MemoryCallRecordStore();
  const { tool, runs } = charging({ idempotent: true });
  const executor = new ToolExecutor({ credentials, stores: { calls } });
  await executor.execute(tool, {}, { callId: "i" });
  await executor.execute(tool, {}, { callId: "i" });
  expect(runs).toEqual(["i", "i"]);
});

test("a store that fails fails the call with its error as the cause, and the tool never runs", async () => {
  const down = new Error("store unreachable");
  const calls: CallRecordStore = {
    claim: () => Promise.reject(down),
    finish: () => Promise.resolve(),
    forget: () => Promise.resolve(),
  };
  const { tool, runs } = charging();
  const result = await new ToolExecutor({ credentials, stores: { calls } }).execute(
    tool,
    {},
    { raiseOnFailure: false },
  );
  expect(causeOf(result)).toBe(down);
  expect(runs).toHaveLength(0);
});

test("a store's start comes after credentials, just before the tool; false or a failure stops the run", async () => {
  const order: string[] = [];
  const forgotten: string[] = [];
  let answer: () => Promise<boolean> = () => Promise.resolve(true);
  const calls: CallRecordStore = {
    claim: () => Promise.resolve({ state: "claimed" }),
    finish: () => Promise.resolve(),
    forget: (callId) => {
      forgotten.push(callId);
      return Promise.resolve();
    },
    start: (callId) => {
      order.push(`start ${callId}`);
      return answer();
    },
  };
  const resolving = {
    resolve: async () => {
      order.push("credentials");
      return { "pay-key": CANARY };
    },
  };
  const { tool, runs } = charging();
  const executor = new ToolExecutor({ credentials: resolving, stores: { calls } });
  await executor.execute(tool, {}, { callId: "s1" });
  expect(order).toEqual(["credentials", "start s1"]);
  expect(runs).toEqual(["s1"]);

  answer = () => Promise.resolve(false);
  const lost = await executor.execute(tool, {}, { callId: "s2", raiseOnFailure: false });
  const cause = causeOf(lost);
  expect(DuplicateCallError.isInstance(cause)).toBe(true);
  expect(cause).toMatchObject({ reason: "running", callId: "s2" });

  const down = new Error("store unreachable");
  answer = () => Promise.reject(down);
  const failed = await executor.execute(tool, {}, { callId: "s3", raiseOnFailure: false });
  expect(causeOf(failed)).toBe(down);
  expect(runs).toEqual(["s1"]);
  expect(forgotten).toEqual(["s2", "s3"]);
});

test("exactlyOnce numbers are checked", () => {
  expect(() => new ToolExecutor({ exactlyOnce: { waitMs: -1 } })).toThrow(
    "exactlyOnce.waitMs must be a positive finite number, got -1.",
  );
  expect(() => new ToolExecutor({ exactlyOnce: "yes" as never })).toThrow(TypeError);
});
