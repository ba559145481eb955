// A tool that throws or rejects with anything at all: the call settles with a
// ToolExecutionError (result mode resolves, strict mode rejects with it), with and without
// credentials (redaction walks the cause), and through an interceptor.

import { CANARY_CREDENTIAL, canaryExecutor } from "@kit/test-executor";
import { defineTool, ToolExecutionError, ToolExecutor } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { expectWellFormed } from "../support/kit";
import { THROWN, throwingProxy } from "./hostile-values";

const MODES = [
  [
    "throws",
    (make: () => unknown) => () => {
      throw make();
    },
  ],
  ["rejects", (make: () => unknown) => () => Promise.reject(make())],
  [
    "rejects late",
    (make: () => unknown) => () => new Promise((_, reject) => setTimeout(() => reject(make()), 5)),
  ],
] as const;

describe.each(MODES)("a tool that %s", (_mode, behaviour) => {
  test.each(THROWN)(
    "with %s: a typed failure, with or without credentials",
    async (_label, make) => {
      for (const credentialNames of [[], [CANARY_CREDENTIAL]]) {
        const { executor, events } = canaryExecutor();
        const tool = defineTool({ name: "faulty", credentialNames, execute: behaviour(make) });
        const result = await executor.execute(tool, {}, { raiseOnFailure: false });
        expectWellFormed(result, events);
        expect(ToolExecutionError.isInstance(result.error)).toBe(true);
        expect(result.error?.message).toMatch(/^Tool 'faulty' execution failed: /);
        await expect(executor.execute(tool, {})).rejects.toSatisfy(ToolExecutionError.isInstance);
      }
    },
  );
});

test("an interceptor that throws, rejects or resolves to a hostile proxy: a typed failure", async () => {
  const tool = defineTool({ name: "fine", execute: () => ({ ok: true }) });
  for (const interceptor of [
    () => {
      throw throwingProxy();
    },
    () => Promise.reject(throwingProxy()),
    () => Promise.resolve(throwingProxy()),
  ]) {
    const executor = new ToolExecutor();
    executor.use(interceptor as never);
    const result = await executor.execute(tool, {}, { raiseOnFailure: false });
    expect(result.status).toBe("failure");
    expect(ToolExecutionError.isInstance(result.error)).toBe(true);
  }
});
