// A server of the older HTTP+SSE transport (2024-11-05: one event stream from a GET, messages
// posted to the endpoint it names) whose `huge` tool answers with 1 GiB on that stream (issue
// 32, point 4), and whose process exits during a call of `dies` (point 5a). Streamable HTTP's POST to /mcp is refused with 405, as such a server does, so a
// client falls back to this transport. `echo` answers, to show the connection comes back.
import type { ServerResponse } from "node:http";
import type { HostileMode, Json } from "../mode";
import { writeHuge } from "./transport-write";

const HUGE = 1024 * 1024 * 1024;
const objectSchema = { type: "object" };
const echoSchema = { type: "object", properties: { text: { type: "string" } } };
const tools = [
  { name: "echo", description: "Echoes its text.", inputSchema: echoSchema },
  { name: "huge", description: "1 GiB on the event stream.", inputSchema: objectSchema },
  { name: "dies", description: "Its process exits mid-call.", inputSchema: objectSchema },
];

// The client's event stream (the newest: a client that reconnects opens another).
let stream: ServerResponse | undefined;

function send(body: Json): void {
  stream?.write(`event: message\ndata: ${JSON.stringify(body)}\n\n`);
}

// The result of a request, or undefined for one answered otherwise (`huge`) or not at all.
function resultOf(message: Json): Json | undefined {
  const params = (message.params ?? {}) as Json;
  if (message.method === "initialize") {
    return {
      protocolVersion: "2024-11-05",
      capabilities: { tools: {} },
      serverInfo: { name: "hostile-transport-legacy", version: "1.0.0" },
    };
  }
  if (message.method === "tools/list") return { tools };
  if (message.method === "tools/call" && params.name === "dies") {
    setTimeout(() => process.exit(1), 100);
    return undefined;
  }
  if (message.method === "tools/call" && params.name !== "huge") {
    const text = String((params.arguments as Json | undefined)?.text);
    return { content: [{ type: "text", text }] };
  }
  if (message.method === "tools/call") {
    if (stream !== undefined) {
      const head = `event: message\ndata: {"jsonrpc":"2.0","id":${JSON.stringify(message.id)},"result":{"content":[{"type":"text","text":"`;
      void writeHuge(stream, head, HUGE, `"}]}}\n\n`);
    }
    return undefined;
  }
  return message.id === undefined ? undefined : {};
}

function answer(message: Json): void {
  const result = resultOf(message);
  if (result !== undefined) send({ jsonrpc: "2.0", id: message.id, result });
}

export const transportLegacy: HostileMode = {
  tools: () => tools,
  http: (request, response, message) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    if (request.method === "GET" && path === "/mcp") {
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      response.write("event: endpoint\ndata: /messages\n\n");
      stream = response;
      return true;
    }
    if (request.method === "POST" && path === "/messages" && message !== undefined) {
      response.writeHead(202).end("Accepted");
      answer(message);
      return true;
    }
    response.writeHead(405, { allow: "GET" }).end();
    return true;
  },
};
