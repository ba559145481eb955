// kit-mcp over Streamable HTTP, stateless: every POST to /mcp gets a new server and transport,
// so any number of processes can stand behind one load balancer. The era is chosen per request:
// a request of protocol 2026-07-28 (its version and capabilities in `_meta`) goes to the SDK's
// handler of that revision (modern-http.ts), any other to the 2025 serving below. The one thing a
// process keeps is the event streams of 2025 tool calls of clients that can resume them
// (resumable-call.ts), for a GET with Last-Event-ID that reaches it.

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ToolsModule } from "@kit/tools";
import {
  classifyInboundRequest,
  isInitializeRequest,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";
import type { HttpOptions } from "../../cli/command-line";
import type { ServeHooks } from "../../cli/serve-hooks";
import type { McpTaskOptions } from "../tasks/mcp-task-options";
import { ClientAnswers, isAnswer } from "./client-answers";
import { EventLog } from "./event-log";
import { bearerCheck, loopbackHostHeader, originCheck } from "./http-guard";
import { modernHttpHandler } from "./modern-http";
import { paramHeaderProblem } from "./param-headers";
import { discardBody, readBody } from "./read-body";
import type { RequestStateSeal } from "./request-state-seal";
import { answerResumable } from "./resumable-call";
import { resumeStream } from "./resume-request";
import { newSessionId, PRIMING_VERSION, resumableSession, sessionCapabilities } from "./session-id";
import { onStopRequest, stopReason } from "./stop-request";
import { toRegistry } from "./to-registry";
import { toolServerFactory } from "./tool-server-factory";
import { sendWebResponse, webRequest } from "./web-exchange";

const PATH = "/mcp";
// How long an idle keep-alive socket stays open.
const KEEP_ALIVE_MS = 30_000;
// How much of a refused body is read and dropped, in multiples of the limit.
const DISCARD_FACTOR = 16;

/**
 * Listens on `options.host:options.port` and says where on stderr. Every request needs the
 * token (401), an allowed or no Origin (403), a body within the limit (413), POST (405) and the
 * path /mcp (404). Without a token (`--no-auth`, on a loopback host only), a request needs a
 * loopback Host header and a loopback or no Origin instead (403). SIGINT or SIGTERM aborts the calls in flight (their tools see the signal),
 * lets their answers go out, and exits with code 0.
 * @returns once listening; rejects when the address cannot be bound.
 */
export async function serveHttp(
  module: ToolsModule,
  options: HttpOptions &
    Pick<ServeHooks, "beforeExit"> & {
      /** The bearer token every request needs; `undefined` only with `noAuth`. */
      readonly token: string | undefined;
      readonly maxResultLength: number;
      readonly requestStateSeal: RequestStateSeal;
      readonly tasks?: McpTaskOptions | undefined;
    },
): Promise<void> {
  const stopping = new AbortController();
  const newServer = toolServerFactory(module.tools, {
    executor: module.executor,
    maxResultLength: options.maxResultLength,
    signal: stopping.signal,
    requestStateSeal: options.requestStateSeal,
    tasks: options.tasks,
    tasksOptionName: "--tasks",
  });
  const modern = modernHttpHandler(newServer, options.maxBodyBytes);
  const registry = toRegistry(module.tools);

  // What is wrong with a 2026-07-28 tools/call's Mcp-Param-* headers (param-headers.ts).
  function paramHeadersProblem(request: IncomingMessage, message: unknown): string | undefined {
    const { method, params } = message as { method?: unknown; params?: unknown };
    if (method !== "tools/call" || typeof params !== "object" || params === null) return undefined;
    const { name, arguments: inputs } = params as { name?: unknown; arguments?: unknown };
    const tool = typeof name === "string" ? registry.lookup(name) : undefined;
    if (tool === undefined) return undefined;
    return paramHeaderProblem(tool, inputs, (header) => {
      const value = request.headers[header];
      return typeof value === "string" ? value : undefined;
    });
  }
  const authorized = options.token === undefined ? undefined : bearerCheck(options.token);
  const originAllowed = originCheck(options.allowedOrigins);
  const answers = new ClientAnswers();
  const log = new EventLog();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (new URL(request.url ?? "/", "http://host").pathname !== PATH) {
      return refuse(response, 404, `Not found: the MCP endpoint is ${PATH}`);
    }
    if (!originAllowed(request.headers.origin)) {
      return refuse(response, 403, "Forbidden: requests from this Origin are not allowed");
    }
    if (authorized === undefined) {
      // No token: a page that reached this port through DNS rebinding sends its own Host.
      if (!loopbackHostHeader(request.headers.host)) {
        return refuse(response, 403, "Forbidden: without a token, the Host must be loopback");
      }
    } else if (!authorized(request.headers.authorization)) {
      response.setHeader("WWW-Authenticate", "Bearer");
      return refuse(response, 401, "Unauthorized: send 'Authorization: Bearer <token>'");
    }
    if (request.method === "GET" && request.headers["last-event-id"] !== undefined) {
      const refusal = resumeStream(request, response, log, options.pollAfterMs);
      return refusal === undefined ? undefined : refuse(response, refusal.status, refusal.message);
    }
    if (request.method !== "POST") {
      // Stateless: no stream of its own for the server's messages (GET without Last-Event-ID)
      // and no session to end (DELETE).
      response.setHeader("Allow", "POST");
      return refuse(response, 405, "Method not allowed: this server is stateless, send POST");
    }
    const body = await readBody(request, options.maxBodyBytes);
    if (body === undefined) {
      // What the client still sends is read and dropped, up to a bound, so that it gets this
      // answer rather than a reset connection.
      refuse(response, 413, `Payload too large: the limit is ${options.maxBodyBytes} bytes`);
      return discardBody(request, DISCARD_FACTOR * options.maxBodyBytes);
    }
    let message: unknown;
    try {
      message = JSON.parse(body.toString("utf8"));
    } catch {
      return refuse(response, 400, "Parse error: the body is not JSON", -32700);
    }
    if (answersOnly(message)) {
      // The client's answers to a tool's elicitation or sampling request, for a server of this
      // process still waiting on another POST's stream.
      const delivered = (Array.isArray(message) ? message : [message]).map((answer) =>
        answers.deliver(answer),
      );
      if (delivered.includes(true)) {
        response.statusCode = 202;
        response.end();
        return;
      }
      return refuse(response, 400, "Bad Request: no request of this server waits for this answer");
    }
    if (!isLegacy(request, message)) {
      const problem = paramHeadersProblem(request, message);
      if (problem !== undefined) return refuse(response, 400, problem, -32020, requestId(message));
      return modern.answer(request, response, message);
    }
    const initialize = isInitializeRequest(message) ? message : undefined;
    // A session id only to carry what the handshake declared (session-id.ts): nothing is kept.
    const sessionId =
      initialize === undefined
        ? undefined
        : newSessionId(initialize.params.capabilities, initialize.params.protocolVersion);
    const server = newServer({
      clientCapabilities: sessionCapabilities(request.headers["mcp-session-id"]),
    });
    // A tools/call answers on an event stream, which carries the call's progress and log
    // messages and its requests to the client before the result, and so does a tasks/result
    // (the questions of the task it waits for); the rest answer plain JSON. Without a
    // sessionIdGenerator the transport is stateless: it neither issues nor checks ids.
    const stream = streamsAnswer(message) && acceptsEventStream(request.headers.accept);
    if (stream && isToolCall(message) && canResume(request)) {
      return answerResumable(request, response, message, server, {
        log,
        answers,
        pollAfterMs: options.pollAfterMs,
      });
    }
    const transport = new WebStandardStreamableHTTPServerTransport({
      enableJsonResponse: !stream,
      ...(sessionId === undefined ? {} : { sessionIdGenerator: () => sessionId }),
    });
    const forget = stream ? answers.attach(transport) : undefined;
    const close = (): void => {
      // Aborts the request's calls when the client goes away before its answer.
      forget?.();
      void transport.close();
      void server.close();
    };
    response.once("close", close);
    await server.connect(transport);
    const answer = await transport.handleRequest(webRequest(request, response), {
      parsedBody: message,
    });
    await sendWebResponse(answer, response);
  }

  // Requests whose answers are not out yet: once stopping, the process ends when none is left.
  let inFlight = 0;
  const http = createServer((request, response) => {
    inFlight += 1;
    response.once("close", () => {
      inFlight -= 1;
      if (stopping.signal.aborted && inFlight === 0) http.closeAllConnections();
    });
    handle(request, response).catch((error: unknown) => {
      process.stderr.write(`kit-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
      if (!response.headersSent) refuse(response, 500, "Internal error", -32603);
      else response.destroy();
    });
  });

  // An event stream's answer says `Connection: keep-alive` without the `Keep-Alive: timeout=`
  // hint, so clients assume their own idle limit (undici: 4 s); Node's 5 s would close a socket
  // a busy client is about to reuse ("other side closed"). Idle sockets stay open longer.
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(options.port, options.host, () => {
      http.off("error", reject);
      resolve();
    });
  });
  const { port } = http.address() as AddressInfo;
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  const count = Array.from(module.tools).length;
  if (authorized === undefined) {
    process.stderr.write(
      "kit-mcp: --no-auth: requests need no token; only a loopback Host and Origin are accepted\n",
    );
  }
  process.stderr.write(
    `kit-mcp: serving ${count} tool${count === 1 ? "" : "s"} at http://${host}:${port}${PATH}\n`,
  );

  onStopRequest((why) => {
    if (stopping.signal.aborted) return;
    stopping.abort(stopReason(why));
    http.close(() => {
      void (options.beforeExit?.() ?? Promise.resolve()).finally(() => process.exit(0));
    });
    // Keep-alive connections would hold the process open; busy ones close after their answer.
    if (inFlight === 0) http.closeAllConnections();
    else http.closeIdleConnections();
  });
}

function answersOnly(
  message: unknown,
): message is Parameters<ClientAnswers["deliver"]>[0] | Parameters<ClientAnswers["deliver"]>[0][] {
  if (Array.isArray(message)) return message.length > 0 && message.every(isAnswer);
  return isAnswer(message);
}

// A request of the 2025 era: no per-request `_meta` envelope (the SDK's own classification, so
// the two paths never disagree on a request).
function isLegacy(request: IncomingMessage, message: unknown): boolean {
  const header = (name: string): string | undefined => {
    const value = request.headers[name];
    return typeof value === "string" ? value : undefined;
  };
  const version = header("mcp-protocol-version");
  const method = header("mcp-method");
  const name = header("mcp-name");
  const outcome = classifyInboundRequest({
    httpMethod: "POST",
    body: message,
    ...(version === undefined ? {} : { protocolVersionHeader: version }),
    ...(method === undefined ? {} : { mcpMethodHeader: method }),
    ...(name === undefined ? {} : { mcpNameHeader: name }),
  });
  return outcome.kind === "legacy";
}

function isToolCall(message: unknown): boolean {
  return (message as { method?: unknown } | null)?.method === "tools/call";
}

// The requests whose answer may come after requests to the client: a tools/call, and the
// tasks/result of a task whose tool asks (protocol 2025-11-25's tasks).
function streamsAnswer(message: unknown): boolean {
  const method = (message as { method?: unknown } | null)?.method;
  return method === "tools/call" || method === "tasks/result";
}

// A client that knows priming events: it says protocol 2025-11-25 or later, in this request's
// header or in its handshake (its session id carries that). An older client might take a
// priming event's empty data for a broken message.
function canResume(request: IncomingMessage): boolean {
  const version = request.headers["mcp-protocol-version"];
  return (
    (typeof version === "string" && version >= PRIMING_VERSION) ||
    resumableSession(request.headers["mcp-session-id"])
  );
}

function acceptsEventStream(accept: string | undefined): boolean {
  return accept?.includes("text/event-stream") === true;
}

// A refusal as a JSON-RPC error body, as the SDK's own refusals are.
function refuse(
  response: ServerResponse,
  status: number,
  message: string,
  code = -32000,
  id: string | number | null = null,
): void {
  response.statusCode = status;
  response.setHeader("Content-Type", "application/json");
  response.end(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id }));
}

function requestId(message: unknown): string | number | null {
  const id = (message as { id?: unknown }).id;
  return typeof id === "string" || typeof id === "number" ? id : null;
}
