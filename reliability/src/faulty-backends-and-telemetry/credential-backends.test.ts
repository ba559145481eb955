// Credential backends that hang, throw anything, or answer with a non-string: the call
// settles promptly with a typed failure, the tool never runs, nothing leaks into the next call.
import {
  CredentialBackendError,
  CredentialManager,
  type CredentialProvider,
  StaticCredentialProvider,
} from "@kit/credentials";
import { CANARY_CREDENTIAL, canaryExecutor } from "@kit/test-executor";
import { CANARY, never } from "@kit/test-support";
import { defineTool, ToolExecutionError, ToolExecutor } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { expectWellFormed } from "../support/kit";

function provider(get: CredentialProvider["get"]): CredentialProvider {
  return { name: "faulty", get };
}

function setup(backend: CredentialProvider, timeoutMs?: number) {
  // The faulty backend is asked first; the canary comes from the next one only on 'not found'.
  const credentials = new CredentialManager([
    backend,
    new StaticCredentialProvider({ [CANARY_CREDENTIAL]: CANARY }),
  ]);
  const { executor, events } = canaryExecutor(
    timeoutMs === undefined ? { credentials } : { credentials, timeoutMs },
  );
  let runs = 0;
  const tool = defineTool({
    name: "needs_key",
    credentialNames: [CANARY_CREDENTIAL],
    execute: (_i, c) => {
      runs += 1;
      return { length: c[CANARY_CREDENTIAL]?.length };
    },
  });
  return { executor, events, tool, runs: () => runs };
}

const cause = (error: Error | undefined): unknown => (error as ToolExecutionError).cause;

describe("a backend that hangs and ignores the signal", () => {
  const hanging = provider(never);

  test("the executor's timeout still applies", async () => {
    const { executor, events, tool, runs } = setup(hanging, 20);
    const result = await executor.execute(tool, {}, { raiseOnFailure: false });
    expectWellFormed(result, events);
    expect((cause(result.error) as Error).name).toBe("TimeoutError");
    expect(runs()).toBe(0);
  });

  test("the caller's signal still applies", async () => {
    const { executor, tool, runs } = setup(hanging);
    const controller = new AbortController();
    const pending = executor.execute(
      tool,
      {},
      { raiseOnFailure: false, signal: controller.signal },
    );
    const reason = new Error("caller gave up");
    setTimeout(() => controller.abort(reason), 5);
    expect(cause((await pending).error)).toBe(reason);
    expect(runs()).toBe(0);
  });
});

describe("a backend that throws or rejects", () => {
  const thrown: [string, () => unknown][] = [
    ["an Error", () => new Error("backend down")],
    ["a string", () => "backend down"],
    ["undefined", () => undefined],
    ["null", () => null],
    ["a number", () => 503],
    ["a null-prototype object", () => Object.create(null)],
  ];
  test.each(thrown)(
    "with %s: a ToolExecutionError caused by a CredentialBackendError",
    async (_label, make) => {
      for (const backend of [
        provider(() => {
          throw make();
        }),
        provider(() => Promise.reject(make())),
      ]) {
        const { executor, events, tool, runs } = setup(backend);
        const result = await executor.execute(tool, {}, { raiseOnFailure: false });
        expectWellFormed(result, events);
        expect(CredentialBackendError.isInstance(cause(result.error))).toBe(true);
        expect(runs()).toBe(0);
      }
    },
  );
});

describe("a backend that returns a non-string", () => {
  test.each([
    ["a number", 42, "a value of type number"],
    ["an object", { value: CANARY }, "a value of type object"],
    ["null", null, "null"],
    ["a boolean", true, "a value of type boolean"],
  ])(
    "with %s: a typed failure naming the wrong type, never taken for 'not found'",
    async (_label, value, answered) => {
      const { executor, events, tool, runs } = setup(provider(async () => value as never));
      const result = await executor.execute(tool, {}, { raiseOnFailure: false });
      expectWellFormed(result, events);
      expect(CredentialBackendError.isInstance(cause(result.error))).toBe(true);
      expect(result.error?.message).toContain(`answered with ${answered};`);
      expect(runs()).toBe(0);
    },
  );
});

test("a resolver that answers with garbage fails the call typed", async () => {
  for (const answer of [
    undefined,
    null,
    42,
    "text",
    { [CANARY_CREDENTIAL]: 1 },
    new Proxy(
      {},
      {
        getOwnPropertyDescriptor() {
          throw new Error("trap");
        },
      },
    ),
  ]) {
    const executor = new ToolExecutor({ credentials: { resolve: async () => answer as never } });
    const tool = defineTool({
      name: "t",
      credentialNames: [CANARY_CREDENTIAL],
      execute: () => ({}),
    });
    const result = await executor.execute(tool, {}, { raiseOnFailure: false });
    expect(ToolExecutionError.isInstance(result.error)).toBe(true);
  }
});

test("after a failing backend recovers, the next call gets the real value", async () => {
  let fail = true;
  const { executor, tool } = setup(
    provider(async () => {
      if (fail) throw new Error("down");
      return undefined;
    }),
  );
  expect((await executor.execute(tool, {}, { raiseOnFailure: false })).status).toBe("failure");
  fail = false;
  expect((await executor.execute(tool, {})).output).toEqual({ length: CANARY.length });
});
