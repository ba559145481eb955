// A hostile MCP server: raw JSON-RPC with no SDK, so it can say what no SDK lets a server say.
// `node --import tsx hostile-server.ts <mode>` speaks over stdio; with `--http` it listens on
// 127.0.0.1 (a free port) and prints `listening on <port>`. Only the 2025 era (`initialize`):
// `server/discover` is answered "method not found", as an older server would.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createInterface } from "node:readline";
import { type HostileContext, type HostileMode, type Json, RpcError } from "./mode";
import { MODES } from "./modes/index";

const [modeName = "", ...flags] = process.argv.slice(2);
const mode = MODES[modeName];
if (mode === undefined) {
  process.stderr.write(`unknown mode "${modeName}"; modes: ${Object.keys(MODES).join(", ")}\n`);
  process.exit(2);
}

const VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];

async function result(message: Json, given: HostileContext, hostile: HostileMode): Promise<Json> {
  const params = (message.params ?? {}) as Json;
  const context: HostileContext = { ...given, params, id: message.id };
  switch (message.method) {
    case "initialize": {
      const asked = String(params.protocolVersion);
      return {
        protocolVersion: VERSIONS.includes(asked) ? asked : VERSIONS[0],
        capabilities: { tools: { listChanged: true }, logging: {} },
        serverInfo: { name: `hostile-${modeName}`, version: "1.0.0" },
      };
    }
    case "ping":
    case "logging/setLevel":
      return {};
    case "tools/list":
      return hostile.list ? hostile.list(params, context) : { tools: hostile.tools() };
    case "tools/call":
      if (!hostile.call) throw new RpcError(-32602, `no tool ${String(params.name)}`);
      return hostile.call(String(params.name), (params.arguments ?? {}) as Json, context);
    default:
      throw new RpcError(-32601, `Method not found: ${String(message.method)}`);
  }
}

// A reply: an object, or (from a mode's `rawResult`) its JSON text already written.
async function answer(message: Json, context: HostileContext): Promise<Json | string | undefined> {
  if (message.id === undefined) {
    if (message.method === "notifications/initialized") mode?.afterInitialized?.(context);
    return undefined;
  }
  const raw = mode?.rawResult?.(String(message.method), (message.params ?? {}) as Json);
  if (raw !== undefined) {
    return `{"jsonrpc":"2.0","id":${JSON.stringify(message.id)},"result":${raw}}`;
  }
  try {
    return {
      jsonrpc: "2.0",
      id: message.id,
      result: await result(message, context, mode as HostileMode),
    };
  } catch (error) {
    const code = error instanceof RpcError ? error.code : -32603;
    const text = error instanceof Error ? error.message : String(error);
    return { jsonrpc: "2.0", id: message.id, error: { code, message: text } };
  }
}

function encode(reply: Json | string): string {
  return typeof reply === "string" ? reply : JSON.stringify(reply);
}

function serveStdio(): void {
  const write = (text: string): void => void process.stdout.write(text);
  const context: HostileContext = {
    transport: "stdio",
    notify: (method, params) => write(`${JSON.stringify({ jsonrpc: "2.0", method, params })}\n`),
    writeRaw: write,
  };
  createInterface({ input: process.stdin }).on("line", (line) => {
    if (line.trim() === "") return;
    void answer(JSON.parse(line) as Json, context).then((reply) => {
      if (reply) write(`${encode(reply)}\n`);
    });
  });
}

async function readBody(request: IncomingMessage): Promise<Json | undefined> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text === "" ? undefined : (JSON.parse(text) as Json);
}

// A request's headers, each as one string.
function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

async function serveRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const message = request.method === "POST" ? await readBody(request) : undefined;
  const requestHeaders = headersOf(request);
  if (mode?.http && (await mode.http(request, response, message))) return;
  if (request.method === "DELETE") return void response.writeHead(200).end();
  if (request.method !== "POST" || message === undefined) {
    return void response.writeHead(405, { allow: "POST" }).end();
  }
  const headers: Record<string, string> = { "mcp-session-id": "hostile-session" };
  if (message.id === undefined) {
    await answer(message, {
      transport: "http",
      headers: requestHeaders,
      notify: () => undefined,
      writeRaw: () => undefined,
    });
    return void response.writeHead(202, headers).end();
  }
  if (message.method !== "tools/call") {
    const reply = await answer(message, {
      transport: "http",
      headers: requestHeaders,
      notify: () => {},
      writeRaw: () => {},
    });
    return void response
      .writeHead(200, { ...headers, "content-type": "application/json" })
      .end(reply === undefined ? undefined : encode(reply));
  }
  // A call answers on an event stream, so the mode's notifications travel before the result.
  response.writeHead(200, { ...headers, "content-type": "text/event-stream" });
  const event = (body: Json | string): boolean =>
    response.write(`event: message\ndata: ${encode(body)}\n\n`);
  const reply = await answer(message, {
    transport: "http",
    headers: requestHeaders,
    notify: (method, params) => void event({ jsonrpc: "2.0", method, params }),
    writeRaw: () => undefined,
  });
  if (reply) event(reply);
  response.end();
}

function serveHttp(): void {
  const server = createServer((request, response) => {
    serveRequest(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    process.stdout.write(`listening on ${port}\n`);
  });
}

if (flags.includes("--http")) serveHttp();
else serveStdio();
