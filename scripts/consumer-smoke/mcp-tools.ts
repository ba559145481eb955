// mcp-tools.mjs as a TypeScript module: kit-mcp serves it on a Node.js that strips types, and
// names the fix on one that cannot load it (mcp-typescript.mjs).
import { defineTool } from "@kit/tools";

const description: string = "Doubles n.";

export const tools = [
  defineTool({
    name: "double",
    description,
    inputSchema: { parameters: [{ name: "n", type: "integer" }] },
    execute: ({ n }): { n: number } => ({ n: n * 2 }),
  }),
];
