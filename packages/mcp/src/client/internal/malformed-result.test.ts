import { expect, test } from "vitest";
import { malformedResultText } from "./malformed-result";

const refusal = (rest: string): Error => new Error(`Invalid result for tools/call: ${rest}`);
const issue = (path: (string | number)[], expected: string, received: string) => ({
  expected,
  code: "invalid_type",
  path,
  message: `Invalid input: expected ${expected}, received ${received}`,
});

test("another error is not a malformed result", () => {
  expect(malformedResultText(new Error("fetch failed"), "s", "t")).toBeUndefined();
  expect(malformedResultText("Invalid result for tools/call: x", "s", "t")).toBeUndefined();
});

test("the first three problems are named, the rest counted", () => {
  const issues = [0, 1, 2, 3, 4].map((index) =>
    issue(["content", index, "text"], "string", "number"),
  );
  expect(malformedResultText(refusal(JSON.stringify(issues, null, 2)), "docs", "search")).toBe(
    "MCP server 'docs' answered a call of 'search' with a malformed result: 'content[0].text' must be a string, got a number; 'content[1].text' must be a string, got a number; 'content[2].text' must be a string, got a number; and 2 more",
  );
});

test("a refusal that lists no issues is passed on, cut short", () => {
  expect(malformedResultText(refusal("not an object"), "docs", "search")).toBe(
    "MCP server 'docs' answered a call of 'search' with a malformed result: not an object",
  );
  const long = malformedResultText(refusal("x".repeat(1000)), "docs", "search") ?? "";
  expect(long.endsWith(`: ${"x".repeat(200)}...`)).toBe(true);
});

test("an issue of another kind keeps its own words, without 'Invalid input'", () => {
  const other = { code: "too_big", path: ["content"], message: "Too big: expected at most 3" };
  expect(malformedResultText(refusal(JSON.stringify([other])), "docs", "search")).toBe(
    "MCP server 'docs' answered a call of 'search' with a malformed result: 'content': Too big: expected at most 3",
  );
});
