// The entry of the client side: connect to a remote MCP server and get its tools as kit tools.

import type { ConnectMcpServerOptions } from "./connect-mcp-server-options";
import { readOptions } from "./internal/read-options";
import { RemoteConnection } from "./internal/remote-connection";
import type { McpConnection } from "./mcp-connection";

/**
 * Connects to an MCP server, started as a child process (`command`) or reached over Streamable
 * HTTP (`url`, with the fallback to HTTP+SSE for older servers), and reads its tools. Each
 * remote tool becomes a kit tool: run it through a `ToolExecutor` beside local ones, and
 * validation (where kit can keep the server's JSON Schema exactly), approval, retries of
 * idempotent tools, limits, timeouts and abort, telemetry and redaction apply as for any tool.
 * @param options - where the server is, and `name`, `prefix`, `timeoutMs`, `handlers`,
 * `onToolsChanged`, and `credentials` for the names of `credentialEnv`, `credentialHeaders` or
 * `bearerCredential` (resolved on every connect and reconnect).
 * @returns the open connection; `close()` it when done.
 * @throws TypeError or RangeError (as a rejection) for bad options, naming the option.
 * @throws McpConnectionError (as a rejection) when a named credential cannot be resolved (the
 * message names it), or the server cannot be started, reached or spoken to within `timeoutMs`,
 * never with a value of `env`, `headers` or a credential in it.
 * @example
 * ```ts
 * import { connectMcpServer } from "@kit/mcp";
 * import { ToolExecutor } from "@kit/tools";
 *
 * const files = await connectMcpServer({
 *   name: "files",
 *   command: "npx",
 *   args: ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"],
 *   prefix: "files_",
 * });
 * const executor = new ToolExecutor({ timeoutMs: 30_000 });
 * const list = files.tools.find((tool) => tool.name === "files_list_directory");
 * if (list !== undefined) console.log(await executor.execute(list, { path: "/tmp" }));
 * await files.close();
 * ```
 */
export async function connectMcpServer(options: ConnectMcpServerOptions): Promise<McpConnection> {
  return RemoteConnection.open(readOptions(options));
}
