import { connectMcpServer } from "@kit/mcp";
import { defineTool, ToolDispatcher, ToolExecutor, ToolRegistry } from "@kit/tools";

declare function askUser(question: string): Promise<boolean>;

// A server started as a child process: its token goes in its environment.
const github = await connectMcpServer({
  name: "github",
  command: "npx",
  args: ["-y", "@modelcontextprotocol/server-github"],
  env: { GITHUB_PERSONAL_ACCESS_TOKEN: process.env.GITHUB_TOKEN ?? "" },
  prefix: "github_",
});
// A server reached over HTTP, with a bearer token: never shown, neither "Bearer <token>" nor the
// bare token, wherever the server repeats it (or name the credential: `bearerCredential`, below).
const search = await connectMcpServer({
  name: "search",
  url: "https://search.example.com/mcp",
  headers: { Authorization: `Bearer ${process.env.SEARCH_TOKEN ?? ""}` },
  prefix: "search_",
});

const tools = new ToolRegistry();
tools.register(
  defineTool({
    name: "now",
    description: "The current time.",
    effects: { readOnly: true },
    execute: () => ({ iso: new Date().toISOString() }),
  }),
);
for (const tool of [...github.tools, ...search.tools]) tools.register(tool);

// One executor for all of them: approval for every tool that is not read-only (a remote
// tool's annotations are its effects), one timeout, retries only for idempotent tools.
const executor = new ToolExecutor({
  timeoutMs: 30_000,
  retry: { attempts: 3 },
  approve: ({ tool, inputs }) => askUser(`Run ${tool.name} with ${JSON.stringify(inputs)}?`),
});
const dispatcher = new ToolDispatcher(tools, executor);
const outcome = await dispatcher.dispatch({
  id: "call_1",
  name: "github_search_repositories",
  arguments: { query: "model context protocol" },
});
console.log(outcome.text);

await Promise.all([github.close(), search.close()]);
