// Hot path: its handlers run on every request, and stateless HTTP makes a server per request.
// Makes protocol servers over one registry and dispatcher; what they share is built once.
import { type AnyTool, ToolDispatcher, type ToolExecutor, type ToolRegistry } from "@kit/tools";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import * as z from "zod/v4";
import { callResult, readCallParams } from "./call-result";
import { toRegistry } from "./to-registry";
import { toolListing } from "./tool-listing";

/** What the servers of a factory share. */
export interface ToolServerOptions {
  readonly executor?: ToolExecutor | undefined;
  readonly name?: string | undefined;
  readonly version?: string | undefined;
  /** Aborts every call in flight on every server of the factory (the process is stopping). */
  readonly signal?: AbortSignal | undefined;
}

const DEFAULT_NAME = "kit-mcp";
const DEFAULT_VERSION = "0.0.0";

// Only the method: the SDK's own request schemas would turn a wrong param type into an
// internal error (-32603), where the protocol asks for invalid params (-32602), which
// readCallParams gives.
const ListToolsRequest = z.looseObject({ method: z.literal("tools/list") });
const CallToolRequest = z.looseObject({ method: z.literal("tools/call") });

/**
 * A function that makes a new server, ready to connect, for the tools.
 * @throws SemanticError when `tools` is not a registry and two of its tools share a name.
 */
export function toolServerFactory(
  tools: ToolRegistry | Iterable<AnyTool>,
  options: ToolServerOptions = {},
): () => Server {
  const registry = toRegistry(tools);
  const dispatcher = new ToolDispatcher(registry, options.executor);
  const info = { name: options.name ?? DEFAULT_NAME, version: options.version ?? DEFAULT_VERSION };
  const stopping = options.signal;

  return () => {
    const server = new Server(info, { capabilities: { tools: {} } });
    // Read on every request, so a tool registered after the server was made is listed.
    // Every tool at once: there is no cursor to read.
    server.setRequestHandler(ListToolsRequest, () => ({
      tools: Array.from(registry, toolListing),
    }));
    server.setRequestHandler(CallToolRequest, async (request, extra) => {
      const { name, inputs } = readCallParams(request.params);
      const signal =
        stopping === undefined ? extra.signal : AbortSignal.any([extra.signal, stopping]);
      // A fresh call id: request ids repeat across HTTP requests and connections.
      const outcome = await dispatcher.dispatch(
        { id: crypto.randomUUID(), name, arguments: inputs },
        { signal },
      );
      return callResult(outcome, (registry.lookup(name)?.outputSchema ?? null) !== null);
    });
    return server;
  };
}
