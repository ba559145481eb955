// What redaction changes in a call and what it leaves: keys are never rewritten, a credential
// value shorter than MIN_SUBSTRING_SECRET_LENGTH is hidden only as a whole string (and warned
// about once per name), a longer one wherever it occurs.
import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { ToolExecutionError } from "../src/errors/tool-execution-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import { MIN_SUBSTRING_SECRET_LENGTH } from "../src/redaction/internal/redactor";
import { SHORT_CREDENTIAL_WARNING_CODE } from "../src/redaction/internal/warn-short-credentials";
import { defineTool } from "../src/tool/define-tool";
import { fakeResolver, recordEvents } from "./fixtures";

const QUOTE_OUTPUT = {
  parameters: [
    { name: "ticker", type: "string" as const },
    { name: "price", type: "float" as const },
  ],
};

describe("keys are never rewritten", () => {
  test("issue 26: a credential 'k' leaves the output key 'ticker' whole", async () => {
    const quote = defineTool({
      name: "quote",
      credentialNames: ["key"],
      outputSchema: QUOTE_OUTPUT,
      execute: () => ({ ticker: "ACME", price: 12.5 }),
    });
    const executor = new ToolExecutor({ credentials: fakeResolver({ key: "k" }) });
    const result = await executor.execute(quote, {});
    expect(result.status).toBe("success");
    expect(result.output).toEqual({ ticker: "ACME", price: 12.5 });
  });

  test("issue 26: a credential 'price' used as a key stays the key; as a whole value it is hidden", async () => {
    const quote = defineTool({
      name: "quote",
      credentialNames: ["key"],
      execute: (_inputs, { key }) => ({
        ticker: "ACME",
        price: 12.5,
        echoed: key,
        labels: { price: key, "price in USD": "price" },
      }),
    });
    const executor = new ToolExecutor({ credentials: fakeResolver({ key: "price" }) });
    const result = await executor.execute(quote, {});
    expect(result.output).toEqual({
      ticker: "ACME",
      price: 12.5,
      echoed: "[REDACTED]",
      labels: { price: "[REDACTED]", "price in USD": "[REDACTED]" },
    });
  });

  test("a long secret used as a key is not hidden: a documented limit", async () => {
    const secret = "sk-live-0123456789";
    const keyed = defineTool({
      name: "keyed",
      credentialNames: ["key"],
      execute: (_inputs, { key }) => ({ [key]: key }),
    });
    const executor = new ToolExecutor({ credentials: fakeResolver({ key: secret }) });
    const result = await executor.execute(keyed, {});
    expect(result.output).toEqual({ [secret]: "[REDACTED]" });
  });
});

describe(`a credential shorter than ${MIN_SUBSTRING_SECRET_LENGTH} characters`, () => {
  const echo = (name: string) =>
    defineTool({
      name: "echo",
      credentialNames: [name],
      execute: (_inputs, credentials) => {
        const value = credentials[name] as string;
        return { whole: value, inside: `id-${value}-7`, list: [value, `${value}s`] };
      },
    });

  test("is hidden where a whole string equals it, never inside a longer string", async () => {
    const executor = new ToolExecutor({ credentials: fakeResolver({ pin: "4711" }) });
    const result = await executor.execute(echo("pin"), {});
    expect(result.output).toEqual({
      whole: "[REDACTED]",
      inside: "id-4711-7",
      list: ["[REDACTED]", "4711s"],
    });
  });

  describe("the warning", () => {
    const warnings: Error[] = [];
    const listen = (warning: Error) => warnings.push(warning);
    beforeEach(() => {
      warnings.length = 0;
      process.on("warning", listen);
    });
    afterEach(() => {
      process.off("warning", listen);
    });
    // process.emitWarning delivers on the next tick.
    const delivered = () => new Promise((resolve) => setImmediate(resolve));

    test("comes once per credential name, names it and the rule, never the value", async () => {
      const value = "Qz#7";
      const executor = new ToolExecutor({
        credentials: fakeResolver({ "short-token": value, other: "Wv%2", long: "long-enough-1" }),
      });
      for (let run = 0; run < 3; run++) await executor.execute(echo("short-token"), {});
      await executor.execute(echo("other"), {});
      await executor.execute(echo("long"), {});
      await new ToolExecutor({ credentials: fakeResolver({ "short-token": "Yx&5" }) }).execute(
        echo("short-token"),
        {},
      );
      await delivered();
      // Earlier tests' credentials may be warned about too: only this test's names count.
      const ours = warnings.filter(
        (warning) =>
          (warning as NodeJS.ErrnoException).code === SHORT_CREDENTIAL_WARNING_CODE &&
          /'(short-token|other|long)'/.test(warning.message),
      );
      expect(ours.map((warning) => warning.message)).toEqual([
        expect.stringContaining("credential 'short-token' is shorter than 8 characters"),
        expect.stringContaining("credential 'other' is shorter than 8 characters"),
      ]);
      expect(ours[0]?.message).toContain("never inside longer text");
      const shown = ours.map((warning) => inspect(warning, { showHidden: true })).join("\n");
      for (const secret of [value, "Wv%2", "Yx&5"]) expect(shown).not.toContain(secret);
    });

    test("is not emitted for an empty value, which hides nothing", async () => {
      const executor = new ToolExecutor({ credentials: fakeResolver({ blank: "" }) });
      await executor.execute(echo("blank"), {});
      await delivered();
      expect(warnings.filter((warning) => warning.message.includes("'blank'"))).toEqual([]);
    });
  });
});

describe(`a credential of ${MIN_SUBSTRING_SECRET_LENGTH} characters or more`, () => {
  test("is hidden inside values, messages, causes and event payloads", async () => {
    const secret = "8chars!!";
    expect(secret).toHaveLength(MIN_SUBSTRING_SECRET_LENGTH);
    const executor = new ToolExecutor({ credentials: fakeResolver({ key: secret }) });
    const events = recordEvents(executor);
    const succeeding = defineTool({
      name: "succeeding",
      credentialNames: ["key"],
      execute: (_inputs, { key }) => ({ text: `token=${key};`, list: [`a${key}b`] }),
    });
    const failing = defineTool({
      name: "failing",
      credentialNames: ["key"],
      execute: (_inputs, { key }) => {
        throw new Error(`refused ${key}`, { cause: new TypeError(`inner ${key}!`) });
      },
    });
    const success = await executor.execute(succeeding, {});
    expect(success.output).toEqual({ text: "token=[REDACTED];", list: ["a[REDACTED]b"] });
    const failure = await executor.execute(failing, {}, { raiseOnFailure: false });
    const error = failure.error as ToolExecutionError;
    expect(error.message).toBe("Tool 'failing' execution failed: refused [REDACTED]");
    expect((error.cause as Error).message).toBe("refused [REDACTED]");
    expect(((error.cause as Error).cause as Error).message).toBe("inner [REDACTED]!");
    const shown = inspect(events, { depth: Number.POSITIVE_INFINITY, showHidden: true });
    expect(shown).toContain("[REDACTED]");
    expect(shown).not.toContain(secret);
  });
});
