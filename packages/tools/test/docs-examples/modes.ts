import {
  defineTool,
  ToolExecutionError,
  ToolExecutor,
  ToolResult,
  ToolValidationError,
} from "@kit/tools";

const divide = defineTool({
  name: "divide",
  inputSchema: {
    parameters: [
      { name: "a", type: "float" },
      { name: "b", type: "float" },
    ],
  },
  execute({ a, b }) {
    if (b === 0) throw new RangeError("division by zero");
    return { quotient: a / b };
  },
});
const executor = new ToolExecutor();

// Strict mode (the default): a failure rejects with a typed error.
try {
  await executor.execute(divide, { a: 1 });
} catch (error) {
  if (ToolValidationError.isInstance(error)) console.log(error.direction, error.errors);
  // input [ "Missing required parameter: 'b'" ]
}
try {
  await executor.execute(divide, { a: 1, b: 0 });
} catch (error) {
  if (ToolExecutionError.isInstance(error)) console.log(error.message);
  // Tool 'divide' execution failed: division by zero
}

// Result mode: every failure is a ToolResult, the promise never rejects.
const result = await executor.execute(divide, { a: 1, b: "2" }, { raiseOnFailure: false });
if (result.status === ToolResult.STATUS_FAILURE) {
  // Hand the message back to the model and let it try again.
  console.log(result.error.message);
  // Tool 'divide' input validation failed:
  //   Parameter 'b': expected type 'float', got 'string'
} else {
  console.log(result.output.quotient);
}
