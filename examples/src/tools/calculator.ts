// Arithmetic the model should not do in its head; the operation is an enum the model sees.
import { defineTool } from "@kit/tools";

/** `calculator`: one arithmetic operation on two numbers. */
export const calculator = defineTool({
  name: "calculator",
  description: "Compute a op b exactly, for one of four operations.",
  effects: { readOnly: true, openWorld: false },
  inputSchema: {
    parameters: [
      {
        name: "operation",
        type: "string",
        enum: ["add", "subtract", "multiply", "divide"],
      },
      { name: "a", type: "float" },
      { name: "b", type: "float" },
    ],
  },
  outputSchema: { parameters: [{ name: "result", type: "float" }] },
  execute({ operation, a, b }) {
    if (operation === "divide" && b === 0) throw new RangeError("Division by zero.");
    const result =
      operation === "add"
        ? a + b
        : operation === "subtract"
          ? a - b
          : operation === "multiply"
            ? a * b
            : a / b;
    if (!Number.isFinite(result)) throw new RangeError(`The result of ${operation} is not finite.`);
    return { result };
  },
});
