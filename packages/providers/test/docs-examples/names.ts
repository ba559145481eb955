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

try {
  anthropicFormat().tools([search]);
} catch (error) {
  if (SemanticError.isInstance(error)) console.log(error.message);
  // The anthropic format cannot declare these names:
  //   tool name "search the web" must be 1 to 64 letters, digits, '_' or '-'
  //   tool 'search the web': parameter name "query text" must be 1 to 64 letters, digits, '_', '.' or '-'
}
