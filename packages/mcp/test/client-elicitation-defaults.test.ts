// SEP-1034: when the user's `elicit` handler accepts without a field that the server's requested
// schema gives a default, the client fills the default in. Against a raw SDK server (a kit server
// would fill defaults itself when it checks the answer, and hide whether the client did).
import { randomUUID } from "node:crypto";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ToolExecutor } from "@kit/tools";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, expect, test } from "vitest";
import { connectMcpServer, type McpConnection } from "../src/index";

const open: McpConnection[] = [];
const servers: HttpServer[] = [];

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.close()));
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

/** A stateful Streamable HTTP server whose one tool elicits and returns what it got. */
async function startElicitingServer(): Promise<URL> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const http = createServer(async (request, response) => {
    const id = request.headers["mcp-session-id"];
    const known = typeof id === "string" ? sessions.get(id) : undefined;
    if (known !== undefined) return known.handleRequest(request, response);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (session) => void sessions.set(session, transport),
    });
    const server = new Server({ name: "asker", version: "1.0.0" }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: [{ name: "ask", inputSchema: { type: "object", properties: {} } }],
    }));
    server.setRequestHandler(CallToolRequestSchema, async () => {
      const answer = await server.elicitInput({
        message: "Who are you?",
        requestedSchema: {
          type: "object",
          properties: {
            name: { type: "string", default: "Ada" },
            age: { type: "integer", default: 36 },
            status: { type: "string", enum: ["active", "idle"], default: "active" },
            verified: { type: "boolean", default: true },
          },
        },
      });
      return {
        content: [{ type: "text", text: JSON.stringify(answer) }],
        structuredContent: answer as Record<string, unknown>,
      };
    });
    await server.connect(transport);
    await transport.handleRequest(request, response);
  });
  servers.push(http);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return new URL(`http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`);
}

test("an accepted answer without the fields gets the requested schema's defaults; given fields stay", async () => {
  const url = await startElicitingServer();
  const answers = [{}, { name: "Grace", verified: false }];
  const connection = await connectMcpServer({
    url,
    handlers: { elicit: () => ({ action: "accept", content: answers.shift() ?? {} }) },
  });
  open.push(connection);
  const ask = connection.tools[0];
  if (ask === undefined) throw new Error("no tool");
  const executor = new ToolExecutor();
  expect((await executor.execute(ask, {})).output).toEqual({
    action: "accept",
    content: { name: "Ada", age: 36, status: "active", verified: true },
  });
  expect((await executor.execute(ask, {})).output).toEqual({
    action: "accept",
    content: { name: "Grace", age: 36, status: "active", verified: false },
  });
});
