import { defineTool, ToolExecutor } from "@kit/tools";

const add = defineTool({
  name: "add",
  description: "Adds two numbers.",
  version: "1.0.0",
  inputSchema: {
    parameters: [
      { name: "a", type: "float" },
      { name: "b", type: "float" },
    ],
  },
  outputSchema: { parameters: [{ name: "sum", type: "float" }] },
  execute: ({ a, b }) => ({ sum: a + b }),
});

const result = await new ToolExecutor().execute(add, { a: 1, b: 2 });
console.log(result.output);
// { sum: 3 }
