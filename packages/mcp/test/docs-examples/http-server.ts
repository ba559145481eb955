import { createServer } from "node:http";
import { createMcpServer } from "@kit/mcp";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { executor, tools } from "./weather-tools.ts";

// Stateless: a server and a transport per request (authentication, Origin checks and body
// limits are yours to add here; kit-mcp --http does all of that). Plain JSON answers carry
// no progress or log messages: for those, leave enableJsonResponse off (an event stream).
createServer(async (request, response) => {
  const server = createMcpServer(tools, { executor });
  const transport = new StreamableHTTPServerTransport({ enableJsonResponse: true });
  response.once("close", () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(request, response);
}).listen(3000, "127.0.0.1");
