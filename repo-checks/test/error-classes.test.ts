// Every error class of every package, found by walking the public entries: each sets `name` to
// its class name, carries the cross-copy marker, answers `isInstance` (also for a copy made by
// another installed version), and serializes without its cause.
import * as credentials from "@kit/credentials";
import * as keyring from "@kit/credentials/keyring";
import * as mcp from "@kit/mcp";
import * as otel from "@kit/otel";
import * as providers from "@kit/providers";
import * as redis from "@kit/redis";
import * as schema from "@kit/schema";
import { CANARY } from "@kit/test-support";
import * as tools from "@kit/tools";
import { describe, expect, test } from "vitest";

type ErrorClass = (abstract new (
  ...args: never[]
) => Error) & {
  isInstance?: (value: unknown) => boolean;
};

const ENTRIES: Record<string, Record<string, unknown>> = {
  "@kit/schema": schema,
  "@kit/credentials": credentials,
  "@kit/credentials/keyring": keyring,
  "@kit/tools": tools,
  "@kit/mcp": mcp,
  "@kit/otel": otel,
  "@kit/providers": providers,
  "@kit/redis": redis,
};

/** An instance of each error class, with a planted secret in its cause where it takes one. */
const SAMPLES: Record<string, () => Error> = {
  SchemaDefinitionError: () => new schema.SchemaDefinitionError(["Parameter 1: missing name"]),
  CredentialError: () =>
    new credentials.CredentialError("Credential 'a' is bad", { cause: new Error(CANARY) }),
  CredentialBackendError: () =>
    new credentials.CredentialBackendError("Credential backend 'vault' failed", {
      provider: "vault",
      credential: "weather-api-key",
      cause: new Error(CANARY),
    }),
  CredentialNotFoundError: () =>
    new credentials.CredentialNotFoundError({ names: ["weather-api-key"], providers: ["env"] }),
  AgentKitError: () => new tools.AgentKitError("base", { cause: new Error(CANARY) }),
  SemanticError: () => new tools.SemanticError("bad definition", { cause: new Error(CANARY) }),
  ToolValidationError: () =>
    new tools.ToolValidationError({ toolName: "t", direction: "input", errors: ["e"] }),
  ToolExecutionError: () =>
    new tools.ToolExecutionError({ toolName: "t", cause: { detail: CANARY } }),
  ApprovalDeniedError: () => new tools.ApprovalDeniedError({ toolName: "delete_file" }),
  ApprovalTimeoutError: () =>
    new tools.ApprovalTimeoutError({ toolName: "delete_file", timeoutMs: 60_000 }),
  DuplicateCallError: () =>
    new tools.DuplicateCallError({ toolName: "charge", callId: "c1", reason: "abandoned" }),
  TaskLostError: () =>
    new tools.TaskLostError({ taskId: "t1", toolName: "monthly_report", silentMs: 15_000 }),
  TaskNotFoundError: () => new tools.TaskNotFoundError({ taskId: "t1", reason: "expired" }),
  RateLimitError: () =>
    new tools.RateLimitError({
      toolName: "search",
      limit: "credential",
      limitName: "search-key",
      calls: 10,
      intervalMs: 1000,
      retryAfterMs: 250,
    }),
  UnknownToolError: () =>
    new tools.UnknownToolError({ toolName: "x", available: ["a"], suggestion: undefined }),
  UnsupportedCapabilityError: () =>
    new tools.UnsupportedCapabilityError({ toolName: "book", capability: "elicitation" }),
  RedisUnavailableError: () =>
    new redis.RedisUnavailableError({
      operation: "take a concurrency slot",
      cause: new Error(CANARY),
    }),
  ElicitationError: () =>
    new tools.ElicitationError({ toolName: "book", errors: ["Parameter 'seat': missing"] }),
  McpConnectionError: () =>
    new mcp.McpConnectionError({
      server: "files",
      reason: "its process ended",
      cause: new Error(CANARY),
    }),
  RemoteToolError: () =>
    new mcp.RemoteToolError({ server: "files", remoteName: "read_file", text: "No such file" }),
  RemoteResultTooLargeError: () =>
    new mcp.RemoteResultTooLargeError({ server: "files", remoteName: "read_file", limit: 10 }),
};

function isErrorClass(value: unknown): value is ErrorClass {
  return typeof value === "function" && value.prototype instanceof Error;
}

const classes = Object.entries(ENTRIES).flatMap(([entry, exports]) =>
  Object.entries(exports)
    .filter((pair): pair is [string, ErrorClass] => isErrorClass(pair[1]))
    .map(([name, errorClass]) => ({ entry, name, errorClass })),
);

test("the walk finds the error classes of every package that has some", () => {
  const entries = new Set(classes.map(({ entry }) => entry));
  expect([...entries].sort()).toEqual([
    "@kit/credentials",
    "@kit/mcp",
    "@kit/redis",
    "@kit/schema",
    "@kit/tools",
  ]);
  expect(classes.map(({ name }) => name).sort()).toEqual(Object.keys(SAMPLES).sort());
});

describe.each(classes)("$name ($entry)", ({ name, errorClass }) => {
  const make = SAMPLES[name] as () => Error;

  test("sets name to its class name and carries the cross-copy marker", () => {
    const error = make();
    expect(error).toBeInstanceOf(errorClass);
    expect(error.name).toBe(name);
    expect((error as unknown as Record<symbol, unknown>)[Symbol.for(`kit.error.${name}`)]).toBe(
      true,
    );
    expect(Object.keys(error)).not.toContain(Symbol.for(`kit.error.${name}`));
  });

  test("isInstance knows its own, a copy's (by the marker alone), and nothing else", () => {
    expect(errorClass.isInstance).toBeTypeOf("function");
    const isInstance = errorClass.isInstance as (value: unknown) => boolean;
    expect(isInstance(make())).toBe(true);
    const foreign = Object.defineProperty(
      new Error("from another copy"),
      Symbol.for(`kit.error.${name}`),
      {
        value: true,
      },
    );
    expect(isInstance(foreign)).toBe(true);
    for (const other of [new Error(name), { name }, null, undefined, name]) {
      expect(isInstance(other)).toBe(false);
    }
  });

  test("serializes as its name, message and context, never its cause", () => {
    const error = make();
    const json = JSON.parse(JSON.stringify(error)) as Record<string, unknown>;
    expect(json).toMatchObject({ name, message: error.message });
    expect(json).not.toHaveProperty("cause");
    expect(JSON.stringify(error)).not.toContain(CANARY);
  });
});
