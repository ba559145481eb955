// `pnpm demo --mcp`: the demo's tools, with the same executor policies, served over MCP on
// stdin and stdout until stdin closes or the process is asked to stop.
import { createMcpServer } from "@kit/mcp";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { demoExecutor } from "./executor";
import type { DemoOptions } from "./options";
import { takeStdout } from "./protocol-stdout";
import { draftsOnlyReviewer } from "./reviewer";
import { setUp } from "./setup";

/** Serves the tools over stdio; resolves once serving, exits the process when stopped. */
export async function serveMcp(options: DemoOptions): Promise<void> {
  const protocol = takeStdout();
  const log = (line: string): void => void process.stderr.write(`kit demo: ${line}\n`);
  const setup = await setUp(options.credentials);
  const executor = demoExecutor(
    setup.credentials.provider,
    draftsOnlyReviewer((line) => log(`approval ${line}`)),
  );
  const server = createMcpServer(setup.registry, { executor, name: "kit-demo", version: "1.0.0" });
  server.onerror = (error) => log(error.message);
  await server.connect(new StdioServerTransport(process.stdin, protocol));
  log(
    `serving ${[...setup.registry].map((tool) => tool.name).join(", ")} over MCP on stdio (sandbox ${setup.workspace.sandbox}, key from the ${setup.credentials.location}); close stdin or press Ctrl+C to stop`,
  );

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void server
      .close()
      .finally(() => setup.close())
      .finally(() => process.exit(0));
  };
  process.stdin.once("end", stop);
  process.stdin.once("close", stop);
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
