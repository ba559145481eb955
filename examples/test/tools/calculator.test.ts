import { ToolExecutor } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { calculator } from "../../src/tools/calculator";

const executor = new ToolExecutor();

describe("calculator", () => {
  test.each([
    ["add", 2, 3, 5],
    ["subtract", 2, 3, -1],
    ["multiply", 1234, 5.5, 6787],
    ["divide", 10, 4, 2.5],
  ])("%s %d and %d is %d", async (operation, a, b, result) => {
    expect((await executor.execute(calculator, { operation, a, b })).output).toEqual({ result });
  });

  test("tells the model its operations as an enum", () => {
    const schema = calculator.inputSchema.toJSONSchema();
    expect(schema.properties.operation?.enum).toEqual(["add", "subtract", "multiply", "divide"]);
  });

  test("refuses an operation outside the enum, and a number sent as text", async () => {
    const result = await executor.execute(
      calculator,
      { operation: "modulo", a: "7", b: 2 },
      { raiseOnFailure: false },
    );
    expect(result.error?.message).toBe(
      "Tool 'calculator' input validation failed:\n" +
        "  Parameter 'operation': expected one of 'add', 'subtract', 'multiply', 'divide', got 'modulo'\n" +
        "  Parameter 'a': expected type 'float', got 'string'",
    );
  });

  test("a division by zero or an overflow is an error, not Infinity", async () => {
    const zero = await executor.execute(
      calculator,
      { operation: "divide", a: 1, b: 0 },
      { raiseOnFailure: false },
    );
    expect(zero.error?.message).toBe("Tool 'calculator' execution failed: Division by zero.");
    const huge = await executor.execute(
      calculator,
      { operation: "multiply", a: 1e308, b: 10 },
      { raiseOnFailure: false },
    );
    expect(huge.error?.message).toContain("The result of multiply is not finite.");
  });
});
