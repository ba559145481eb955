import { anthropicFormat } from "@kit/providers";
import { defineTool, SemanticError } from "@kit/tools";

const search = defineTool({
  name: "search the web",
  inputSchema: {
    parameters: [
      { name: "query text", type: "string" },
      { name: "max_results", type: "integer", required: false },
    ],
  },
  execute: () => ({ results: [] }),
});
const now = defineTool({ name: "now", execute: () => ({ time: "12:00" }) });

// By default tools() refuses the whole list, naming every refused name at once.
try {
  anthropicFormat().tools([search, now]);
} catch (error) {
  if (SemanticError.isInstance(error)) console.log(error.message);
  // The anthropic format cannot declare these names:
  //   tool name "search the web" must be 1 to 64 letters, digits, '_' or '-'
  //   tool 'search the web': parameter name "query text" must be 1 to 64 letters, digits, '_', '.' or '-'
}

// For tools you do not control (an MCP server's), skip leaves such a tool out and declares the others.
const format = anthropicFormat({
  onUndeclarable: "skip",
  onWarning: (message) => console.log(message),
});
console.log(format.tools([search, now]).map((tool) => tool.name));
// The anthropic format left out tool 'search the web': tool name "search the web" must be 1 to 64 letters, digits, '_' or '-'; tool 'search the web': parameter name "query text" must be 1 to 64 letters, digits, '_', '.' or '-'
// [ 'now' ]
