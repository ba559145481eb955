// Tools that misbehave without throwing: a call after a timed-out one, odd or enormous outputs,
// outputs that throw when read, and tools that write to what they were given.

import { CANARY_CREDENTIAL, canaryExecutor } from "@kit/test-executor";
import { CANARY } from "@kit/test-support";
import { defineTool, ToolExecutionError, ToolValidationError } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { expectWellFormed } from "../support/kit";
import { revokedProxy, throwingProxy } from "./hostile-values";

describe("time", () => {
  test("the next call after a timed-out one is unaffected", async () => {
    const { executor } = canaryExecutor();
    const flaky = defineTool({
      name: "flaky",
      execute: (inputs: { wait?: number }) =>
        new Promise((r) => setTimeout(r, inputs.wait ?? 0, { ok: true })),
    });
    await executor.execute(flaky, { wait: 100 }, { raiseOnFailure: false, timeoutMs: 2 });
    const next = await executor.execute(flaky, {}, { timeoutMs: 1000 });
    expect(next.output).toEqual({ ok: true });
  });
});

describe("outputs", () => {
  const outputs: [string, () => unknown, "success" | "failure"][] = [
    [
      "a cyclic output",
      () => {
        const o: Record<string, unknown> = { a: 1 };
        o.self = o;
        return o;
      },
      // Not JSON data: a model or a protocol could not receive it.
      "failure",
    ],
    [
      "an enormous output",
      () => ({ text: "x".repeat(10 * 1024 * 1024), list: new Array(1_000_000).fill(1) }),
      "success",
    ],
    [
      "an output with a throwing getter",
      () =>
        Object.defineProperty({}, "value", {
          enumerable: true,
          get() {
            throw new Error("getter");
          },
        }),
      // Reading it fails, so it could not be sent either.
      "failure",
    ],
    ["a proxy that throws", throwingProxy, "failure"],
    ["a revoked proxy", revokedProxy, "failure"],
    ["undefined", () => undefined, "success"],
  ];
  // A proxy that throws fails the call even unread: awaiting a value reads its `then`.
  test.each(outputs)("%s settles, without and with credentials", async (_label, make, status) => {
    for (const credentialNames of [[], [CANARY_CREDENTIAL]]) {
      const { executor, events } = canaryExecutor();
      const tool = defineTool({ name: "odd", credentialNames, execute: make });
      const result = await executor.execute(tool, {}, { raiseOnFailure: false });
      expectWellFormed(result, events);
      expect(result.status).toBe(status);
    }
  });

  test("an output schema turns a throwing getter into a typed failure and an odd output into a validation error", async () => {
    const { executor } = canaryExecutor();
    const outputSchema = { parameters: [{ name: "value", type: "string" as const }] };
    const getter = defineTool({
      name: "g",
      outputSchema,
      execute: () =>
        Object.defineProperty({}, "value", {
          enumerable: true,
          get() {
            throw new Error("getter");
          },
        }) as { value: string },
    });
    const odd = defineTool({ name: "o", outputSchema, execute: () => [CANARY] as never });
    expect((await executor.execute(getter, {}, { raiseOnFailure: false })).error).toBeInstanceOf(
      ToolExecutionError,
    );
    const invalid = await executor.execute(odd, {}, { raiseOnFailure: false });
    expect(invalid.error).toBeInstanceOf(ToolValidationError);
  });
});

describe("writes", () => {
  test("a tool that mutates its inputs never changes the caller's object nor the next call's defaults", async () => {
    const { executor } = canaryExecutor();
    const inputSchema = {
      parameters: [
        { name: "tags", type: "list" as const, required: false, default: ["a"] },
        { name: "city", type: "string" as const },
      ],
    };
    const seen: unknown[] = [];
    const mutating = defineTool({
      name: "mutating",
      inputSchema,
      execute: (inputs) => {
        seen.push(structuredClone(inputs));
        (inputs.tags as unknown[]).push("added");
        (inputs as Record<string, unknown>).city = "changed";
        delete (inputs as Record<string, unknown>).tags;
        return {};
      },
    });
    const caller = Object.freeze({ city: "Oslo" });
    await executor.execute(mutating, caller);
    await executor.execute(mutating, caller);
    expect(caller).toEqual({ city: "Oslo" });
    expect(seen).toEqual([
      { city: "Oslo", tags: ["a"] },
      { city: "Oslo", tags: ["a"] },
    ]);
  });

  test("a tool that writes to its credentials object fails typed, and the next call sees the real value", async () => {
    const { executor, events } = canaryExecutor();
    const writer = defineTool({
      name: "writer",
      credentialNames: [CANARY_CREDENTIAL],
      execute: (_inputs, credentials) => {
        (credentials as Record<string, string>)[CANARY_CREDENTIAL] = "stolen";
        return {};
      },
    });
    const reader = defineTool({
      name: "reader",
      credentialNames: [CANARY_CREDENTIAL],
      execute: (_i, credentials) => ({ same: credentials[CANARY_CREDENTIAL] === CANARY }),
    });
    const result = await executor.execute(writer, {}, { raiseOnFailure: false });
    expectWellFormed(result, events);
    expect(((result.error as ToolExecutionError).cause as Error).name).toBe("TypeError");
    expect((await executor.execute(reader, {})).output).toEqual({ same: true });
  });
});
