// Helpers of the policy tests: a call in either mode seen as its result, and promises a test
// settles by hand.
import { getEventListeners } from "node:events";
import type { ExecuteOptions, ToolExecutor } from "../src/executor/tool-executor";
import type { ToolResult } from "../src/executor/tool-result";
import type { AnyTool } from "../src/tool/tool";

/** The two modes every rule is tested in. */
export const MODES = [
  { mode: "strict", raise: true },
  { mode: "result", raise: false },
] as const;

let next = 0;

/**
 * Runs a call in the given mode and gives its result either way: in strict mode the failure
 * rejects (checked to be the result's error), and the result is taken from the event.
 */
export async function callIn(
  raise: boolean,
  executor: ToolExecutor,
  tool: AnyTool,
  inputs: unknown,
  options: ExecuteOptions = {},
): Promise<ToolResult> {
  const callId = options.callId ?? `policy-${next++}`;
  let ended: ToolResult | undefined;
  const undo = [
    executor.on("tool.execution.completed", (event) => {
      if (event.callId === callId) ended = event.result;
    }),
    executor.on("tool.execution.failed", (event) => {
      if (event.callId === callId) ended = event.result;
    }),
  ];
  try {
    const result = await executor.execute(tool, inputs, {
      ...options,
      callId,
      raiseOnFailure: raise,
    });
    return result;
  } catch (error) {
    if (!raise || ended === undefined || ended.error !== error) throw error;
    return ended;
  } finally {
    for (const off of undo) off();
  }
}

/** A promise with its resolve and reject at hand. */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

/** Makes a {@link Deferred}. */
export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise callback run (a few turns of the microtask queue). */
export async function settleMicrotasks(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve();
}

/** Timers pending in this process. */
export function activeTimeouts(): number {
  return process.getActiveResourcesInfo().filter((name) => name === "Timeout").length;
}

/** The abort listeners left on a signal. */
export function abortListeners(signal: AbortSignal): number {
  return getEventListeners(signal, "abort").length;
}

/** The cause of a failed result's error, as an Error. */
export function causeOf(result: ToolResult): Error {
  return (result.error as Error).cause as Error;
}
