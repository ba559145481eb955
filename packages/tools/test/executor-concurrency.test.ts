// 1,000 concurrent mixed calls in result mode: each result belongs to its own input.
import { expect, test } from "vitest";
import { ToolExecutionError } from "../src/errors/tool-execution-error";
import { ToolValidationError } from "../src/errors/tool-validation-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import { defineTool } from "../src/tool/define-tool";

const echo = defineTool({
  name: "echo",
  inputSchema: {
    parameters: [
      { name: "n", type: "integer" },
      { name: "mode", type: "string" },
    ],
  },
  outputSchema: { parameters: [{ name: "n", type: "integer" }] },
  credentialNames: ["k"],
  execute: async ({ n, mode }, _credentials, context) => {
    await new Promise((resolve) => setTimeout(resolve, n % 7));
    if (mode === "throw") throw new Error(`failed ${n}`);
    if (mode === "bad-output") return { n: `not a number ${n}` } as never;
    if (mode === "hang") return new Promise<never>(() => {});
    if (context.callId !== `call-${n}`) throw new Error("wrong context");
    return { n };
  },
});

const modes = ["ok", "throw", "bad-output", "bad-input", "hang", "ok-again"] as const;

test("1,000 concurrent mixed calls each settle with their own result", async () => {
  const executor = new ToolExecutor({
    credentials: { resolve: async () => ({ k: "v" }) },
    timeoutMs: 60_000,
  });
  const calls = Array.from({ length: 1_000 }, (_, n) => {
    const mode = modes[n % modes.length] ?? "ok";
    const inputs = mode === "bad-input" ? { n: String(n), mode } : { n, mode };
    return executor
      .execute(echo, inputs, {
        callId: `call-${n}`,
        raiseOnFailure: false,
        ...(mode === "hang" ? { timeoutMs: 20 } : {}),
      })
      .then((result) => ({ n, mode, result }));
  });
  const settled = await Promise.all(calls);
  for (const { n, mode, result } of settled) {
    switch (mode) {
      case "ok":
      case "ok-again":
        expect(result.output).toEqual({ n });
        break;
      case "throw":
        expect(result.error).toBeInstanceOf(ToolExecutionError);
        expect(result.error?.message).toBe(`Tool 'echo' execution failed: failed ${n}`);
        break;
      case "bad-output":
        expect(result.error).toMatchObject({ direction: "output" });
        break;
      case "bad-input":
        expect(result.error).toBeInstanceOf(ToolValidationError);
        expect((result.error as ToolValidationError).direction).toBe("input");
        break;
      case "hang":
        expect(((result.error as Error).cause as Error).name).toBe("TimeoutError");
        break;
    }
  }
  expect(settled.filter(({ result }) => result.status === "success")).toHaveLength(333);
});
