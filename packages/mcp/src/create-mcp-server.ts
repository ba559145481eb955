// A registry served over the Model Context Protocol, on the official SDK's low-level Server.
import type { AnyTool, ToolExecutor, ToolRegistry } from "@kit/tools";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { toolServerFactory } from "./internal/tool-server-factory";

/** Options of {@link createMcpServer}. */
export interface McpServerOptions {
  /**
   * Runs every call, with its credentials, timeouts, interceptors and telemetry; a
   * `new ToolExecutor()` (no credentials) when omitted.
   */
  readonly executor?: ToolExecutor | undefined;
  /** The server's name in the protocol's handshake. Default `"kit-mcp"`. */
  readonly name?: string | undefined;
  /** The server's version in the protocol's handshake. Default `"0.0.0"`. */
  readonly version?: string | undefined;
}

/**
 * Makes an MCP server that offers the tools, ready to connect to any transport (stdio,
 * Streamable HTTP, in-memory).
 *
 * - `tools/list` gives every tool in registration order, with its input schema as JSON Schema
 *   (`{ type: "object" }` for a tool without one), its output schema when it has one, and
 *   annotations (`readOnlyHint`, `destructiveHint`, `idempotentHint`, `openWorldHint`) from its
 *   effects. A tool registered later is listed too.
 * - `tools/call` runs through a `ToolDispatcher`, so validation, credentials, timeouts,
 *   interceptors and redaction apply. Success gives the output as text, and as
 *   `structuredContent` for a tool with an output schema; a failure is a result with
 *   `isError: true` and the text a model reads. A tool name the registry does not hold is a
 *   JSON-RPC error `-32602` whose message names the tools there are. When the client cancels
 *   a request or the connection closes, the tool's signal aborts.
 *
 * A server connects to one transport; make one per connection (or per request, for stateless
 * HTTP).
 * @param tools - a registry (read on every request), or tools to put in a new one, in order.
 * @throws SemanticError when `tools` is not a registry and two of its tools share a name.
 * @example
 * ```ts
 * import { createMcpServer } from "@kit/mcp";
 * import { type ToolRegistry, ToolExecutor } from "@kit/tools";
 * import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
 *
 * declare const registry: ToolRegistry;
 * const server = createMcpServer(registry, { executor: new ToolExecutor(), name: "weather" });
 * await server.connect(new StdioServerTransport());
 * ```
 */
export function createMcpServer(
  tools: ToolRegistry | Iterable<AnyTool>,
  options: McpServerOptions = {},
): Server {
  const { executor, name, version } = options;
  return toolServerFactory(tools, { executor, name, version })();
}
