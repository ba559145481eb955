// The module kit-mcp serves in the smoke test: one tool, from the installed @kit/tools.
import { defineTool } from "@kit/tools";

export const tools = [
  defineTool({
    name: "double",
    description: "Doubles n.",
    inputSchema: { parameters: [{ name: "n", type: "integer" }] },
    execute: ({ n }) => ({ n: n * 2 }),
  }),
];
