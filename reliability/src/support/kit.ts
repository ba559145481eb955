// Shared fixtures: an executor with real credentials, and a recorder of its events.
import { CredentialManager, StaticCredentialProvider } from "@kit/credentials";
import {
  AgentKitError,
  type ToolEventName,
  ToolExecutionError,
  ToolExecutor,
  type ToolResult,
  ToolValidationError,
} from "@kit/tools";
import { expect } from "vitest";

/** The credential every fixture tool declares. */
export const CREDENTIAL = "service-key";

/** A secret that is long and unique enough to search for anywhere. */
export const SECRET = "sk-canary-7f3a9c1e5b2d4f60";

/**
 * An executor whose manager holds {@link SECRET} under {@link CREDENTIAL}.
 * @param timeoutMs - the executor-wide timeout.
 * @returns the executor and the events it emitted so far.
 */
export function createExecutor(timeoutMs?: number): {
  executor: ToolExecutor;
  events: { name: ToolEventName; callId: string }[];
} {
  const credentials = new CredentialManager(new StaticCredentialProvider({ [CREDENTIAL]: SECRET }));
  const executor = new ToolExecutor(
    timeoutMs === undefined ? { credentials } : { credentials, timeoutMs },
  );
  const events: { name: ToolEventName; callId: string }[] = [];
  for (const name of [
    "tool.execution.started",
    "tool.execution.completed",
    "tool.execution.failed",
  ] as const) {
    executor.on(name, (event) => void events.push({ name, callId: event.callId }));
  }
  return { executor, events };
}

/**
 * Checks that a result-mode call settled as a well-formed result, and that its events were
 * `started` then exactly one of `completed` / `failed`.
 * @param result - the resolved result.
 * @param events - the recorded events of this call only.
 */
export function expectWellFormed(
  result: ToolResult,
  events: readonly { name: ToolEventName }[],
): void {
  expect(Object.isFrozen(result)).toBe(true);
  expect(events.map((event) => event.name)).toEqual([
    "tool.execution.started",
    result.status === "success" ? "tool.execution.completed" : "tool.execution.failed",
  ]);
  if (result.status === "failure") {
    const error = result.error;
    expect(ToolValidationError.isInstance(error) || ToolExecutionError.isInstance(error)).toBe(
      true,
    );
    expect(AgentKitError.isInstance(error)).toBe(true);
    expect(typeof error?.message).toBe("string");
  } else {
    expect(result.error).toBeUndefined();
  }
}
