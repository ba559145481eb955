// In-process HTTP servers of a kit registry for the client tests: stateless Streamable HTTP
// (which can be stopped and started again on the same port), and the older HTTP+SSE transport.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { AnyTool } from "@kit/tools";
import { SSEServerTransport } from "@modelcontextprotocol/sdk/server/sse.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { createMcpServer } from "../../src/index";

/** A listening server and its MCP endpoint. */
export interface LocalServer {
  readonly url: URL;
  /** The requests it received: method and path. */
  readonly requests: string[];
  /** Stops listening and drops open connections. */
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

function stopper(server: Server): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

/** Stateless Streamable HTTP at /mcp, a server and transport per request; `port` 0 is free. */
export async function startStreamableServer(
  tools: readonly AnyTool[],
  port = 0,
): Promise<LocalServer> {
  const requests: string[] = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    requests.push(`${request.method} ${request.url}`);
    const mcp = createMcpServer(tools);
    const transport = new StreamableHTTPServerTransport({});
    response.once("close", () => void mcp.close());
    await mcp.connect(transport);
    await transport.handleRequest(request, response);
  });
  const bound = await listen(server, port);
  return { url: new URL(`http://127.0.0.1:${bound}/mcp`), requests, stop: stopper(server) };
}

/**
 * The older HTTP+SSE transport (protocol 2024-11-05): GET /mcp opens the event stream, whose
 * `endpoint` event names where to POST; a POST to /mcp itself gets 405, as such servers answer.
 */
export async function startSseServer(tools: readonly AnyTool[]): Promise<LocalServer> {
  const requests: string[] = [];
  const transports = new Map<string, SSEServerTransport>();
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    requests.push(`${request.method} ${request.url}`);
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "GET" && url.pathname === "/mcp") {
      const transport = new SSEServerTransport("/messages", response);
      transports.set(transport.sessionId, transport);
      response.once("close", () => transports.delete(transport.sessionId));
      await createMcpServer(tools).connect(transport);
      return;
    }
    if (request.method === "POST" && url.pathname === "/messages") {
      const transport = transports.get(url.searchParams.get("sessionId") ?? "");
      if (transport === undefined) {
        response.writeHead(404).end();
        return;
      }
      await transport.handlePostMessage(request, response);
      return;
    }
    response.writeHead(405).end();
  });
  const bound = await listen(server, 0);
  return { url: new URL(`http://127.0.0.1:${bound}/mcp`), requests, stop: stopper(server) };
}
