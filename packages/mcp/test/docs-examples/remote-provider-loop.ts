import { connectMcpServer } from "@kit/mcp";
import { type AnthropicReply, anthropicFormat, openAIResponsesFormat } from "@kit/providers";
import { defineTool, ToolDispatcher, ToolExecutor, ToolRegistry } from "@kit/tools";

// The model's API, whichever it is: the request's tools in, the model's reply out.
declare function askAnthropic(tools: unknown, toolResults: unknown[]): Promise<AnthropicReply>;

const files = await connectMcpServer({
  name: "files",
  command: "npx",
  args: ["-y", "@modelcontextprotocol/server-filesystem", "/srv/notes"],
  prefix: "files_",
});
const registry = new ToolRegistry();
registry.register(
  defineTool({
    name: "word_count",
    description: "Counts the words of a text.",
    effects: { readOnly: true },
    inputSchema: { parameters: [{ name: "text", type: "string" }] },
    execute: ({ text }) => ({ words: text.split(/\s+/).filter(Boolean).length }),
  }),
);
for (const tool of files.tools) registry.register(tool);

const dispatcher = new ToolDispatcher(registry, new ToolExecutor({ timeoutMs: 30_000 }));

// Anthropic: remote and local tools in one list; tool_use blocks in, tool_result blocks out.
const anthropic = anthropicFormat();
let toolResults: unknown[] = [];
for (let turn = 0; turn < 10; turn++) {
  const reply = await askAnthropic(anthropic.tools(registry), toolResults);
  const calls = anthropic.calls(reply);
  if (calls.length === 0) break;
  toolResults = anthropic.results(await dispatcher.dispatchAll(calls));
}

// OpenAI Responses, strict: the same registry, the same dispatcher.
const openai = openAIResponsesFormat();
console.log(openai.tools(registry).map((tool) => `${tool.name} strict=${tool.strict}`));

await files.close();
