import { SemanticError } from "@kit/tools";
import { expect, test } from "vitest";
import { checkNames, type NameRule } from "./check-names";

const rule: NameRule = {
  kind: "tool name",
  pattern: /^[a-zA-Z0-9_-]{1,64}$/,
  description: "must be 1-64 letters, digits, '_' or '-'",
};

test("passes names that follow their rule", () => {
  expect(() => checkNames("openai-chat", [{ name: "fetch_weather", rule }])).not.toThrow();
});

test("names every offender at once, with the rule, and shortens a huge name", () => {
  const huge = "x".repeat(1_000_000);
  let thrown: unknown;
  try {
    checkNames("openai-chat", [
      { name: "ok", rule },
      { name: "has space", rule },
      { name: huge, rule: { ...rule, kind: "parameter name" }, where: "tool 'ok'" },
    ]);
  } catch (error) {
    thrown = error;
  }
  expect(SemanticError.isInstance(thrown)).toBe(true);
  const message = (thrown as Error).message;
  expect(message).toBe(
    "The openai-chat format cannot declare these names:\n" +
      `  tool name "has space" must be 1-64 letters, digits, '_' or '-'\n` +
      `  tool 'ok': parameter name "${"x".repeat(80)}..." must be 1-64 letters, digits, '_' or '-'`,
  );
});
