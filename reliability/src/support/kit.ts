// The check every reliability scenario makes of a settled call. The executor holding the
// canary comes from @kit/test-executor.
import {
  AgentKitError,
  type ToolEventName,
  ToolExecutionError,
  type ToolResult,
  ToolValidationError,
} from "@kit/tools";
import { expect } from "vitest";

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
