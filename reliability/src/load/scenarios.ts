// The mix of calls the load run makes: successes and every failure kind, each with the
// check that its result is right and its own.
import { CredentialNotFoundError } from "@kit/credentials";
import { never } from "@kit/test-support";
import {
  type AnyTool,
  defineTool,
  ToolExecutionError,
  type ToolResult,
  ToolValidationError,
} from "@kit/tools";

/** One kind of call: how to make it, and how to tell its result is right. */
export interface Scenario {
  readonly kind: string;
  readonly tool: AnyTool;
  /** Per-call options beyond callId and mode. */
  readonly options: (signal: AbortSignal) => { timeoutMs?: number; signal?: AbortSignal };
  /** The inputs of call `index`. */
  readonly inputs: (index: number) => unknown;
  /** True when the result is the right one for call `index`. */
  readonly check: (result: ToolResult, index: number) => boolean;
}

const schema = { parameters: [{ name: "id", type: "integer" as const }] };
const executionCause = (result: ToolResult): unknown =>
  (result.error as ToolExecutionError | undefined)?.cause;

const echoed = (result: ToolResult, index: number): boolean =>
  result.status === "success" && (result.output as { id?: unknown } | undefined)?.id === index;

function failedWith(direction: "input" | "output") {
  return (result: ToolResult): boolean =>
    result.error instanceof ToolValidationError && result.error.direction === direction;
}

function causedBy(test: (cause: unknown) => boolean) {
  return (result: ToolResult): boolean =>
    result.error instanceof ToolExecutionError && test(executionCause(result));
}

/**
 * Builds the scenarios; `key` is the credential the executor's manager holds.
 * @param key - a credential name the manager resolves.
 * @returns one scenario per kind.
 */
export function scenarios(key: string): Scenario[] {
  const none = () => ({});
  return [
    {
      kind: "success (sync)",
      tool: defineTool({ name: "sync", inputSchema: schema, execute: (i) => ({ id: i.id }) }),
      options: none,
      inputs: (id) => ({ id }),
      check: echoed,
    },
    {
      kind: "success (async, credentials, caller signal)",
      tool: defineTool({
        name: "async",
        inputSchema: schema,
        credentialNames: [key],
        execute: async (i, c) => ({ id: i.id, has: c[key] !== undefined }),
      }),
      options: (signal) => ({ signal, timeoutMs: 10_000 }),
      inputs: (id) => ({ id }),
      check: echoed,
    },
    {
      kind: "input error",
      tool: defineTool({ name: "input", inputSchema: schema, execute: () => ({}) }),
      options: none,
      inputs: (id) => ({ id: `not a number ${id}` }),
      check: failedWith("input"),
    },
    {
      kind: "output error",
      tool: defineTool({
        name: "output",
        inputSchema: schema,
        outputSchema: schema,
        execute: (i) => ({ id: String(i.id) }) as never,
      }),
      options: none,
      inputs: (id) => ({ id }),
      check: failedWith("output"),
    },
    {
      kind: "throw",
      tool: defineTool({
        name: "throw",
        inputSchema: schema,
        execute: (i) => {
          throw new Error(`thrown ${i.id}`);
        },
      }),
      options: none,
      inputs: (id) => ({ id }),
      check: (r, id) => causedBy((cause) => (cause as Error).message === `thrown ${id}`)(r),
    },
    {
      kind: "reject",
      tool: defineTool({
        name: "reject",
        inputSchema: schema,
        execute: async (i) => Promise.reject(`rejected ${i.id}`),
      }),
      options: (signal) => ({ signal }),
      inputs: (id) => ({ id }),
      check: (r, id) => causedBy((cause) => cause === `rejected ${id}`)(r),
    },
    {
      kind: "timeout",
      tool: defineTool({ name: "timeout", execute: never }),
      options: (signal) => ({ signal, timeoutMs: 1 + Math.floor(Math.random() * 3) }),
      inputs: (id) => ({ id }),
      check: causedBy((cause) => (cause as Error).name === "TimeoutError"),
    },
    {
      kind: "abort",
      tool: defineTool({ name: "abort", credentialNames: [key], execute: never }),
      options: () => ({ signal: AbortSignal.abort(new Error("aborted by the caller")) }),
      inputs: (id) => ({ id }),
      check: causedBy((cause) => (cause as Error).message === "aborted by the caller"),
    },
    {
      kind: "missing credential",
      tool: defineTool({ name: "missing", credentialNames: ["not-there"], execute: () => ({}) }),
      options: (signal) => ({ signal, timeoutMs: 10_000 }),
      inputs: (id) => ({ id }),
      check: causedBy((cause) => cause instanceof CredentialNotFoundError),
    },
  ];
}
