import { createServer } from "node:http";
import { createMcpServer } from "@kit/mcp";
import { createMcpHandler } from "@modelcontextprotocol/server";
import { executor, tools } from "./weather-tools.ts";

// Both eras, statelessly: the SDK's handler makes a server per request with this factory, and
// chooses the era of each request (authentication, Origin checks and body limits are yours to
// add here; kit-mcp --http does all of that). Every replica needs the same requestStateKey.
const handler = createMcpHandler(() =>
  createMcpServer(tools, { executor, requestStateKey: process.env.KIT_MCP_STATE_KEY }),
);

createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const body = Buffer.concat(chunks);
  const answer = await handler.fetch(
    new Request(`http://localhost${request.url ?? "/"}`, {
      method: request.method ?? "GET",
      headers,
      ...(body.length > 0 ? { body } : {}),
    }),
  );
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  // An event stream (progress, log messages) is written as it comes.
  if (answer.body !== null) for await (const chunk of answer.body) response.write(chunk);
  response.end();
}).listen(3000, "127.0.0.1");
