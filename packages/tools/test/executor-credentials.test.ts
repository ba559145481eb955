// Credentials through the real CredentialManager, and the canary: a secret a tool echoes
// everywhere it can must appear in no sink.
import { inspect } from "node:util";
import {
  CredentialManager,
  CredentialNotFoundError,
  StaticCredentialProvider,
} from "@kit/credentials";
import { describe, expect, test } from "vitest";
import { ToolExecutionError } from "../src/errors/tool-execution-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import { defineTool } from "../src/tool/define-tool";
import { type AnyTool, Tool } from "../src/tool/tool";
import { fakeResolver, recordEvents } from "./fixtures";

const CANARY = "canary-7f3a9c-secret";
const manager = new CredentialManager(
  new StaticCredentialProvider({ "weather-api-key": CANARY, "other-key": "other-value" }),
);

describe("credentials", () => {
  test("the tool receives exactly its declared names, frozen", async () => {
    let received: Readonly<Record<string, string>> | undefined;
    const tool = defineTool({
      name: "keyed",
      credentialNames: ["weather-api-key"],
      execute: (_inputs, credentials) => {
        received = credentials;
        return {};
      },
    });
    await new ToolExecutor({ credentials: manager }).execute(tool, {});
    expect(received).toEqual({ "weather-api-key": CANARY });
    expect(Object.isFrozen(received)).toBe(true);
  });

  test("a class tool's CREDENTIAL_NAMES are resolved and given to execute", async () => {
    let received: Readonly<Record<string, string>> | undefined;
    class Keyed extends Tool {
      static override TOOL_NAME = "keyed_class";
      static override CREDENTIAL_NAMES = ["weather-api-key"];
      execute(_inputs: Record<string, unknown>, credentials: Readonly<Record<string, string>>) {
        received = credentials;
        return {};
      }
    }
    await new ToolExecutor({ credentials: manager }).execute(new Keyed(), {});
    expect(received).toEqual({ "weather-api-key": CANARY });
    await new ToolExecutor({ credentials: manager }).execute(
      new Keyed({ credentialNames: ["other-key"] }),
      {},
    );
    expect(received).toEqual({ "other-key": "other-value" });
  });

  test("the manager is asked for exactly the declared names, even if it returns more", async () => {
    const resolver = fakeResolver({ a: "1", b: "2", c: "3" });
    let received: unknown;
    const tool = defineTool({
      name: "keyed",
      credentialNames: ["a", "b"],
      execute: (_inputs, credentials) => {
        received = credentials;
        return {};
      },
    });
    await new ToolExecutor({ credentials: resolver }).execute(tool, {});
    expect(resolver.calls.map((call) => call.names)).toEqual([["a", "b"]]);
    expect(received).toEqual({ a: "1", b: "2" });
  });

  test("a tool without credentials gets {} and the manager is not asked", async () => {
    const resolver = fakeResolver({});
    const seen: unknown[] = [];
    const tool = defineTool({
      name: "plain",
      execute: (_inputs, credentials) => {
        seen.push(credentials);
        return {};
      },
    });
    await new ToolExecutor({ credentials: resolver }).execute(tool, {});
    await new ToolExecutor().execute(tool, {});
    expect(seen).toEqual([{}, {}]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect(resolver.calls).toEqual([]);
  });

  test("a name the real manager cannot find fails with its CredentialNotFoundError as cause", async () => {
    const tool = defineTool({
      name: "keyed",
      credentialNames: ["missing-key"],
      execute: () => ({}),
    });
    const result = await new ToolExecutor({ credentials: manager }).execute(
      tool,
      {},
      { raiseOnFailure: false },
    );
    expect(result.error).toBeInstanceOf(ToolExecutionError);
    expect(CredentialNotFoundError.isInstance(result.error?.cause)).toBe(true);
  });

  test("a manager that returns no string for a name fails the call", async () => {
    const tool = defineTool({ name: "keyed", credentialNames: ["k"], execute: () => ({}) });
    const executor = new ToolExecutor({ credentials: { resolve: async () => ({}) } });
    const result = await executor.execute(tool, {}, { raiseOnFailure: false });
    expect(result.error?.message).toBe(
      "Tool 'keyed' execution failed: The credential manager returned no value for 'k'.",
    );
  });
});

describe("the canary secret appears in no sink", () => {
  function leaks(value: unknown): boolean {
    const shown = inspect(value, { depth: Number.POSITIVE_INFINITY, showHidden: true });
    let json = "";
    try {
      json = JSON.stringify(value) ?? "";
    } catch {
      // Cycles: inspect covers them.
    }
    return shown.includes(CANARY) || json.includes(CANARY);
  }

  class ApiError extends Error {
    readonly body: string;
    constructor(message: string, body: string, options?: ErrorOptions) {
      super(message, options);
      this.name = "ApiError";
      this.body = body;
    }
  }

  const echo = (key: string) => `key=${key};`;
  const tools: Record<string, () => AnyTool> = {
    "output without schema (nested in dictionaries and lists)": () =>
      defineTool({
        name: "echo_raw",
        credentialNames: ["weather-api-key"],
        execute: (_inputs, { "weather-api-key": key }) => {
          // Not as a key: keys are never rewritten (test/executor-redaction.test.ts). Maps, sets
          // and cycles are not JSON data, so such an output fails (test/content-parts.test.ts).
          return { nested: { text: echo(key), list: [key, { deep: key }] } };
        },
      }),
    "output with schema": () =>
      defineTool({
        name: "echo_checked",
        credentialNames: ["weather-api-key"],
        outputSchema: { parameters: [{ name: "text", type: "string" }] },
        execute: (_inputs, { "weather-api-key": key }) => ({ text: echo(key) }),
      }),
    "strict output schema reporting the secret as an unknown key": () =>
      defineTool({
        name: "echo_strict",
        credentialNames: ["weather-api-key"],
        outputSchema: { parameters: [], strict: true },
        execute: (_inputs, { "weather-api-key": key }) => ({ [key]: 1 }),
      }),
    "an error message, its cause and a nested cause": () =>
      defineTool({
        name: "echo_error",
        credentialNames: ["weather-api-key"],
        execute: (_inputs, { "weather-api-key": key }) => {
          const root = new Error(`root ${key}`);
          throw new ApiError(`request with ${echo(key)} failed`, key, {
            cause: new TypeError(`inner ${key}`, { cause: root }),
          });
        },
      }),
    "a rejection with an aggregate of errors": () =>
      defineTool({
        name: "echo_aggregate",
        credentialNames: ["weather-api-key"],
        execute: async (_inputs, { "weather-api-key": key }) => {
          throw new AggregateError([new Error(key)], `all failed ${key}`);
        },
      }),
    "a thrown string": () =>
      defineTool({
        name: "echo_string",
        credentialNames: ["weather-api-key"],
        execute: (_inputs, { "weather-api-key": key }) => {
          throw `failed with ${key}`;
        },
      }),
  };

  test.each(Object.keys(tools))("%s", async (label) => {
    const tool = (tools[label] as () => AnyTool)();
    const executor = new ToolExecutor({ credentials: manager });
    const events = recordEvents(executor);
    const redacted: unknown[] = [];
    executor.use(async (call, next) => {
      const result = await next();
      redacted.push(call.redact({ seen: CANARY }));
      return result;
    });
    const result = await executor.execute(tool, {}, { raiseOnFailure: false });
    const thrown = await executor.execute(tool, {}).catch((error: unknown) => error);
    expect(leaks(result)).toBe(false);
    expect(leaks(thrown)).toBe(false);
    expect(leaks(events)).toBe(false);
    expect(redacted).toEqual([{ seen: "[REDACTED]" }, { seen: "[REDACTED]" }]);
    // Something was there to hide, and it was replaced rather than dropped.
    expect(inspect(result, { depth: Number.POSITIVE_INFINITY, showHidden: true })).toContain(
      "[REDACTED]",
    );
  });

  test("a cleaned error keeps its class, name, fields and cause chain", async () => {
    const result = await new ToolExecutor({ credentials: manager }).execute(
      tools["an error message, its cause and a nested cause"]?.() as AnyTool,
      {},
      { raiseOnFailure: false },
    );
    const error = result.error as ToolExecutionError;
    expect(error.message).toBe(
      "Tool 'echo_error' execution failed: request with key=[REDACTED]; failed",
    );
    const cause = error.cause as ApiError;
    expect(cause).toBeInstanceOf(ApiError);
    expect(cause.name).toBe("ApiError");
    expect(cause.body).toBe("[REDACTED]");
    expect(cause.stack).toContain("request with key=[REDACTED]; failed");
    const inner = cause.cause as TypeError;
    expect(inner).toBeInstanceOf(TypeError);
    expect(inner.message).toBe("inner [REDACTED]");
    expect((inner.cause as Error).message).toBe("root [REDACTED]");
  });

  test("output values without a secret stay shared; a clean cause stays the original", async () => {
    const shared = { untouched: [1, 2] };
    const tool = defineTool({
      name: "mixed",
      credentialNames: ["weather-api-key"],
      execute: (_inputs, { "weather-api-key": key }) => ({ shared, text: key }),
    });
    const executor = new ToolExecutor({ credentials: manager });
    const result = await executor.execute(tool, {});
    expect(result.output).toEqual({ shared, text: "[REDACTED]" });
    expect((result.output as { shared: unknown }).shared).toBe(shared);
    const clean = new Error("nothing secret here");
    const failing = defineTool({
      name: "failing",
      credentialNames: ["weather-api-key"],
      execute: () => {
        throw clean;
      },
    });
    const failure = await executor.execute(failing, {}, { raiseOnFailure: false });
    expect(failure.error?.cause).toBe(clean);
  });

  test("an empty credential value hides nothing", async () => {
    const tool = defineTool({
      name: "empty",
      credentialNames: ["k"],
      execute: (_inputs, { k }) => ({ text: `a${k}b` }),
    });
    const executor = new ToolExecutor({ credentials: fakeResolver({ k: "" }) });
    const result = await executor.execute(tool, {});
    expect(result.output).toEqual({ text: "ab" });
  });
});
