import { expect, test } from "vitest";
import { ToolResult } from "./tool-result";

test("a ToolResult is frozen and carries its fields", () => {
  const error = new Error("x");
  const result = new ToolResult({ toolName: "t", status: "failure", durationMs: 1.5, error });
  expect(Object.isFrozen(result)).toBe(true);
  expect(result).toMatchObject({ toolName: "t", status: "failure", durationMs: 1.5, error });
  expect(result.output).toBeUndefined();
  expect(() => {
    (result as { status: string }).status = "success";
  }).toThrow(TypeError);
});

test("the status constants", () => {
  expect(ToolResult.STATUS_SUCCESS).toBe("success");
  expect(ToolResult.STATUS_FAILURE).toBe("failure");
});

test("attempts is 0 unless given", () => {
  expect(new ToolResult({ toolName: "t", status: "success", durationMs: 1 }).attempts).toBe(0);
  expect(
    new ToolResult({ toolName: "t", status: "success", durationMs: 1, attempts: 2 }).attempts,
  ).toBe(2);
});
